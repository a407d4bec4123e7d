export { certificateDownloadMachine } from './certificateDownload.machine';
export type * from './certificateDownload.types';
