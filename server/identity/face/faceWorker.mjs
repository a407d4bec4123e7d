// The face-analysis worker thread's entry (facePool.ts): TypeScript is compiled on the fly by tsx, as in the server
// process, and the worker proper is faceWorkerMain.ts.
import { register } from 'tsx/esm/api';

register();
await import('./faceWorkerMain.ts');
