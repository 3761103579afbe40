import { Worker } from 'node:worker_threads';
import type { QueryResult } from './database.ts';
import { DbError, toDbError } from './database.ts';
import type { Timed } from './statement-queue.ts';

/**
 * The embedded PGlite running in a worker thread (server/db/pglite-worker.mjs), seen from the
 * server's thread: each call posts one statement and resolves with its result and the time the
 * engine spent on it. Calls are answered in the order they are sent; server/db/pglite.ts sends
 * one at a time.
 */
export interface PgliteThread {
  query<R>(sql: string, params: readonly unknown[]): Promise<Timed<QueryResult<R>>>;
  exec(sql: string): Promise<Timed<void>>;
  /** Writes the engine's whole data directory, uncompressed, to a tar file at `path`. */
  dumpTo(path: string): Promise<Timed<void>>;
  close(): Promise<void>;
}

export interface PgliteThreadOptions {
  /** In-memory only: start from this tar of a data directory (dumpTo's) instead of initdb. */
  loadFrom?: string | null;
}

type Reply =
  | { type: 'ready' }
  | { type: 'failed'; error: Record<string, unknown> }
  | { id: number; ok: true; result: unknown; ms: number }
  | { id: number; ok: false; error: Record<string, unknown>; ms: number };

interface Pending {
  resolve: (r: Timed<unknown>) => void;
  reject: (e: Error) => void;
}

/** Rebuilds what the engine threw: a Postgres error becomes a DbError, anything else an Error. */
function rebuilt(fields: Record<string, unknown>): Error {
  const message = fields['message'];
  const e = Object.assign(new Error(typeof message === 'string' ? message : 'database error'), fields);
  try {
    return toDbError(e);
  } catch {
    return e;
  }
}

export async function startPgliteThread(
  dataDir: string | null,
  options: PgliteThreadOptions = {},
): Promise<PgliteThread> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir, loadFrom: options.loadFrom ?? null },
    // The server may run under a TypeScript loader; the worker's entry is JavaScript.
    execArgv: [],
  });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let stopped: DbError | null = null;

  const stop = (why: string): void => {
    stopped = new DbError(`The embedded database stopped: ${why}`, '57P01', null, null);
    for (const p of pending.values()) p.reject(stopped);
    pending.clear();
  };
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (m: Reply) => {
      if ('type' in m) {
        if (m.type === 'ready') resolve();
        else reject(rebuilt(m.error));
        return;
      }
      const p = pending.get(m.id);
      if (p === undefined) return;
      pending.delete(m.id);
      // Only a thread with work outstanding keeps the process alive (as PGlite in-thread did).
      if (pending.size === 0) worker.unref();
      if (m.ok) p.resolve({ value: m.result, ms: m.ms });
      else p.reject(rebuilt(m.error));
    });
    worker.on('error', (e) => {
      console.error(`pglite: the database thread failed: ${e.message}`);
      stop(e.message);
      reject(e);
    });
    worker.on('exit', (code) => {
      stop(`its thread exited (${code})`);
      reject(new Error(`the database thread exited (${code}) before it was ready`));
    });
  });
  await ready;
  worker.unref();

  const call = <T>(message: Record<string, unknown>): Promise<Timed<T>> => {
    if (stopped !== null) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<Timed<T>>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (r: Timed<unknown>) => void, reject });
      worker.ref();
      try {
        worker.postMessage({ ...message, id });
      } catch (e) {
        // A parameter that cannot be copied to the thread (a function, say).
        pending.delete(id);
        if (pending.size === 0) worker.unref();
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    });
  };
  return {
    query: <R>(sql: string, params: readonly unknown[]) =>
      call<QueryResult<R>>({ op: 'query', sql, params: [...params] }),
    exec: (sql: string) => call<void>({ op: 'exec', sql }),
    dumpTo: (path: string) => call<void>({ op: 'dump', path }),
    async close() {
      if (stopped === null) await call({ op: 'close' });
      await worker.terminate();
    },
  };
}
