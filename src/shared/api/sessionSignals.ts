/** What the envelope rules tell the session machine (spec 01 §4 Session guard, 02 §8). */
export type SessionSignal =
  | { type: 'api.accessDenied' }
  | { type: 'api.unauthorized' }
  | { type: 'api.sessionEnded' }
  | { type: 'api.tokenExpired' };

type Listener = (signal: SessionSignal) => void;

/** A tiny bus from the API client to whoever runs the session machine. */
export function createSessionSignals() {
  const listeners = new Set<Listener>();
  return {
    emit(signal: SessionSignal) {
      for (const listener of listeners) listener(signal);
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
export type SessionSignals = ReturnType<typeof createSessionSignals>;
