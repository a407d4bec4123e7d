import { beforeAll, describe, expect, it } from 'vitest';

import { astronaut, astronautAgain, coffee, hopper, twoPeople } from '../../../tests/server/fixtures/faces/photos';
import { analysePhoto, faceMatchThreshold, faceSimilarity, loadFaceModel, minFaceScore } from './faceModel';

/** Length of the embedding Human's faceres model gives. */
const embeddingLength = 1024;
/** The model load reads about 9 MB of weights and compiles the WASM; the first detection is slower than the rest. */
const modelLoadTimeoutMs = 60_000;

async function embeddingOf(photo: Buffer) {
  const { embedding } = await analysePhoto(photo);
  if (!embedding) throw new Error('expected exactly one face');
  return embedding;
}

describe('analysePhoto', () => {
  beforeAll(() => loadFaceModel(), modelLoadTimeoutMs);

  it('finds the one face in a portrait and describes it', async () => {
    const result = await analysePhoto(astronaut);
    expect(result.faceCount).toBe(1);
    expect(result.embedding).toHaveLength(embeddingLength);
    expect(result.faceScore).toBeGreaterThan(minFaceScore);
  });

  it('finds no face in a photo of a coffee cup', async () => {
    expect(await analysePhoto(coffee)).toEqual({ faceCount: 0, embedding: null, faceScore: null });
  });

  it('counts two people in one photo, and describes neither', async () => {
    expect(await analysePhoto(await twoPeople())).toEqual({ faceCount: 2, embedding: null, faceScore: null });
  });

  it('answers concurrent calls in turn, each with its own photo', async () => {
    const results = await Promise.all([analysePhoto(coffee), analysePhoto(astronaut), analysePhoto(coffee)]);
    expect(results.map((result) => result.faceCount)).toEqual([0, 1, 0]);
  });

  it('refuses bytes that are not a picture', async () => {
    await expect(analysePhoto(Buffer.from('not a photo'))).rejects.toThrow();
    // The queue goes on after a failed call.
    expect((await analysePhoto(astronaut)).faceCount).toBe(1);
  });
});

describe('faceSimilarity', () => {
  beforeAll(() => loadFaceModel(), modelLoadTimeoutMs);

  it('matches two photos of the same person', async () => {
    const similarity = faceSimilarity(await embeddingOf(astronaut), await embeddingOf(await astronautAgain()));
    expect(similarity).toBeGreaterThanOrEqual(faceMatchThreshold);
  });

  it('does not match two different people', async () => {
    const similarity = faceSimilarity(await embeddingOf(astronaut), await embeddingOf(hopper));
    expect(similarity).toBeLessThan(faceMatchThreshold);
  });

  it('is symmetric, and 1 for the same embedding', async () => {
    const [a, b] = await Promise.all([embeddingOf(astronaut), embeddingOf(hopper)]);
    expect(faceSimilarity(a, a)).toBe(1);
    expect(faceSimilarity(a, b)).toBe(faceSimilarity(b, a));
  });

  it('refuses embeddings of different lengths', () => {
    expect(() => faceSimilarity([0.1, 0.2], [0.1])).toThrow();
    expect(() => faceSimilarity([], [])).toThrow();
  });
});
