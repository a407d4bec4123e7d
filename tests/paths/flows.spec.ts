import { browserFlows } from './registry';
import { definePathTests } from './runner';
import { selectedFlows } from './selection';

// The browser paths of every mapped flow that runs on the main e2e server (playwright.config.ts, project `paths`).
definePathTests(selectedFlows(browserFlows).filter((flow) => flow.server !== 'courseTaking'));
