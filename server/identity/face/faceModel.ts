import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import type * as Tfjs from '@tensorflow/tfjs-core';
import type { Config, Human } from '@vladmandic/human';
import sharp from 'sharp';

import { maxInputPixels, maxPhotoSidePx } from './photos';

/*
 * The face check of an identity-check photo (docs/research/faceCheckSpike.md): @vladmandic/human finds the faces
 * (blazeface, confirmed by facemesh) and describes one as a 1024-number embedding (faceres); two embeddings of the same
 * person are close. It runs on the tfjs WASM backend: no native tfjs-node, whose install downloads libtensorflow.
 */

/**
 * Two photos show the same person when their similarity is at least this. In the spike the same person scored
 * 0.84–1.00 (mirrored, cropped, re-encoded and fake-camera copies) and different people 0.16–0.30; a real webcam
 * photo against an enrolment photo will score lower than those synthetic copies, so this sits about midway (upstream
 * also calls > 0.5 a match). It MUST be calibrated on real enrolment/webcam pairs before it decides anything.
 */
export const faceMatchThreshold = 0.55;

/**
 * A face counts when the detector's box and the face mesh's own check both score above this (Human's
 * `detector.minConfidence` gates both). 0.5 is the value the spike measured with: real faces scored 0.99–1.00 on the
 * mesh, while the cat and the coffee cup were rejected; lower, blazeface alone reported faces in the coffee cup.
 */
export const minFaceScore = 0.5;

/**
 * Detect up to this many faces. Human's default is 1, which would hide a second person behind the student; beyond a
 * few, the count no longer changes the answer ("not exactly one face").
 */
const maxFacesDetected = 5;

export interface PhotoAnalysis {
  /** How many faces were found (at most `maxFacesDetected`). */
  faceCount: number;
  /** The face's embedding, only when exactly one face was found. */
  embedding: number[] | null;
  /** That face's score (0..1, the mesh's confidence), only when exactly one face was found. */
  faceScore: number | null;
}

type Tf = typeof Tfjs;
type HumanModule = typeof import('@vladmandic/human');
interface Engine {
  human: Human;
  tf: Tf;
}

/** The model files and fields of a tfjs graph-model JSON that the load router reads. */
interface ModelJson extends Omit<Tfjs.io.ModelArtifacts, 'weightSpecs' | 'weightData'> {
  weightsManifest: Tfjs.io.WeightsManifestConfig;
}

const require = createRequire(import.meta.url);
/** `.../@vladmandic/human/dist`. Its `exports` keys lack `./`, so its files cannot be required by subpath. */
const humanDist = path.dirname(require.resolve('@vladmandic/human'));
/** Only the three models we use; nothing is fetched from the network. */
const modelsDir = path.join(humanDist, '..', 'models');
const modelsUrl = `${pathToFileURL(modelsDir).href}/`;
/** tfjs-backend-wasm's `dist/`, which holds the `.wasm` files (the trailing slash is required). */
const wasmDir = `${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))}/`;

const config: Partial<Config> = {
  backend: 'wasm',
  modelBasePath: modelsUrl,
  wasmPath: wasmDir,
  debug: false,
  // One photo per call: nothing to pipeline, no frames to skip, no warm-up images to fetch, no browser cache.
  async: false,
  warmup: 'none',
  cacheSensitivity: 0,
  cacheModels: false,
  filter: { enabled: false },
  face: {
    enabled: true,
    detector: {
      modelPath: 'blazeface.json',
      rotation: false,
      maxDetected: maxFacesDetected,
      minConfidence: minFaceScore,
      return: false,
    },
    // The mesh's face score is what rejects blazeface's false faces (the spike's cat and coffee cup).
    mesh: { enabled: true, modelPath: 'facemesh.json' },
    description: { enabled: true, modelPath: 'faceres.json' },
    iris: { enabled: false },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
    attention: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
};

let humanModule: HumanModule | undefined;
/** The node-wasm build needs no tfjs-node; required on first use, since it loads tfjs (about 0.1 s). */
function human(): HumanModule {
  humanModule ??= require(path.join(humanDist, 'human.node-wasm.js')) as HumanModule;
  return humanModule;
}

/** Serves a `file://` URL in our models folder from disk; null (tfjs's "not mine") for any other URL. */
function modelFileHandler(url: string | string[]): Tfjs.io.IOHandler | null {
  if (typeof url !== 'string' || !url.startsWith(modelsUrl)) return null;
  const jsonPath = fileURLToPath(url);
  return {
    load: async () => {
      const { weightsManifest, ...model } = JSON.parse(await readFile(jsonPath, 'utf8')) as ModelJson;
      const files = weightsManifest.flatMap((group) => group.paths);
      const weights = Buffer.concat(
        await Promise.all(files.map((file) => readFile(path.join(path.dirname(jsonPath), file)))),
      );
      return {
        ...model,
        weightSpecs: weightsManifest.flatMap((group) => group.weights),
        weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
      };
    },
  };
}

/** tfjs-core only loads models over http(s) (`file://` is tfjs-node's), so our models are read from disk here. */
function registerModelFiles(tf: Tf) {
  // tfjs's router type leaves out the null its registry expects from a router for URLs that are not its own.
  tf.io.registerLoadRouter((url) => modelFileHandler(url) as Tfjs.io.IOHandler);
}

async function createEngine(): Promise<Engine> {
  const instance = new (human().Human)(config);
  // Human's own tfjs instance: the router and the input tensors must belong to the same one.
  const tf: Tf = instance.tf;
  registerModelFiles(tf);
  await instance.load();
  return { human: instance, tf };
}

let engine: Promise<Engine> | undefined;
/** One model load per process, shared by every caller; a failed load is tried again by the next call. */
function loadEngine() {
  engine ??= createEngine().catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}

let queue: Promise<unknown> = Promise.resolve();
/** One analysis at a time: a detection keeps a core busy for about 0.1 s, and the server has two. */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** Loads the models now (e.g. at server start), so the first check does not wait for them. */
export async function loadFaceModel(): Promise<void> {
  await loadEngine();
}

/** Decodes the photo to RGB pixels, upright and at most `maxPhotoSidePx` on its longest side. */
async function rgbPixels(photo: Buffer) {
  return sharp(photo, { limitInputPixels: maxInputPixels })
    .autoOrient()
    .resize({ width: maxPhotoSidePx, height: maxPhotoSidePx, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** Finds the faces in a JPEG or PNG photo, and describes the face when there is exactly one. */
export function analysePhoto(jpegOrPng: Buffer): Promise<PhotoAnalysis> {
  return oneAtATime(async () => {
    const { human: instance, tf } = await loadEngine();
    const { data, info } = await rgbPixels(jpegOrPng);
    const channels = 3;
    if (info.channels !== channels) throw new Error(`decoded photo has ${info.channels} channels, not RGB`);
    const input = tf.tensor4d(new Int32Array(data), [1, info.height, info.width, channels], 'int32');
    try {
      const { face } = await instance.detect(input);
      const [only] = face;
      const single = face.length === 1 && only.embedding?.length ? only : null;
      return { faceCount: face.length, embedding: single?.embedding ?? null, faceScore: single?.score ?? null };
    } finally {
      tf.dispose(input);
    }
  });
}

/** How alike two faces' embeddings are, 0..1 (Human's own measure; compare with `faceMatchThreshold`). */
export function faceSimilarity(a: number[], b: number[]): number {
  // Human's similarity reads b at a's indices: embeddings of different lengths are from different models.
  if (a.length === 0 || a.length !== b.length) throw new Error('face embeddings of different lengths');
  return human().match.similarity(a, b);
}
