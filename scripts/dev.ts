/**
 * `npm run dev`: the reference API server (`tsx server/main.ts`, PORT 8080, SERVE_APP=false)
 * and the Vite dev server (port 5173, which proxies the API prefixes to 8080), side by side.
 * Output lines are prefixed [api] / [web]. Ctrl-C, SIGTERM or either process exiting stops both.
 *
 * Env: API_PORT (default 8080; Vite's proxy reads API_TARGET, set to match), WEB_PORT (default 5173).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
const apiPort = process.env.API_PORT ?? '8080';
const webPort = process.env.WEB_PORT ?? '5173';
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code: number, text: string) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

interface Proc {
  name: string;
  child: ChildProcess;
}
const procs: Proc[] = [];
let stopping = false;

function start(name: string, tint: number, command: string, args: string[], env: NodeJS.ProcessEnv): Proc {
  // Own process group, so stopping it also stops what it spawned (tsx runs node in a child).
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = paint(tint, `[${name}]`);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream! }).on('line', (line) => process.stdout.write(`${prefix} ${line}\n`));
  }
  const proc = { name, child };
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.log(paint(tint, `[${name}] exited (${signal ?? `code ${code}`}); stopping the others`));
      stop(code ?? 1);
    }
  });
  child.on('error', (err) => {
    console.error(`${prefix} failed to start: ${err.message}`);
    stop(1);
  });
  procs.push(proc);
  return proc;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const { child } of procs) signalGroup(child, 'SIGTERM');
  const force = setTimeout(() => {
    for (const { child } of procs) signalGroup(child, 'SIGKILL');
  }, 5000);
  force.unref();
  Promise.all(
    procs.map(({ child }) =>
      child.exitCode !== null || child.signalCode !== null ? undefined : new Promise((r) => child.once('exit', r)),
    ),
  ).then(() => process.exit(code));
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('SIGHUP', () => stop(0));
// Last resort if this process dies another way: don't leave the children behind.
process.on('exit', () => {
  for (const { child } of procs) signalGroup(child, 'SIGKILL');
});

start('api', 36, bin('tsx'), ['server/main.ts'], { PORT: apiPort, SERVE_APP: 'false' });
start('web', 35, bin('vite'), ['--port', webPort, '--strictPort'], {
  API_TARGET: process.env.API_TARGET ?? `http://localhost:${apiPort}`,
});
console.log(
  paint(1, `dev: app on http://localhost:${webPort} (Vite), API on http://localhost:${apiPort}; Ctrl-C stops both`),
);
