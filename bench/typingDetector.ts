/**
 * Typing-pattern detector benchmark (research/state-rules.md §3): how often the Scaled Manhattan detector turns a
 * student away (false reject) and lets someone else through (false accept), on synthetic typists, beside the plain
 * Manhattan detector with the same threshold rule as a baseline measured in the same run.
 *
 *   npm run bench:typing
 *   BENCH_TYPISTS=50 BENCH_SEED=7 npm run bench:typing
 *   BENCH_SMOKE=1 npm run bench:typing      # smoke mode (bench/smoke.ts): 4 typists, 5 checks each
 *
 * Env: BENCH_TYPISTS (default 30), BENCH_CHECKS (genuine checks per typist, default 50), BENCH_IMPOSTOR_CHECKS
 * (checks per other typist, default 5), BENCH_SEED (default 2026).
 *
 * Per typist, as the product does: three enrolment samples, a sample `findOutlierSample` points at typed again (at most
 * twice), then `enrol`. Genuine: the typist's own fresh checks; impostors: every other typist's checks against this
 * typist's template. A check is up to three tries and passes when one matches (Illinois' 3 tries). One try: every try
 * on its own. EER (equal-error rate, per typist then averaged, as Killourhy & Maxion report it) does not depend on
 * the threshold rule: it compares the two scores themselves. Both detectors see the same samples.
 *
 * Synthetic typists are a model (server/identity/typing/syntheticTypists.ts), not people: the figures compare
 * detectors and threshold rules; real rates need real students.
 */
import { performance } from 'node:perf_hooks';

import { typingPhrase, type TypingSample } from '../contracts/typingPattern';
import {
  enrol,
  findOutlierSample,
  maxThresholdPerFeature,
  minThresholdPerFeature,
  scaledManhattan,
  type Scorer,
  type TypingTemplate,
  verify,
} from '../server/identity/typing/detector';
import { featureCount } from '../server/identity/typing/features';
import {
  makeTypists,
  type SampleOptions,
  seededRandom,
  type SyntheticTypist,
  typeSample,
} from '../server/identity/typing/syntheticTypists';
import { benchSetting } from './smoke';

const envInt = (name: string, full: number, smoke = full) => Math.round(benchSetting(name, full, smoke));
const typistCount = envInt('BENCH_TYPISTS', 30, 4);
const genuineChecks = envInt('BENCH_CHECKS', 50, 5);
const impostorChecks = envInt('BENCH_IMPOSTOR_CHECKS', 5, 2);
const seed = envInt('BENCH_SEED', 2026);

/** Tries in one check (Illinois 1066.70(b): three). */
const triesPerCheck = 3;
/** Enrolment samples at registration (§3). */
const enrolSamples = 3;
/** Times an outlier is typed again before the bench enrols anyway (the product's route decides its own). */
const maxResamples = 2;

/** The baseline: Manhattan distance in milliseconds; its floor and ceiling scale with the student's mean spread. */
const plainManhattan: Scorer = {
  score: ({ mean }, x) => {
    let s = 0;
    for (let i = 0; i < x.length; i++) s += Math.abs(x[i] - mean[i]);
    return s;
  },
  unit: ({ mad }) => mad.reduce((a, b) => a + b, 0) / mad.length,
};

const detectors = [
  { name: 'Scaled Manhattan', scorer: scaledManhattan },
  { name: 'Manhattan (baseline)', scorer: plainManhattan },
];

const scenarios: { name: string; options: SampleOptions }[] = [
  { name: 'steady typists (no hesitation)', options: { pauseChance: 0 } },
  { name: 'with hesitations (a pause in ≈ 1 sample of 6)', options: {} },
];

interface TypistSamples {
  typist: SyntheticTypist;
  /** Enrolment samples, then the spares typed when one is an outlier. */
  enrolment: TypingSample[];
  genuine: TypingSample[][];
  impostor: TypingSample[][];
}

function drawSamples(typists: SyntheticTypist[], options: SampleOptions, scenario: number): TypistSamples[] {
  return typists.map((typist) => {
    const random = seededRandom(seed * 1_000_003 + scenario * 10_007 + typist.id);
    const check = () => Array.from({ length: triesPerCheck }, () => typeSample(typist, random, options));
    return {
      typist,
      enrolment: Array.from({ length: enrolSamples + maxResamples }, () => typeSample(typist, random, options)),
      genuine: Array.from({ length: genuineChecks }, check),
      impostor: Array.from({ length: impostorChecks }, check),
    };
  });
}

/** Enrol as the product does: ask again for the sample that is an outlier, with the spares in turn. */
function enrolLikeTheProduct(enrolment: TypingSample[], scorer: Scorer) {
  const samples = enrolment.slice(0, enrolSamples);
  let resamples = 0;
  for (;;) {
    const outlier = resamples < maxResamples ? findOutlierSample(samples, scorer) : null;
    if (outlier === null) return { template: enrol(samples, scorer), resamples };
    samples[outlier] = enrolment[enrolSamples + resamples++];
  }
}

/** Equal-error rate of one typist: the least, over thresholds, of the larger of FRR and FAR. */
function equalErrorRate(genuine: number[], impostor: number[]): number {
  const g = [...genuine].sort((a, b) => a - b);
  const imp = [...impostor].sort((a, b) => a - b);
  let best = 1;
  let gi = 0;
  let ii = 0;
  for (const threshold of [...g, ...imp].sort((a, b) => a - b)) {
    while (gi < g.length && g[gi] <= threshold) gi++;
    while (ii < imp.length && imp[ii] <= threshold) ii++;
    best = Math.min(best, Math.max(1 - gi / g.length, ii / imp.length));
  }
  return best;
}

/** One typist's template and the scores of every try against it, grouped by check. */
interface Enrolled {
  threshold: number;
  genuine: number[][];
  impostor: number[][];
}

interface Measured {
  enrolled: Enrolled[];
  resamples: number;
  /** Enrolments where one sample was another typist's and `findOutlierSample` pointed at it. */
  intrudersFound: number;
  thresholdSetBy: { floor: number; spread: number; ceiling: number };
  verifyMicros: number;
}

function measure(samples: TypistSamples[], scorer: Scorer): Measured {
  const measured: Measured = {
    enrolled: [],
    resamples: 0,
    intrudersFound: 0,
    thresholdSetBy: { floor: 0, spread: 0, ceiling: 0 },
    verifyMicros: 0,
  };
  let verifyMs = 0;
  let verifies = 0;
  const scores = (template: TypingTemplate, tries: TypingSample[]) => {
    const started = performance.now();
    const result = tries.map((sample) => verify(template, sample, scorer).score);
    verifyMs += performance.now() - started;
    verifies += tries.length;
    return result;
  };
  samples.forEach((own, i) => {
    const { template, resamples } = enrolLikeTheProduct(own.enrolment, scorer);
    measured.resamples += resamples;
    // The same enrolment with its last sample typed by someone else: is that sample the one asked again?
    const intruder = samples[(i + 1) % samples.length].enrolment[0];
    const mixed = [...own.enrolment.slice(0, enrolSamples - 1), intruder];
    if (findOutlierSample(mixed, scorer) === enrolSamples - 1) measured.intrudersFound++;
    const unit = featureCount(typingPhrase.length) * scorer.unit(template);
    const setBy =
      template.threshold <= minThresholdPerFeature * unit
        ? 'floor'
        : template.threshold >= maxThresholdPerFeature * unit
          ? 'ceiling'
          : 'spread';
    measured.thresholdSetBy[setBy]++;
    measured.enrolled.push({
      threshold: template.threshold,
      genuine: own.genuine.map((tries) => scores(template, tries)),
      impostor: samples
        .filter((other) => other !== own)
        .flatMap((other) => other.impostor.map((t) => scores(template, t))),
    });
  });
  measured.verifyMicros = (1000 * verifyMs) / verifies;
  return measured;
}

interface Rates {
  frr: number;
  far: number;
  frrCheck: number;
  farCheck: number;
}

/** The rates with every threshold multiplied by `scale` (1: the threshold rule as it is). */
function rates(enrolled: Enrolled[], scale = 1): Rates {
  let tries = 0;
  let rejected = 0;
  let checks = 0;
  let checksFailed = 0;
  let impostorTries = 0;
  let accepted = 0;
  let impostorChecks = 0;
  let checksPassed = 0;
  for (const { threshold, genuine, impostor } of enrolled) {
    const pass = (score: number) => score <= threshold * scale;
    for (const check of genuine) {
      tries += check.length;
      rejected += check.filter((s) => !pass(s)).length;
      checks++;
      if (!check.some(pass)) checksFailed++;
    }
    for (const check of impostor) {
      impostorTries += check.length;
      accepted += check.filter(pass).length;
      impostorChecks++;
      if (check.some(pass)) checksPassed++;
    }
  }
  return {
    frr: rejected / tries,
    far: accepted / impostorTries,
    frrCheck: checksFailed / checks,
    farCheck: checksPassed / impostorChecks,
  };
}

/** The threshold scale at which a detector's one-try FRR comes down to `frr` (bisection: FRR falls as it grows). */
function scaleForFrr(enrolled: Enrolled[], frr: number): number {
  let low = 0;
  let high = 100;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (rates(enrolled, mid).frr > frr) low = mid;
    else high = mid;
  }
  return high;
}

const percent = (x: number) => `${(100 * x).toFixed(1)} %`;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

function printTable(scenario: string, results: Measured[]) {
  const asRuled = results.map((m) => rates(m.enrolled));
  // The same FRR for every detector (the first's): then the FARs compare the detectors, not the thresholds.
  const matched = results.map((m) => rates(m.enrolled, scaleForFrr(m.enrolled, asRuled[0].frr)));
  const eer = results.map((m) => mean(m.enrolled.map((e) => equalErrorRate(e.genuine.flat(), e.impostor.flat()))));
  const rows: [string, (i: number) => string][] = [
    ['EER (per typist, mean)', (i) => percent(eer[i])],
    ['FRR, one try', (i) => percent(asRuled[i].frr)],
    ['FAR, one try', (i) => percent(asRuled[i].far)],
    ['FAR, one try, worst typist', (i) => percent(Math.max(...results[i].enrolled.map((e) => rates([e]).far)))],
    [`FRR, check of ${triesPerCheck} tries`, (i) => percent(asRuled[i].frrCheck)],
    [`FAR, check of ${triesPerCheck} tries`, (i) => percent(asRuled[i].farCheck)],
    [`at the same one-try FRR (${percent(asRuled[0].frr)}):`, () => ''],
    ['  FAR, one try', (i) => percent(matched[i].far)],
    [`  FAR, check of ${triesPerCheck} tries`, (i) => percent(matched[i].farCheck)],
    [`  FRR, check of ${triesPerCheck} tries`, (i) => percent(matched[i].frrCheck)],
    ['enrolment samples typed again', (i) => `${results[i].resamples} (${typistCount} typists)`],
    ["another typist's sample found", (i) => `${results[i].intrudersFound} of ${typistCount}`],
    ['threshold set by floor/spread/ceiling', (i) => Object.values(results[i].thresholdSetBy).join('/')],
    ['verify, mean time', (i) => `${results[i].verifyMicros.toFixed(1)} µs`],
  ];
  const labelWidth = Math.max(...rows.map(([label]) => label.length)) + 2;
  const columnWidth = Math.max(...detectors.map((d) => d.name.length)) + 4;
  console.log(`\n${scenario}`);
  console.log(' '.repeat(labelWidth) + detectors.map((d) => d.name.padStart(columnWidth)).join(''));
  for (const [label, value] of rows) {
    console.log((label.padEnd(labelWidth) + results.map((_, i) => value(i).padStart(columnWidth)).join('')).trimEnd());
  }
}

const typists = makeTypists(typistCount, seed);
const features = featureCount(typingPhrase.length);
console.log(
  `Typing-pattern detectors: ${typistCount} synthetic typists (seed ${seed}), "${typingPhrase}" ` +
    `(${typingPhrase.length} keys, ${features} features)`,
);
console.log(
  `Per typist: ${enrolSamples} enrolment samples (an outlier typed again, at most ${maxResamples} times); ` +
    `${genuineChecks} genuine checks; ${impostorChecks} checks by each other typist; ${triesPerCheck} tries a check.`,
);
console.log(
  `Threshold rule (both): clamp(max leave-one-out × factor, ${minThresholdPerFeature}, ${maxThresholdPerFeature}) ` +
    `per feature (baseline: per feature × the student's mean spread in ms).`,
);
scenarios.forEach(({ name, options }, i) => {
  const samples = drawSamples(typists, options, i);
  printTable(
    name,
    detectors.map((d) => measure(samples, d.scorer)),
  );
});
