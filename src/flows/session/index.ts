export { SessionFlow } from './SessionFlow';
export { SessionView } from './SessionView';
export { useSessionEvents } from './useSessionEvents';
export { useSignedIn, useSigningOut } from './sessionSelectors';
