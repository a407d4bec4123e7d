import { readFileSync } from 'node:fs';

import { afterAll, describe, expect, it } from 'vitest';

import { createFacePool, type FaceAnalyser, FaceAnalysisBusy, faceModelLoading } from './facePool';

/** Public-domain and CC0 photos (tests/server/fixtures/faces/README.md). */
const fixture = (name: string) =>
  readFileSync(new URL(`../../../tests/server/fixtures/faces/${name}`, import.meta.url));
const astronaut = fixture('astronaut.jpg');
const coffee = fixture('coffee.jpg');
/** A worker loads about 9 MB of weights and compiles the WASM before it is ready. */
const modelLoadTimeoutMs = 60_000;

const pools: FaceAnalyser[] = [];
afterAll(() => Promise.all(pools.map((p) => p.close())));

async function readyPool(opts: { workers: number; queued: number }) {
  const pool = createFacePool(opts);
  pools.push(pool);
  for (let waited = 0; pool.notReady() !== undefined; waited += 100) {
    if (waited > modelLoadTimeoutMs) throw new Error(`pool not ready: ${pool.notReady()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return pool;
}

describe('the face-analysis worker pool', () => {
  it(
    'says it is not ready until its worker has loaded the models, then analyses photos off the main thread',
    async () => {
      const pool = createFacePool({ workers: 1, queued: 2 });
      pools.push(pool);
      expect(pool.notReady()).toBe(faceModelLoading);
      // A photo sent before the models are loaded waits for them.
      const early = pool.analyse(astronaut);
      const face = await early;
      expect(face.faceCount).toBe(1);
      expect(face.embedding).toHaveLength(1024);
      expect(pool.notReady()).toBeUndefined();
      expect((await pool.analyse(coffee)).faceCount).toBe(0);
    },
    modelLoadTimeoutMs,
  );

  it(
    'refuses a photo at once when its worker is busy and its queue is full, and takes photos again after',
    async () => {
      const pool = await readyPool({ workers: 1, queued: 1 });
      const running = pool.analyse(astronaut);
      const queued = pool.analyse(astronaut);
      await expect(pool.analyse(astronaut)).rejects.toBeInstanceOf(FaceAnalysisBusy);
      expect((await running).faceCount).toBe(1);
      expect((await queued).faceCount).toBe(1);
      expect((await pool.analyse(coffee)).faceCount).toBe(0);
    },
    modelLoadTimeoutMs,
  );
});
