import { describe, expect, it } from 'vitest';

import { toDot } from '../../scripts/diagrams/dot';
import { flowPage, generateFlowDocs, renderSvg } from '../../scripts/diagrams/generate';
import { mermaidIds, mermaidText, toMermaid } from '../../scripts/diagrams/mermaid';
import { edgeCaseMachine, sampleMachine, sampleModel } from '../../scripts/diagrams/sampleMachine';
import { walkMachine } from '../../scripts/diagrams/walk';
import { allTransitions } from '../model/harness/transitions';

describe('walkMachine', () => {
  const diagram = walkMachine(sampleMachine);
  const labels = diagram.transitions.map(
    (t) => `${t.source.path || '(root)'} ${t.label} -> ${t.targets.map((s) => s.path).join(',') || '(stays)'}`,
  );

  it('lists every state but the root, in document order', () => {
    expect(diagram.states.map((s) => `${s.path}:${s.type}`)).toEqual([
      'editing:compound',
      'editing.pristine:atomic',
      'editing.dirty:atomic',
      'authenticating:atomic',
      'failed:atomic',
      'locked:final',
      'signedIn:parallel',
      'signedIn.content:compound',
      'signedIn.content.loading:atomic',
      'signedIn.content.ready:atomic',
      'signedIn.help:compound',
      'signedIn.help.closed:atomic',
      'signedIn.help.open:atomic',
    ]);
  });

  it('counts the same transitions as the model coverage report', () => {
    expect(diagram.transitions).toHaveLength(allTransitions(sampleMachine).length);
  });

  it('labels guards, delays, actor outcomes, eventless and targetless transitions', () => {
    expect(labels).toEqual([
      'editing credentials.submit [hasAttemptsLeft] -> authenticating',
      'editing credentials.submit -> locked',
      'editing form.reset / clearForm -> editing.pristine',
      'editing.pristine form.reset -> (stays)',
      'authenticating done: login -> signedIn',
      'authenticating error: login -> failed',
      'failed retry -> editing',
      'failed after passwordExpiredRedirect -> editing',
      'signedIn.content.loading always -> signedIn.content.ready',
      'signedIn.help.closed help.toggle -> signedIn.help.open',
      'signedIn.help.open help.toggle -> signedIn.help.closed',
    ]);
  });

  it('keeps spec references, descriptions, invokes and named actions', () => {
    const byPath = new Map(diagram.states.map((s) => [s.path, s]));
    expect(byPath.get('editing')).toMatchObject({ spec: '01 §4 Login', description: 'The sign-in form is shown.' });
    expect(byPath.get('authenticating')!.invokes).toEqual([{ id: 'login', src: 'authenticate' }]);
    expect(byPath.get('signedIn.content.ready')!.entry).toEqual(['navigate(/home/dashboard)']);
    expect(byPath.get('failed')!.entry).toEqual([]); // the timer's raise/cancel are XState's bookkeeping
    expect(byPath.get('signedIn.help')!.region).toBe(true);
    expect(diagram.transitions[0].spec).toBe('01 §4 Login: submit');
    expect(diagram.transitions[1].description).toBe('Too many attempts.');
  });

  it('reads root transitions, history, numeric delays, combined guards and wildcards', () => {
    const edge = walkMachine(edgeCaseMachine);
    expect(edge.transitions.map((t) => `${t.source.path || '(root)'} ${t.label}`)).toEqual([
      '(root) session.expire',
      'state onDone',
      'state.idle go [isReady && !isAllowed]',
      'other back',
      'other note / raise',
      'other.idle after 1500ms',
      'other.busy any event [in(other.busy)]',
    ]);
    expect(edge.states.find((s) => s.key === 'hist')!.type).toBe('history');
  });
});

describe('toMermaid', () => {
  const mermaid = toMermaid(walkMachine(sampleMachine));
  const lines = mermaid.split('\n');

  it('writes a stateDiagram-v2 with composite and concurrent states', () => {
    expect(lines[0]).toBe('stateDiagram-v2');
    for (const text of [
      '  [*] --> editing',
      '  state editing {',
      '    [*] --> pristine',
      '  state signedIn {',
      '    --',
      '  locked --> [*]',
      '  state "authenticating" as authenticating',
      '  authenticating : invoke login (authenticate)',
    ])
      expect(lines).toContain(text);
  });

  it('labels edges with guards and escapes what Mermaid would cut', () => {
    for (const text of [
      '  editing --> authenticating : credentials.submit [hasAttemptsLeft]',
      '  authenticating --> signedIn : done#58; login',
      '  authenticating --> failed : error#58; login',
      '  failed --> editing : after passwordExpiredRedirect',
      '      loading --> ready : always',
      '    pristine --> pristine : form.reset',
    ])
      expect(lines).toContain(text);
    for (const line of lines.filter((l) => l.includes(' --> ')))
      expect((line.split(' : ')[1] ?? '').replace(/#\w+;/g, '')).not.toMatch(/[:;]/);
    expect(mermaidText('a: b; c')).toBe('a#58; b#59; c');
  });

  it('gives repeated or reserved keys unique safe ids', () => {
    const edge = walkMachine(edgeCaseMachine);
    const ids = [...mermaidIds(edge).values()];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z][A-Za-z0-9_]*$/);
    const text = toMermaid(edge);
    expect(text).toContain('state "state" as s_state');
    expect(text).toContain('state s_state {');
    expect(text).toContain('state "idle" as s_other_idle');
    expect(text).toContain('any_state --> s_end : session.expire');
    expect(text).toContain('s_other_idle --> busy : after 1500ms');
  });
});

describe('toDot and the SVG', () => {
  const dot = toDot(walkMachine(sampleMachine), 'Sample');

  it('draws clusters, dashed parallel regions, guards, delays and actor outcomes', () => {
    for (const text of [
      'subgraph "cluster_sample.editing" {',
      'graph [label="signedIn (parallel)", style="rounded,dashed", fontsize=11];',
      'graph [label="help", style="rounded,dashed", fontsize=11];',
      '[label="credentials.submit [hasAttemptsLeft]", ltail="cluster_sample.editing"]',
      '"sample.failed" -> "sample.editing.[*]" [label="after passwordExpiredRedirect", lhead="cluster_sample.editing"];',
      '"sample.authenticating" -> "sample.signedIn.[anchor]" [label="done: login", lhead="cluster_sample.signedIn"];',
      '"sample.locked" [label="locked", peripheries=2',
    ])
      expect(dot).toContain(text);
  });

  it('renders offline to the same SVG every time', async () => {
    const svg = await renderSvg(dot);
    expect(svg).toMatch(/^<\?xml/);
    expect(svg).toContain('<svg');
    expect(svg).toContain('passwordExpiredRedirect');
    expect(svg).toContain('stroke-dasharray');
    expect(await renderSvg(dot)).toBe(svg);
  });
});

describe('flow pages', () => {
  it('writes the QA paths in plain words with the state after each step', () => {
    const page = flowPage(sampleModel);
    expect(page.initialState).toBe('editing.pristine');
    expect(page.paths.length).toBeGreaterThan(0);
    const failing = page.paths.find((p) => p.steps.some((s) => s.words.includes('fails')))!;
    expect(failing.steps[0]).toEqual({ words: 'the student submits the sign-in form', state: 'authenticating' });
    expect(failing.steps[1]).toEqual({
      words: `'login' fails with {"message":"Invalid credentials"}`,
      state: 'failed',
    });
  });

  const inSampleArea = () => 'Sample area';

  it('generates the md, svg and index by area deterministically; the paths in words are not in the md', async () => {
    const { docs } = await generateFlowDocs([sampleModel], inSampleArea);
    expect([...docs.keys()]).toEqual(['sample.md', 'sample.svg', 'README.md']);
    const md = docs.get('sample.md')!;
    expect(md).toContain('```mermaid\nstateDiagram-v2\n');
    expect(md).toContain('![Sample sign-in (generator test): statechart](./sample.svg)');
    expect(md).toContain('- **01 §4 Login**: state `editing`');
    expect(md).toContain('| `failed` | `after passwordExpiredRedirect` |  | `editing` |  | 01 §4 Login: expired |  |');
    const paths = flowPage(sampleModel).paths.length;
    expect(md).toContain(`${paths} generated tests: the model tests replay each path`);
    expect(md).toContain('`npm run catalogue`');
    expect(md).not.toContain('the student submits the sign-in form');
    expect(md).not.toMatch(/\d{4}-\d\d-\d\dT/);
    const counts = `${walkMachine(sampleMachine).states.length} states, ${allTransitions(sampleMachine).length} transitions, ${paths} paths`;
    expect(docs.get('README.md')).toContain(
      `## Sample area\n\n- **Sample sign-in (generator test)** (\`sample\`): [page](./sample.md) · [diagram](./sample.svg) · ${counts}`,
    );
    expect(await generateFlowDocs([sampleModel], inSampleArea)).toEqual(
      await generateFlowDocs([sampleModel], inSampleArea),
    );
  });

  it('writes what the flow catalogue reads: each path in words with the diagram’s state ids and expected calls', async () => {
    const { docs, data } = await generateFlowDocs([sampleModel], inSampleArea);
    expect([...data.keys()]).toEqual(['sample.json', 'index.json']);
    const flow = JSON.parse(data.get('sample.json')!);
    expect(flow).toMatchObject({
      id: 'sample',
      area: 'Sample area',
      machineId: sampleMachine.id,
      specs: expect.arrayContaining(['01 §4 Login']),
    });
    const failing = flow.paths.find((p: { name: string }) => p.name.includes('failed'));
    expect(failing.start).toEqual([`${sampleMachine.id}.editing.pristine`]);
    expect(failing.steps[0]).toEqual({
      words: 'the student submits the sign-in form',
      active: [`${sampleMachine.id}.authenticating`],
    });
    // The diagram titles its nodes with the same ids, which is what the catalogue highlights.
    expect(docs.get('sample.svg')).toContain(`<title>${sampleMachine.id}.authenticating</title>`);
    expect(JSON.parse(data.get('index.json')!)).toEqual([
      expect.objectContaining({
        id: 'sample',
        area: 'Sample area',
        machineId: sampleMachine.id,
        paths: flow.paths.length,
      }),
    ]);
  });

  it('refuses a flow that belongs to no area', async () => {
    await expect(generateFlowDocs([sampleModel], () => undefined)).rejects.toThrow(/belongs to no area/);
  });

  it('rejects ids that would collide or make bad file names', async () => {
    await expect(generateFlowDocs([sampleModel, sampleModel], inSampleArea)).rejects.toThrow(/share the id/);
    await expect(generateFlowDocs([{ ...sampleModel, id: 'Bad Name' }], inSampleArea)).rejects.toThrow(
      /letters, digits/,
    );
  });
});
