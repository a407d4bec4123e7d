export { brandingMachine } from './branding.machine';
export type * from './branding.types';
export { brandingAnswered } from './branding.restore';
