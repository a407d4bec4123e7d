export { notificationPreferencesMachine } from './notificationPreferences.machine';
export type * from './notificationPreferences.types';
