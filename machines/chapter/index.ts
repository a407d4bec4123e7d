export { chapterMachine } from './chapter.machine';
export { chapterSecondsOf, pendingOf } from './chapter.pending';
export type * from './chapter.types';
