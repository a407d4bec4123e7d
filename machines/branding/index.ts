export { brandingMachine } from './branding.machine';
export { brandingAnswered } from './branding.restore';
export type * from './branding.types';
