import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Served } from './baselineServer';
import { repoRoot } from './build';
import { benchSmoke } from './smoke';

const tsxCli = fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/**
 * The real reference server (server/main.ts) serving a build: embedded database in a fresh temporary folder,
 * seeded on start. close() stops it and deletes the folder.
 */
export async function startAppServer(distDir: string, port?: number): Promise<Served> {
  const listenPort = port ?? (await freePort());
  const origin = `http://127.0.0.1:${listenPort}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-app-data-'));
  const child = spawn(process.execPath, [tsxCli, 'server/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      SERVE_APP: 'true',
      // Always the embedded database, whatever the shell has.
      DATABASE_URL: '',
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      // A smoke run seeds at a test run's password cost: it proves the benchmark runs, and no page measured hashes.
      ...(benchSmoke ? { PASSWORD_HASH_COST: '1024' } : {}),
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, () => child.exitCode !== null);
  } catch (error) {
    await close();
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return { origin, close };
}

async function waitForHealth(origin: string, died: () => boolean, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (died()) throw new Error('the app server exited before it was healthy');
    try {
      if ((await fetch(`${origin}/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app server did not answer ${origin}/health within ${timeoutMs / 1000} s`);
}
