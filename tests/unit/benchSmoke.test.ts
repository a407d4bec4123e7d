import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

const packageScripts = Object.keys(
  (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts,
);
const smokeScript = readFileSync('scripts/bench-smoke.sh', 'utf8');
const testScript = readFileSync('scripts/test.sh', 'utf8');

describe('benchmarks cannot rot unseen', () => {
  it('npm run bench:smoke runs every bench script of package.json', () => {
    const benchmarks = packageScripts.filter((name) => name === 'bench' || /^bench:(?!smoke$)/.test(name));
    const smoked = [...smokeScript.matchAll(/^run (\S+)$/gm)].map((m) => m[1]);
    expect(benchmarks.length).toBeGreaterThan(0);
    expect(smoked.sort()).toEqual(benchmarks.sort());
  });

  it('npm test runs the smoke stage', () => {
    expect(testScript).toMatch(/scripts\/bench-smoke\.sh/);
  });
});
