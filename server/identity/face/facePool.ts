import { Worker } from 'node:worker_threads';

import type { PhotoAnalysis } from './faceModel';
import type { FaceWorkerReply, FaceWorkerRequest } from './faceWorkerMessages';

/**
 * Face analysis off the request's thread: about 0.1–0.15 s of a core per photo would otherwise stall every other
 * request of the instance. A fixed number of worker threads (FACE_WORKERS) each hold the models and analyse one photo
 * at a time; a bounded number of photos (FACE_QUEUE) may wait for them. Beyond that the photo is refused at once
 * (FaceAnalysisBusy, answered 503 with Retry-After) instead of waiting behind a queue that only grows.
 */
export interface FaceAnalyser {
  analyse(photo: Buffer): Promise<PhotoAnalysis>;
  /** Why the analyser cannot serve yet (its models are loading), or undefined when it can: GET /health/ready. */
  notReady(): string | undefined;
  close(): Promise<void>;
}

export class FaceAnalysisBusy extends Error {
  constructor() {
    super('every face-analysis worker is busy and the queue is full');
  }
}

export const defaultFacePool = { workers: 1, queued: 8 };
export const faceModelLoading = 'face analysis models loading';

interface Slot {
  worker: Worker;
  ready: boolean;
  busyWith?: number;
}

interface Job {
  id: number;
  photo: Buffer;
  resolve: (a: PhotoAnalysis) => void;
  reject: (e: Error) => void;
}

export function createFacePool(opts: { workers?: number; queued?: number; onError?: (err: Error) => void } = {}) {
  const size = opts.workers ?? defaultFacePool.workers;
  const maxQueued = opts.queued ?? defaultFacePool.queued;
  const entry = new URL('./faceWorker.mjs', import.meta.url);
  const waiting: Job[] = [];
  const running = new Map<number, Job>();
  let nextId = 1;
  let loadError: string | undefined;

  let closing = false;

  /** A worker that ends unasked (a crash) fails its photo and is replaced, loading the models again. */
  function start(slot: Slot) {
    const worker = new Worker(entry);
    slot.worker = worker;
    slot.ready = false;
    worker.on('message', (reply: FaceWorkerReply) => onReply(slot, reply));
    worker.on('error', (err) => opts.onError?.(err));
    worker.on('exit', (code) => {
      failRunning(slot, new Error(`face analysis worker ended (exit code ${code})`));
      if (!closing) start(slot);
    });
  }

  const slots: Slot[] = Array.from({ length: size }, () => {
    const slot = { ready: false } as Slot;
    start(slot);
    return slot;
  });

  function failRunning(slot: Slot, err: Error) {
    if (slot.busyWith === undefined) return;
    running.get(slot.busyWith)?.reject(err);
    running.delete(slot.busyWith);
    slot.busyWith = undefined;
  }

  function onReply(slot: Slot, reply: FaceWorkerReply) {
    if (reply.kind === 'ready') slot.ready = true;
    else if (reply.kind === 'loadFailed') loadError = reply.message;
    else {
      const job = running.get(reply.id);
      running.delete(reply.id);
      slot.busyWith = undefined;
      if (reply.kind === 'analysed') job?.resolve(reply.analysis);
      else job?.reject(new Error(`face analysis failed: ${reply.message}`));
    }
    dispatch();
  }

  function dispatch() {
    for (const slot of slots) {
      if (!slot.ready || slot.busyWith !== undefined) continue;
      const job = waiting.shift();
      if (!job) return;
      slot.busyWith = job.id;
      running.set(job.id, job);
      slot.worker.postMessage({ id: job.id, photo: new Uint8Array(job.photo) } satisfies FaceWorkerRequest);
    }
  }

  const pool: FaceAnalyser = {
    analyse(photo) {
      return new Promise<PhotoAnalysis>((resolve, reject) => {
        const job = { id: nextId++, photo, resolve, reject };
        waiting.push(job);
        dispatch();
        // No worker took it and the queue was already full: refused at once rather than waiting behind it.
        if (waiting.length > maxQueued && waiting.at(-1) === job) {
          waiting.pop();
          reject(new FaceAnalysisBusy());
        }
      });
    },
    notReady() {
      if (loadError) return `face analysis models failed to load: ${loadError}`;
      return slots.every((s) => s.ready) ? undefined : faceModelLoading;
    },
    async close() {
      closing = true;
      for (const job of waiting.splice(0)) job.reject(new Error('face analysis pool closed'));
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
  return pool;
}
