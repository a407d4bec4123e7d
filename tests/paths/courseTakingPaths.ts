import { test } from '@playwright/test';

import type { BrowserFlow } from './browserFlow';
import { courseTakingPathsURLs } from './courseTakingServers';
import { browserFlows } from './registry';
import { definePathTests } from './runner';
import { selectedFlows } from './selection';

/** Defines the browser paths of these course-taking flows (by model id, in this order) on the worker's server. */
export function defineCourseTakingPaths(flowIds: string[]) {
  const ours = new Map(
    browserFlows.filter((flow) => flow.server === 'courseTaking').map((flow) => [flow.model.id, flow as BrowserFlow]),
  );
  const flows = flowIds.map((id) => {
    const flow = ours.get(id);
    if (!flow) throw new Error(`'${id}' is not a course-taking flow with a browser map`);
    return flow;
  });
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one needs none.
  // eslint-disable-next-line no-empty-pattern
  test.use({ baseURL: async ({}, use, testInfo) => use(courseTakingPathsURLs[testInfo.parallelIndex]) });
  definePathTests(selectedFlows(flows));
}
