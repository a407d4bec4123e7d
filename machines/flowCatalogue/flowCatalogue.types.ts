import type { Failure } from '../shared/failure';

/** One flow in the catalogue's list (generated/flows/index.json). */
export interface FlowSummary {
  id: string;
  title: string;
  /** The part of the product it belongs to (tests/model/registry.ts, flowAreas). */
  area: string;
  machineId: string;
  states: number;
  transitions: number;
  paths: number;
}

/** The last browser run of one path (GET /dev/paths-results). */
export interface PathRunResult {
  flow: string;
  path: string;
  status: 'passed' | 'failed' | 'skipped';
  at: string;
  note?: string;
}

/** One planned path in words, with the diagram's state ids at the start and after each step. */
export interface CataloguePath {
  name: string;
  start: string[];
  steps: Array<{ words: string; active: string[] }>;
  /**
   * The calls of provided actions its test expects (navigation, storage, leaving the app), in words, with the step that
   * makes each (0: at the start); absent when the flow's model declares none.
   */
  sideEffects?: Array<{ step: number; words: string }>;
}

/** One flow in full (generated/flows/<id>.json and its diagram). */
export interface FlowDetail {
  id: string;
  title: string;
  area: string;
  machineId: string;
  specs: string[];
  paths: CataloguePath[];
  /** The diagram, as docs/flows/<id>.svg. */
  svg: string;
}

export interface CatalogueIndex {
  flows: FlowSummary[];
  results: PathRunResult[];
}

export interface FlowCatalogueContext {
  flows: FlowSummary[];
  results: PathRunResult[];
  /** The flow asked for (its detail loads, or failed to). */
  flowId?: string;
  flow?: FlowDetail;
  /** The path being stepped through, and how many of its steps are shown (0: its start). */
  pathIndex?: number;
  step: number;
  failure?: Failure;
}

export type FlowCatalogueEvent =
  | { type: 'flow.select'; flowId: string }
  | { type: 'path.select'; pathIndex: number }
  | { type: 'step.next' }
  | { type: 'step.previous' }
  | { type: 'retry.request' };
