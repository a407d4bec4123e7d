export { SessionProvider } from './SessionProvider';
export { SessionView } from './SessionView';
export { SessionEndedNotice } from './SessionEndedNotice';
export { SignOutButton } from './SignOutButton';
export { useSessionEvents } from './useSessionEvents';
export { useSignedIn, useSigningOut } from './sessionSelectors';
