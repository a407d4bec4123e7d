export { flowCatalogueMachine } from './flowCatalogue.machine';
export type * from './flowCatalogue.types';
