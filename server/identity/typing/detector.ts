import { minTypingEnrolSamples, type TypingSample } from '../../../contracts/typingPattern';
import { featureVector } from './features';

/*
 * Scaled Manhattan detector (Killourhy & Maxion, DSN 2009; research/state-rules.md §3): the best of the 14 detectors
 * in their benchmark (equal-error rate 9.6 %), and simple enough to explain to a regulator. The template is each
 * feature's mean μ_i and mean absolute deviation a_i over the enrolment samples; a sample's score is
 * s = Σ |x_i − μ_i| / a_i (larger: less like the student), accepted when s ≤ the student's own threshold.
 */

export interface ScoringModel {
  /** μ_i: the mean of each feature over the enrolment samples (ms). */
  mean: number[];
  /** a_i: the mean absolute deviation of each feature, floored at `minMadMs` (ms). */
  mad: number[];
}

/** What is stored per student: plain numbers, JSON as is. */
export interface TypingTemplate extends ScoringModel {
  /** Accept a sample whose score is at most this. */
  threshold: number;
  sampleCount: number;
}

export interface TypingCheck {
  match: boolean;
  score: number;
  threshold: number;
}

/**
 * The floor of a_i (ms). Three samples can agree on a feature by chance to within a millisecond; without a floor that
 * one feature would outweigh all the others. And a difference under ~10 ms is not the person's: a USB keyboard reports
 * at 125 Hz (an 8 ms grid), and the browser adds its own event delay.
 */
export const minMadMs = 10;

/*
 * Threshold = clamp(max leave-one-out score × thresholdFactor, floor, ceiling), floor and ceiling per feature. Scaled
 * Manhattan's score is already in units of the student's own spread, so a threshold per feature carries over from
 * student to student (on the synthetic typists a genuine sample scores 1.25–2.2 per feature, 10th–90th percentile;
 * another typist 2.2–5.1). With three samples the floor sets nearly every threshold; the leave-one-out term lifts it
 * only for an enrolment whose samples disagree far more than usual. Tuned with bench/typingDetector.ts for a genuine
 * false-reject rate under 10 % per try.
 */
/**
 * A leave-one-out score compares a sample with a template of the other two samples, whose a_i are smaller and noisier
 * than the full template's: measured, the largest is 1.2–2.1 times (median 1.6) a fresh genuine sample's usual score.
 */
export const thresholdFactor = 0.5;
/**
 * The floor per feature: three samples that happen to agree closely give a low leave-one-out maximum, and the student
 * would then be turned away on an ordinary day. Measured with hesitations: 2.0 rejects 16–19 % of genuine tries (another
 * typist passes 3–4 %), 2.25 about 8 % (8–10 %), 2.5 about 4 % (18–19 %).
 */
export const minThresholdPerFeature = 2.25;
/**
 * The ceiling per feature: an erratic enrolment (typed carelessly, or by two people) must not leave a threshold that
 * most other people pass (another typist's median is about 3.2 per feature).
 */
export const maxThresholdPerFeature = 3;
/**
 * A sample is an outlier when its leave-one-out score is more than this × the median of the others' and above
 * `minOutlierScorePerFeature`. Measured on the synthetic typists (three samples, one typed by someone else or with
 * several pauses): 1.6 finds about three in four of the other typist's samples and asks a consistent student again
 * about once in 14 enrolments (a retype costs ten seconds; a bad template costs every later check).
 */
export const outlierRatio = 1.6;
/** Genuine leave-one-out scores are mostly 2–3 per feature: a sample within that range is not asked again. */
export const minOutlierScorePerFeature = 3;

/** How a sample's features are compared with a template; the benchmark plugs in an unscaled baseline. */
export interface Scorer {
  score: (model: ScoringModel, x: number[]) => number;
  /** What one unit of the per-feature floor and ceiling is for this model (1 here: the score has no unit). */
  unit: (model: ScoringModel) => number;
}

/** Scaled Manhattan: each feature's distance in units of its own spread. */
export const scaledManhattan: Scorer = {
  score: ({ mean, mad }, x) => {
    let s = 0;
    for (let i = 0; i < x.length; i++) s += Math.abs(x[i] - mean[i]) / mad[i];
    return s;
  },
  unit: () => 1,
};

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** μ and the floored mean absolute deviation of each feature over the given feature vectors. */
export function buildModel(vectors: number[][]): ScoringModel {
  const n = vectors.length;
  const mean = vectors[0].map((_, i) => sum(vectors.map((v) => v[i])) / n);
  const mad = mean.map((m, i) => Math.max(minMadMs, sum(vectors.map((v) => Math.abs(v[i] - m))) / n));
  return { mean, mad };
}

/** Each vector's score against a model built from all the others. */
export function leaveOneOutScores(vectors: number[][], scorer: Scorer = scaledManhattan): number[] {
  return vectors.map((v, i) => scorer.score(buildModel(vectors.filter((_, j) => j !== i)), v));
}

/** The student's threshold from their own enrolment spread (see `thresholdFactor` and the floor and ceiling). */
export function calibrateThreshold(vectors: number[][], scorer: Scorer = scaledManhattan): number {
  const perFeature = vectors[0].length * scorer.unit(buildModel(vectors));
  const fromSpread = Math.max(...leaveOneOutScores(vectors, scorer)) * thresholdFactor;
  return Math.min(maxThresholdPerFeature * perFeature, Math.max(minThresholdPerFeature * perFeature, fromSpread));
}

/** Fewer samples give no spread to learn from (the request schema already asks for them). */
function checkEnrolSize(count: number) {
  if (count < minTypingEnrolSamples) throw new RangeError(`enrolment needs ${minTypingEnrolSamples} samples or more`);
}

/** The index of the one sample unlike the others (to be typed again), or null when they agree. */
export function findOutlierSample(samples: TypingSample[], scorer: Scorer = scaledManhattan): number | null {
  checkEnrolSize(samples.length);
  const vectors = samples.map(featureVector);
  const scores = leaveOneOutScores(vectors, scorer);
  const worst = scores.indexOf(Math.max(...scores));
  const others = scores.filter((_, i) => i !== worst);
  const perFeature = vectors[0].length * scorer.unit(buildModel(vectors));
  return scores[worst] > Math.max(outlierRatio * median(others), minOutlierScorePerFeature * perFeature) ? worst : null;
}

/** The template of a student from their enrolment samples (ask again for an outlier first: `findOutlierSample`). */
export function enrol(samples: TypingSample[], scorer: Scorer = scaledManhattan): TypingTemplate {
  checkEnrolSize(samples.length);
  const vectors = samples.map(featureVector);
  return { ...buildModel(vectors), threshold: calibrateThreshold(vectors, scorer), sampleCount: samples.length };
}

/** Whether a sample is the enrolled student's rhythm. */
export function verify(template: TypingTemplate, sample: TypingSample, scorer: Scorer = scaledManhattan): TypingCheck {
  const x = featureVector(sample);
  // A template of another phrase (the phrase was changed since enrolment) cannot be compared: enrol again.
  if (x.length !== template.mean.length) throw new RangeError('the template was enrolled with another phrase');
  const score = scorer.score(template, x);
  return { match: score <= template.threshold, score, threshold: template.threshold };
}
