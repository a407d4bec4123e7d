/** The performance limits (README "Performance"): a page fails the benchmark past any of them. */
export const limits = { maxBytesRatio: 1.5, minScore: 0.95, maxLcpRatio: 1.3 } as const;

/** One page's figures and its baseline page's (bytes gzip; score 0..1; LCP and TBT in ms; medians of the runs). */
export interface PageFigures {
  path: string;
  bytes: number;
  baselineBytes: number;
  score: number;
  baselineScore: number;
  lcpMs: number;
  baselineLcpMs: number;
  tbtMs: number;
  baselineTbtMs: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The reasons a page fails, empty when it passes. */
export function failures(f: PageFigures): string[] {
  const reasons: string[] = [];
  const ratio = f.bytes / f.baselineBytes;
  if (ratio > limits.maxBytesRatio) reasons.push(`ratio ${ratio.toFixed(2)} > ${limits.maxBytesRatio}`);
  if (f.score < limits.minScore) reasons.push(`score ${f.score.toFixed(2)} < ${limits.minScore}`);
  if (f.lcpMs > limits.maxLcpRatio * f.baselineLcpMs) {
    reasons.push(`LCP ${seconds(f.lcpMs)} > ${limits.maxLcpRatio} × baseline ${seconds(f.baselineLcpMs)}`);
  }
  return reasons;
}

/** "/login: ok" or "/login: FAIL ratio 1.62 > 1.5; score 0.84 < 0.95". */
export function verdictLine(f: PageFigures): string {
  const reasons = failures(f);
  return `${f.path}: ${reasons.length ? `FAIL ${reasons.join('; ')}` : 'ok'}`;
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
