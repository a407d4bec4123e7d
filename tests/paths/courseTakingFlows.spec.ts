import { browserFlows } from './registry';
import { definePathTests } from './runner';
import { selectedFlows } from './selection';

// Course taking's flows move the server's clock (server/devClock.ts): one path after the other (the project is not fully
// parallel), on a server of their own (playwright.config.ts, project `paths-course-taking`).
definePathTests(selectedFlows(browserFlows).filter((flow) => flow.server === 'courseTaking'));
