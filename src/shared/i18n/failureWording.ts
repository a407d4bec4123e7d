import { loadOnce } from '../loadOnce';
import { withCatalogPart } from './catalogParts';

/** The failure tables and their words (catalog part `failures`), loaded the first time a page has a failure to word. */
export const failureWording = loadOnce(withCatalogPart('failures', () => import('./failureMessages')));

export type FailureWording = NonNullable<ReturnType<typeof failureWording.loaded>>;
