import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated and seeded template database on TEST_DATABASE_URL's server (unset on PGlite). */
    seededTemplate: string | undefined;
  }
}

/** Seeds once per run, before the server test files start (./seededDatabase.ts). */
export default async function setup(project: TestProject) {
  // The seed hashes passwords as the test files will (the project's env: the test cost), so it is set before the
  // server's modules are loaded here.
  for (const [name, value] of Object.entries(project.config.env ?? {})) process.env[name] ??= String(value);
  const { createTemplateDatabase, dropDatabase, preparePgliteSnapshot } = await import('./seededDatabase');
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    await preparePgliteSnapshot();
    project.provide('seededTemplate', undefined);
    return;
  }
  const template = await createTemplateDatabase(url);
  project.provide('seededTemplate', template);
  return () => dropDatabase(url, template);
}
