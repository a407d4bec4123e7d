import { describe, expect, it } from 'vitest';

import { createJobQueue } from '../../server/jobs/jobQueue';
import { useTestServer } from './helpers';

const t = useTestServer();

describe('job queue', () => {
  it('a job of a queue that wakes its workers is taken at once, not at the next poll a minute later', async () => {
    const queue = createJobQueue(
      t.db.jobStore,
      (err) => {
        throw err;
      },
      { schedules: false },
    );
    await queue.start();
    try {
      await queue.define('wake-test', {
        retryLimit: 0,
        retryDelaySeconds: 1,
        retryBackoff: false,
        expireInSeconds: 60,
        wakesWorkers: true,
      });
      const taken: number[] = [];
      await queue.work<{ n: number }>(
        'wake-test',
        async ({ n }) => {
          taken.push(n);
        },
        { pollingIntervalSeconds: 60 },
      );
      // Past the worker's first fetch, which finds nothing: its next poll is a minute away.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await t.db.transaction(async (tx) => queue.send('wake-test', { n: 1 }, { within: tx }));
      await expect.poll(() => taken, { timeout: 15_000, interval: 100 }).toEqual([1]);
    } finally {
      await queue.stop();
    }
  });
});
