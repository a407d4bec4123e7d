import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A component whose code loads the first time it renders (nothing is shown until then): for what only some visits
 * show, such as a dialog or the signed-in session's modals, so every page's first download stays small.
 */
export function loadOnUse<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LoadOnUse(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LoadOnUse;
}
