import { parentPort } from 'node:worker_threads';

import { analysePhoto, loadFaceModel } from './faceModel';
import type { FaceWorkerReply, FaceWorkerRequest } from './faceWorkerMessages';

/*
 * One face-analysis worker (facePool.ts): loads the models at once, says when it is ready, then analyses one photo at
 * a time and answers each request with its id.
 */
const port = parentPort;
if (!port) throw new Error('faceWorkerMain runs in a worker thread (facePool.ts)');

const send = (reply: FaceWorkerReply) => port.postMessage(reply);

try {
  await loadFaceModel();
  send({ kind: 'ready' });
} catch (error) {
  send({ kind: 'loadFailed', message: error instanceof Error ? error.message : String(error) });
}

port.on('message', (request: FaceWorkerRequest) => {
  analysePhoto(Buffer.from(request.photo)).then(
    (analysis) => send({ kind: 'analysed', id: request.id, analysis }),
    (error: unknown) =>
      send({ kind: 'failed', id: request.id, message: error instanceof Error ? error.message : String(error) }),
  );
});
