import type { PathResult } from '@contracts/devTools';

export type { PathResult };

/**
 * Where each browser path writes its result and the transitions its machines took (scripts/pathsCoverage.ts reads
 * them; on a development server /dev/paths-results lists them for the flow catalogue). PATHS_COVERAGE_DIR puts a run's
 * results elsewhere (a run of one flow beside another's).
 */
export const pathsCoverageDir = process.env.PATHS_COVERAGE_DIR ?? 'reports/paths-coverage';
