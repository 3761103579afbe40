import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  output: () => string;
}

/** Starts `server/main.ts` as a child process on a free port and waits for its "ready" line. */
export function startServerProcess(
  args: string[],
  env: NodeJS.ProcessEnv = {},
  timeoutMs = 120_000,
): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'server', 'main.ts'), '--port', '0', '--no-static', ...args],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    const onData = (chunk: Buffer): void => {
      out += chunk.toString();
      const m = /Mission Control console: (http:\/\/\S+)/.exec(out);
      if (m?.[1] !== undefined) {
        clearTimeout(timer);
        resolve({ baseUrl: m[1], child, output: () => out });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
}

/** Resolves when the child has exited (after a kill). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}
