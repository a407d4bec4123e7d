import type { PathResult } from '@contracts/devTools';

export type { PathResult };

/**
 * Where each browser path writes its result and the transitions its machines took (scripts/pathsCoverage.ts reads
 * them; on a development server /dev/paths-results lists them for the flow catalogue).
 */
export const pathsCoverageDir = 'reports/paths-coverage';
