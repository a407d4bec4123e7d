/**
 * Mermaid `stateDiagram-v2` source for a walked machine: composite blocks for compound
 * states, `--` separated regions for parallel states, `[*]` for initial and final states,
 * and one edge per transition target labelled `event [guard] / actions`.
 */
import { type Diagram, type DiagramState, type DiagramTransition, edgeScope } from './walk';

/** Words Mermaid's state grammar treats specially; a state key equal to one gets a safe id. */
const reserved = new Set([
  'state',
  'note',
  'end',
  'as',
  'direction',
  'class',
  'classdef',
  'default',
  'style',
  'scale',
  'hide',
  'left',
  'right',
  'of',
  'click',
  'acctitle',
  'accdescr',
]);

/** Mermaid ids: the state key when it is unique and plain, else a sanitized path. */
export function mermaidIds(diagram: Diagram): Map<DiagramState, string> {
  const keyCount = new Map<string, number>();
  for (const s of diagram.states) keyCount.set(s.key, (keyCount.get(s.key) ?? 0) + 1);
  const ids = new Map<DiagramState, string>();
  const used = new Set<string>(['any_state']);
  for (const s of diagram.states) {
    let id =
      /^[A-Za-z][A-Za-z0-9_]*$/.test(s.key) && keyCount.get(s.key) === 1 && !reserved.has(s.key.toLowerCase())
        ? s.key
        : `s_${s.path.replace(/[^A-Za-z0-9]+/g, '_')}`;
    if (used.has(id)) {
      let n = 2;
      while (used.has(`${id}_${n}`)) n++;
      id = `${id}_${n}`;
    }
    used.add(id);
    ids.set(s, id);
  }
  return ids;
}

/** Mermaid's state grammar ends a label at ':' or ';'; its entity codes keep them. */
export function mermaidText(text: string): string {
  const codes: Record<string, string> = { '#': '#35;', ':': '#58;', ';': '#59;', '"': '#quot;', '\n': ' ', '\r': '' };
  return text.replace(/[#:;"\r\n]/g, (c) => codes[c]);
}

const anyStateId = 'any_state';

export function toMermaid(diagram: Diagram): string {
  const ids = mermaidIds(diagram);
  const idOf = (s: DiagramState) => (s === diagram.root ? anyStateId : ids.get(s)!);
  const edgesByScope = new Map<DiagramState, string[]>();
  const addEdge = (scope: DiagramState, line: string) => {
    const list = edgesByScope.get(scope) ?? [];
    list.push(line);
    edgesByScope.set(scope, list);
  };
  const edgeLine = (from: string, to: string, t: DiagramTransition) => `${from} --> ${to} : ${mermaidText(t.label)}`;
  const rootHasTransitions = diagram.transitions.some((t) => t.source === diagram.root);

  for (const t of diagram.transitions) {
    const targets = t.targets.length ? t.targets : [t.source];
    for (const target of targets) {
      if (t.source === diagram.root) {
        addEdge(diagram.root, edgeLine(anyStateId, target === diagram.root ? anyStateId : idOf(target), t));
      } else {
        const to = target === diagram.root ? anyStateId : idOf(target);
        addEdge(target === diagram.root ? diagram.root : edgeScope(t.source, target), edgeLine(idOf(t.source), to, t));
      }
    }
  }

  const lines: string[] = ['stateDiagram-v2'];
  const notes = (s: DiagramState): string[] => {
    if (s.type !== 'atomic' && s.type !== 'final') return [];
    return [
      ...s.invokes.map((inv) => `invoke ${inv.id}${inv.src !== inv.id ? ` (${inv.src})` : ''}`),
      ...s.entry.map((a) => `entry / ${a}`),
      ...s.exit.map((a) => `exit / ${a}`),
    ];
  };

  const writeState = (s: DiagramState, indent: string) => {
    const id = idOf(s);
    const extra = notes(s);
    // Mermaid shows a lone `id : text` instead of the name; after a `state "name" as id` line it
    // shows the name as a title above the text.
    if (s.type === 'history') lines.push(`${indent}state "${s.key} (history)" as ${id}`);
    else if (id !== s.key || extra.length) lines.push(`${indent}state "${s.key}" as ${id}`);
    if (s.type === 'compound' || s.type === 'parallel') {
      lines.push(`${indent}state ${id} {`);
      writeBody(s, `${indent}  `);
      lines.push(`${indent}}`);
    } else if (id === s.key && s.type !== 'history' && !extra.length) {
      lines.push(`${indent}${id}`);
    }
    for (const note of extra) lines.push(`${indent}${id} : ${mermaidText(note)}`);
  };

  const writeBody = (scope: DiagramState, indent: string) => {
    if (scope.type === 'parallel') {
      scope.children.forEach((region, i) => {
        if (i > 0) lines.push(`${indent}--`);
        writeState(region, indent);
      });
      return;
    }
    if (scope === diagram.root && rootHasTransitions) lines.push(`${indent}state "(any state)" as ${anyStateId}`);
    if (scope.initial) lines.push(`${indent}[*] --> ${idOf(scope.initial)}`);
    for (const child of scope.children) writeState(child, indent);
    for (const line of edgesByScope.get(scope) ?? []) lines.push(`${indent}${line}`);
    for (const child of scope.children) if (child.type === 'final') lines.push(`${indent}${idOf(child)} --> [*]`);
  };

  writeBody(diagram.root, '  ');
  return `${lines.join('\n')}\n`;
}
