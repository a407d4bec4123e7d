import type * as pages from './pages';

/** The name of a page (contracts/pages.ts). */
export type RouteName = keyof typeof pages;

/** A page of the app: the only kind of destination a machine's `navigate` action accepts. */
export type AppPath = (typeof pages)[RouteName];

/** How a machine asks to change page; the app's binding performs it (XState's "navigation as a provided action"). */
export interface NavigateParams {
  to: AppPath;
  /** Replace the current history entry (a redirect the Back button must not return to). */
  replace?: boolean;
  /** Go back in the history when there is an earlier page of the app; `to` when the visit started here. */
  back?: boolean;
  /** The page's query (e.g. which chapter chapter-launch opens). */
  query?: Record<string, string | number>;
}

const homePrefix = '/home/';

/** A /home page's path relative to the /home route (React Router's child route paths). */
export const homeChildPath = (path: AppPath): string => {
  if (!path.startsWith(homePrefix)) throw new Error(`${path} is not a page under /home`);
  return path.slice(homePrefix.length);
};
