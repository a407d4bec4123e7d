/**
 * The dev tools' answer: GET tells the page that this server is the embedded default, so `?inspect` may
 * load the flow inspector. It exists only where the dev mailbox does (never with real mail or in production), and
 * answers this machine only.
 */
export const devTools = '/dev/tools';
/** GET: the last result of every browser path (reports/paths-coverage), for the flow catalogue. */
export const devPathsResults = '/dev/paths-results';
