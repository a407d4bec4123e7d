/**
 * Graphviz DOT for a walked machine: a cluster per compound state (dashed for parallel
 * states and their regions), an initial dot per compound state that also anchors edges to
 * and from the cluster (`lhead` / `ltail`), and one edge per transition target.
 */
import { type Diagram, type DiagramState, type DiagramTransition, within } from './walk';

const font = 'Helvetica,Arial,sans-serif';

/** A quoted DOT id or string. */
export function dotString(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\r?\n/g, '\\n')}"`;
}

const isCluster = (s: DiagramState) => s.type === 'compound' || s.type === 'parallel';
const clusterName = (s: DiagramState) => dotString(`cluster_${s.id}`);
/** The node an edge to or from a cluster attaches to. */
const anchorOf = (s: DiagramState) => dotString(s.type === 'compound' ? `${s.id}.[*]` : `${s.id}.[anchor]`);
const anyState = dotString('(any state)');

function stateLines(s: DiagramState): string[] {
  return [
    ...s.invokes.map((inv) => `invoke ${inv.id}${inv.src !== inv.id ? ` (${inv.src})` : ''}`),
    ...s.entry.map((a) => `entry / ${a}`),
    ...s.exit.map((a) => `exit / ${a}`),
  ];
}

export function toDot(diagram: Diagram, title: string): string {
  const out: string[] = [];
  out.push(`digraph ${dotString(diagram.machineId)} {`);
  out.push(
    `  graph [compound=true, rankdir=TB, newrank=true, nodesep=0.4, ranksep=0.45, fontname=${dotString(font)}, fontsize=13, labelloc=t, label=${dotString(title)}];`,
  );
  out.push(`  node [shape=box, style=rounded, fontname=${dotString(font)}, fontsize=11, margin="0.12,0.05"];`);
  out.push(`  edge [fontname=${dotString(font)}, fontsize=9, arrowsize=0.7];`);

  const writeNode = (s: DiagramState, indent: string) => {
    if (isCluster(s)) {
      const style = s.type === 'parallel' || s.region ? 'rounded,dashed' : 'rounded';
      const extra = stateLines(s);
      const label = [s.type === 'parallel' ? `${s.key} (parallel)` : s.key, ...extra].join('\n');
      out.push(`${indent}subgraph ${clusterName(s)} {`);
      out.push(`${indent}  graph [label=${dotString(label)}, style=${dotString(style)}, fontsize=11];`);
      if (s.type === 'compound') out.push(`${indent}  ${anchorOf(s)} [shape=point, width=0.12, label=""];`);
      else out.push(`${indent}  ${anchorOf(s)} [shape=point, width=0.01, style=invis, label=""];`);
      for (const child of s.children) writeNode(child, `${indent}  `);
      out.push(`${indent}}`);
      return;
    }
    if (s.type === 'history') {
      out.push(`${indent}${dotString(s.id)} [shape=circle, width=0.3, label="H", tooltip=${dotString(s.path)}];`);
      return;
    }
    const label = [s.key, ...stateLines(s)].join('\n');
    out.push(
      `${indent}${dotString(s.id)} [label=${dotString(label)}${s.type === 'final' ? ', peripheries=2' : ''}, tooltip=${dotString(s.path)}];`,
    );
  };

  const root = diagram.root;
  out.push(`  ${dotString(`${root.id}.[*]`)} [shape=point, width=0.14, label=""];`);
  if (diagram.transitions.some((t) => t.source === root))
    out.push(`  ${anyState} [style="rounded,dashed", label="(any state)"];`);
  for (const child of root.children) writeNode(child, '  ');

  // Initial transitions.
  const initialEdge = (from: string, s: DiagramState) => {
    const attrs = isCluster(s) ? ` [lhead=${clusterName(s)}]` : '';
    out.push(`  ${from} -> ${isCluster(s) ? anchorOf(s) : dotString(s.id)}${attrs};`);
  };
  if (root.initial) initialEdge(dotString(`${root.id}.[*]`), root.initial);
  for (const s of diagram.states) if (s.type === 'compound' && s.initial) initialEdge(anchorOf(s), s.initial);

  const edge = (t: DiagramTransition, target: DiagramState) => {
    const attrs: string[] = [`label=${dotString(t.label)}`];
    let from: string;
    if (t.source === root) from = anyState;
    else if (isCluster(t.source)) {
      from = anchorOf(t.source);
      if (!within(target, t.source)) attrs.push(`ltail=${clusterName(t.source)}`);
    } else from = dotString(t.source.id);
    let to: string;
    if (target === root) to = anyState;
    else if (isCluster(target)) {
      to = anchorOf(target);
      if (!within(t.source, target)) attrs.push(`lhead=${clusterName(target)}`);
    } else to = dotString(target.id);
    out.push(`  ${from} -> ${to} [${attrs.join(', ')}];`);
  };
  for (const t of diagram.transitions) {
    if (t.targets.length === 0) edge(t, t.source);
    for (const target of t.targets) edge(t, target);
  }
  out.push('}');
  return `${out.join('\n')}\n`;
}
