export { chapterLaunchMachine } from './chapterLaunch.machine';
export type * from './chapterLaunch.types';
