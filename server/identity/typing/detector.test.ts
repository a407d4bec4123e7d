import { describe, expect, it } from 'vitest';

import {
  typingEnrolmentSchema,
  typingEnrolRequestSchema,
  typingPhrase,
  type TypingSample,
  typingSampleSchema,
  typingVerifyRequestSchema,
} from '../../../contracts/typingPattern';
import { enrol, findOutlierSample, minMadMs, verify } from './detector';
import { featureCount, featureVector, typingFeatures } from './features';
import { makeTypists, seededRandom, type SyntheticTypist, typeSample } from './syntheticTypists';

const keys = typingPhrase.length;
const typists = makeTypists(12, 2026);
const steady = { pauseChance: 0 };

const samplesOf = (typist: SyntheticTypist, count: number, seed: number) => {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => typeSample(typist, random, steady));
};

/** A hunt-and-peck typist: much longer holds and flights than anyone the population draws. */
const slowTypist = (typist: SyntheticTypist): SyntheticTypist => ({
  ...typist,
  holdMeans: typist.holdMeans.map((h) => h * 1.6),
  flightMeans: typist.flightMeans.map((f, i) => f * (i % 2 ? 2.2 : 1.5)),
});

/** The same try with a pause of `ms` before each of the keys `at` (the student looked away). */
const withPauses = (sample: TypingSample, at: number[], ms: number): TypingSample => {
  const shift = (i: number) => ms * at.filter((k) => k <= i).length;
  return { keyDowns: sample.keyDowns.map((t, i) => t + shift(i)), keyUps: sample.keyUps.map((t, i) => t + shift(i)) };
};

describe('typing phrase and sample contract', () => {
  it('is a plain phrase of 30 to 40 letters and spaces', () => {
    expect(keys).toBeGreaterThanOrEqual(30);
    expect(keys).toBeLessThanOrEqual(40);
    expect(typingPhrase).toMatch(/^[a-z ]+$/);
  });

  it("accepts the synthetic typists' samples", () => {
    for (const typist of typists) {
      for (const sample of samplesOf(typist, 5, typist.id))
        expect(typingSampleSchema.safeParse(sample).success).toBe(true);
    }
  });

  const good = samplesOf(typists[0], 1, 1)[0];
  const refused = (sample: unknown) => typingSampleSchema.safeParse(sample).success === false;

  it('refuses a sample of the wrong length', () => {
    expect(refused({ keyDowns: good.keyDowns.slice(1), keyUps: good.keyUps.slice(1) })).toBe(true);
    expect(refused({ keyDowns: [...good.keyDowns, 9000], keyUps: [...good.keyUps, 9100] })).toBe(true);
    expect(refused({ keyDowns: good.keyDowns, keyUps: good.keyUps.slice(1) })).toBe(true);
  });

  it('refuses a key that goes up before it went down (at the same instant is allowed)', () => {
    const keyUps = [...good.keyUps];
    keyUps[5] = good.keyDowns[5] - 1;
    expect(refused({ keyDowns: good.keyDowns, keyUps })).toBe(true);
    keyUps[5] = good.keyDowns[5];
    expect(refused({ keyDowns: good.keyDowns, keyUps })).toBe(false);
  });

  it('refuses keys out of order, not counted from the first keydown, or not finite', () => {
    const swapped = [...good.keyDowns];
    [swapped[3], swapped[4]] = [swapped[4], swapped[3]];
    expect(refused({ keyDowns: swapped, keyUps: good.keyUps })).toBe(true);
    expect(refused({ keyDowns: good.keyDowns.map((t) => t + 5), keyUps: good.keyUps.map((t) => t + 5) })).toBe(true);
    expect(refused({ keyDowns: good.keyDowns, keyUps: good.keyUps.map((t, i) => (i === 7 ? NaN : t)) })).toBe(true);
    expect(refused({ keyDowns: good.keyDowns, keyUps: good.keyUps.map((t, i) => (i === 7 ? Infinity : t)) })).toBe(
      true,
    );
    expect(refused({ keyDowns: good.keyDowns, keyUps: good.keyUps.map((t, i) => (i === keys - 1 ? 60_001 : t)) })).toBe(
      true,
    );
  });

  it('asks for three to five enrolment samples and one sample (or none, when the time ran out) to verify', () => {
    const enrolWith = (count: number) =>
      typingEnrolRequestSchema.safeParse({ studentCourseId: 7, samples: Array(count).fill(good) }).success;
    expect([2, 3, 5, 6].map(enrolWith)).toEqual([false, true, true, false]);
    expect(typingVerifyRequestSchema.safeParse({ studentCourseId: 7, checkId: 3, sample: good }).success).toBe(true);
    expect(typingVerifyRequestSchema.safeParse({ studentCourseId: 7, checkId: 3, sample: null }).success).toBe(true);
    expect(typingVerifyRequestSchema.safeParse({ studentCourseId: 0, checkId: 3, sample: good }).success).toBe(false);
    expect(typingVerifyRequestSchema.safeParse({ studentCourseId: 7, sample: good }).success).toBe(false);
    expect(typingEnrolmentSchema.parse({ outcome: 'sampleAgain', sampleIndex: 1 })).toEqual({
      outcome: 'sampleAgain',
      sampleIndex: 1,
    });
  });
});

describe('typing features', () => {
  it('gives a hold per key and a down-down and up-down per pair', () => {
    const sample = samplesOf(typists[1], 1, 2)[0];
    const { hold, downDown, upDown } = typingFeatures(sample);
    expect([hold.length, downDown.length, upDown.length]).toEqual([keys, keys - 1, keys - 1]);
    expect(featureVector(sample)).toHaveLength(featureCount(keys));
    expect(featureCount(keys)).toBe(3 * keys - 2);
  });

  it('measures holds and flights, with a negative up-down when keys overlap', () => {
    // Three keys: the second goes down before the first goes up (a roll).
    const sample: TypingSample = { keyDowns: [0, 80, 250], keyUps: [100, 190, 330] };
    expect(typingFeatures(sample)).toEqual({ hold: [100, 110, 80], downDown: [80, 170], upDown: [-20, 60] });
    const { hold, downDown, upDown } = typingFeatures(sample);
    upDown.forEach((ud, i) => expect(hold[i] + ud).toBe(downDown[i]));
  });
});

describe('scaled Manhattan detector', () => {
  it("matches the enrolled typist's own fresh samples", () => {
    const template = enrol(samplesOf(typists[2], 3, 10));
    const results = samplesOf(typists[2], 40, 11).map((s) => verify(template, s));
    expect(results.filter((r) => r.match).length).toBeGreaterThanOrEqual(36);
    expect(results[0].threshold).toBe(template.threshold);
  });

  it('does not match a very different typist', () => {
    const template = enrol(samplesOf(typists[3], 3, 20));
    const results = samplesOf(slowTypist(typists[3]), 20, 21).map((s) => verify(template, s));
    expect(results.some((r) => r.match)).toBe(false);
    expect(Math.min(...results.map((r) => r.score))).toBeGreaterThan(template.threshold);
  });

  it("matches other typists' samples far less often than the typist's own", () => {
    let genuine = 0;
    let genuineMatched = 0;
    let impostor = 0;
    let impostorMatched = 0;
    for (const typist of typists) {
      const template = enrol(samplesOf(typist, 3, 30 + typist.id));
      const own = samplesOf(typist, 10, 50 + typist.id);
      const others = typists.filter((t) => t !== typist).flatMap((t) => samplesOf(t, 3, 70 + 100 * typist.id + t.id));
      genuine += own.length;
      genuineMatched += own.filter((s) => verify(template, s).match).length;
      impostor += others.length;
      impostorMatched += others.filter((s) => verify(template, s).match).length;
    }
    expect(genuineMatched / genuine).toBeGreaterThan(0.9);
    expect(impostorMatched / impostor).toBeLessThan(0.2);
  });

  it("finds the outlier among three enrolment samples: another person's, or a try full of pauses", () => {
    const [a, b] = samplesOf(typists[5], 2, 40);
    expect(findOutlierSample([a, b, samplesOf(slowTypist(typists[5]), 1, 41)[0]])).toBe(2);
    const distracted = withPauses(samplesOf(typists[5], 1, 42)[0], [8, 20, 31], 2000);
    expect(findOutlierSample([a, distracted, b])).toBe(1);
    expect(findOutlierSample(samplesOf(typists[5], 3, 43))).toBeNull();
  });

  it('keeps a template of plain numbers that works the same after JSON', () => {
    const template = enrol(samplesOf(typists[6], 3, 50));
    expect(template.sampleCount).toBe(3);
    expect(template.mean).toHaveLength(featureCount(keys));
    expect(Math.min(...template.mad)).toBeGreaterThanOrEqual(minMadMs);
    const stored = JSON.parse(JSON.stringify(template));
    const sample = samplesOf(typists[6], 1, 51)[0];
    expect(verify(stored, sample)).toEqual(verify(template, sample));
  });

  it('needs three enrolment samples and a sample of the enrolled phrase', () => {
    expect(() => enrol(samplesOf(typists[7], 2, 60))).toThrow(RangeError);
    const template = enrol(samplesOf(typists[7], 3, 61));
    const short = { keyDowns: [0, 100], keyUps: [80, 190] };
    expect(() => verify(template, short)).toThrow(RangeError);
  });
});
