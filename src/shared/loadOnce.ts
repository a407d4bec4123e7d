/**
 * Code loaded the first time something needs it, once: `loaded()` answers it synchronously after that (so a second
 * use renders at once), `load()` starts or joins the loading. A failed load (offline) is tried again on the next call.
 */
export function loadOnce<M>(load: () => Promise<M>) {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    loaded: (): M | undefined => loaded,
    load(): Promise<M> {
      loading ??= load().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}
