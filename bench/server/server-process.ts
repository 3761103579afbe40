import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/**
 * The reference server as `npm run server` runs it (its own process, demo estate, live mode on),
 * on the embedded PGlite in `dataDir`, or on `DATABASE_URL` when that is set.
 */
export async function startServerProcess(opts: {
  port: number;
  dataDir: string;
}): Promise<{ base: string; kind: string; stop: () => Promise<void> }> {
  const child = spawn(
    join(root, 'node_modules', '.bin', 'tsx'),
    ['server/main.ts', '--port', String(opts.port), '--data', opts.dataDir, '--no-static'],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: process.env },
  );
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  let kind = 'PGlite';
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (/Database: Postgres/.test(out)) kind = 'Postgres (DATABASE_URL)';
      if (/Database: /.test(out)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code ?? 'signal'}):\n${out}`)));
  });
  return {
    base: `http://127.0.0.1:${opts.port}`,
    kind,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
