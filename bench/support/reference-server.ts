// A throwaway Debian Postgres (scripts/native-postgres.mjs) and the reference server on it, seeded
// at the bench scale with live mode off, serving a given static folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..', '..');

export interface NativePostgres {
  readonly url: string;
  stop(): void;
}

function isNativePostgres(value: unknown): value is NativePostgres {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as NativePostgres).url === 'string' &&
    typeof (value as NativePostgres).stop === 'function'
  );
}

/** Starts Debian's Postgres as in `npm test` (needs root, which runs it as the postgres user, or the postgres user). */
export async function startPostgres(): Promise<NativePostgres> {
  // A plain-JS script shared with scripts/test.mjs: loaded by URL and checked at runtime.
  const module: unknown = await import(pathToFileURL(join(root, 'scripts', 'native-postgres.mjs')).href);
  const start = (module as { startNativePostgres?: unknown }).startNativePostgres;
  if (typeof start !== 'function') throw new Error('scripts/native-postgres.mjs has no startNativePostgres');
  const started: unknown = await (start as () => Promise<unknown>)();
  if (!isNativePostgres(started))
    throw new Error(
      "No PostgreSQL server binaries: install Debian's `postgresql` (or set TEST_DATABASE_URL).",
    );
  return started;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface ReferenceServer {
  readonly origin: string;
  /** Seconds from spawn to listening (migrations + seeding the estate). */
  readonly readySeconds: number;
  stop(): Promise<void>;
}

/** Spawns `server/main.ts` and resolves once it listens; its output goes to `log`. */
export async function startReferenceServer(opts: {
  databaseUrl: string;
  scale: number;
  staticDir: string;
  log: (line: string) => void;
}): Promise<ReferenceServer> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(root, 'server', 'main.ts'),
      '--port',
      String(port),
      '--scale',
      String(opts.scale),
      '--no-live',
      '--static',
      opts.staticDir,
    ],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: opts.databaseUrl, HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const onLine = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (line.trim() !== '') opts.log(line);
        if (line.includes('Mission Control console:')) resolve();
      }
    };
    child.stdout?.on('data', onLine);
    child.stderr?.on('data', onLine);
    child.once('exit', (code) =>
      reject(new Error(`reference server exited (${code ?? 'signal'}) before listening`)),
    );
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    readySeconds: (performance.now() - started) / 1000,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
