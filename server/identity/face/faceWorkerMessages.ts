import type { PhotoAnalysis } from './faceModel';

/** What the pool sends a face-analysis worker: one photo, by id. */
export interface FaceWorkerRequest {
  id: number;
  photo: Uint8Array;
}

/** What a worker answers: ready (models loaded) or not, then each photo's analysis or failure by id. */
export type FaceWorkerReply =
  | { kind: 'ready' }
  | { kind: 'loadFailed'; message: string }
  | { kind: 'analysed'; id: number; analysis: PhotoAnalysis }
  | { kind: 'failed'; id: number; message: string };
