export { connectedAccountsMachine } from './connectedAccounts.machine';
export type * from './connectedAccounts.types';
