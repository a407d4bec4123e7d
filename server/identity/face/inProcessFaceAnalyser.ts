import { analysePhoto } from './faceModel';
import type { FaceAnalyser } from './facePool';

/** The analysis in the request's own process, one photo at a time (server tests, scripts): ready at once. */
export const inProcessFaceAnalyser: FaceAnalyser = {
  analyse: (photo) => analysePhoto(photo),
  notReady: () => undefined,
  close: async () => {},
};
