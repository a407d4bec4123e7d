/** Where each browser path writes the transitions its machines took (scripts/pathsCoverage.ts reads them). */
export const pathsCoverageDir = 'reports/paths-coverage';
