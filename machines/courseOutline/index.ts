export { courseOutlineMachine } from './courseOutline.machine';
export type * from './courseOutline.types';
