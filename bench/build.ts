import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const viteBin = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
const baselineConfig = fileURLToPath(new URL('./baseline-app/vite.config.ts', import.meta.url));

function viteBuild(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    // Output kept for the error message only: a failed build must say why.
    const child = spawn(process.execPath, [viteBin, 'build', '--logLevel', 'warn', ...args], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build ${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}

/**
 * The app as the tree has it (vite.config.ts), into its own folder: the shared dist/ is left alone. Like
 * `npm run build`, with the server's render of the chrome beside it (`<outDir>-shell`, where the server looks).
 */
export async function buildApp(outDir: string) {
  await viteBuild(['--outDir', outDir, '--emptyOutDir']);
  await viteBuild(['--ssr', 'src/shell/renderShell.tsx', '--outDir', `${outDir}-shell`, '--emptyOutDir']);
}

/** The bare React 19 + react-router-dom app of bench/baseline-app, with the same Vite. */
export const buildBaseline = (outDir: string) =>
  viteBuild(['--config', baselineConfig, '--outDir', outDir, '--emptyOutDir']);
