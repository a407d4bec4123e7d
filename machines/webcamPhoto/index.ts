export { webcamPhotoMachine } from './webcamPhoto.machine';
export type * from './webcamPhoto.types';
