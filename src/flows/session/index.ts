export { SessionFlow } from './SessionFlow';
export { useSignedIn, useSigningOut } from './sessionSelectors';
export { SessionView } from './SessionView';
export { useSessionEvents } from './useSessionEvents';
