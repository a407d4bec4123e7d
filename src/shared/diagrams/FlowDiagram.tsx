import { useEffect, useRef } from 'react';

import './flowDiagram.css';

/**
 * A flow's generated statechart (docs/flows/<id>.svg, Graphviz) with some states highlighted (the flow
 * catalogue steps through a path on it; the inspector shows where a running flow is). Graphviz titles each state's
 * node with its state node id and each edge `from->to`, which is what is matched here. The SVG is the build's own
 * generated file, never user content.
 */
export function FlowDiagram({
  svg,
  active,
  previous = [],
  label,
}: {
  svg: string;
  /** The state node ids to highlight (leaf states). */
  active: string[];
  /** The states just left: the edges from them to `active` are highlighted too. */
  previous?: string[];
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const titleOf = (g: Element) => g.querySelector('title')?.textContent ?? '';
    for (const node of root.querySelectorAll('g.node'))
      node.classList.toggle('flow-diagram__active', active.includes(titleOf(node)));
    const moves = new Set(previous.flatMap((from) => active.filter((to) => to !== from).map((to) => `${from}->${to}`)));
    for (const edge of root.querySelectorAll('g.edge'))
      edge.classList.toggle('flow-diagram__taken', moves.has(titleOf(edge)));
  }, [svg, active, previous]);
  return (
    <div
      ref={box}
      className="flow-diagram"
      role="img"
      aria-label={label}
      // The generated diagram of this build (docs/flows), not user content.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
