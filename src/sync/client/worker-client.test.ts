import { describe, expect, it } from 'vitest';
import { configItems } from '../collections/config-items.ts';
import type { QueryResult } from '../query/live-query.ts';
import type { QueryInput } from '../query/query-schema.ts';
import type { SyncStatus } from '../runtime/protocol.ts';
import type { SyncWorkerApi } from '../runtime/worker-api.ts';
import type { EarlyAnswers } from './boot-snapshots.ts';
import { stubWorkerApi } from './stub-worker-api.ts';
import { createApiClient, startingStatus } from './worker-client.ts';

/** A worker API that answers every query with `answer`. */
function answering(answer: unknown): SyncWorkerApi {
  return stubWorkerApi({
    subscribeQuery: (_collection, _query, onResult) => {
      setTimeout(() => (onResult as (r: unknown) => void)(answer), 0);
      return Promise.resolve(1);
    },
  });
}

function firstAnswer(api: SyncWorkerApi): Promise<{ rows?: unknown; error?: string }> {
  const client = createApiClient(api, (fn) => fn);
  return new Promise((resolve) => {
    client.liveQuery(
      configItems,
      {},
      (result) => resolve({ rows: result.rows }),
      (error) => resolve({ error }),
    );
  });
}

describe('answers from the sync worker', () => {
  it('passes a well-formed window with label counts through', async () => {
    const answer = {
      rows: [{ id: 'a' }],
      total: 1,
      offset: 0,
      mapFacets: { labels: [{ key: 'team', value: 'sre', count: 3 }] },
    };
    expect(await firstAnswer(answering(answer))).toEqual({ rows: [{ id: 'a' }] });
  });

  it('reports an answer whose label counts do not parse instead of showing it', async () => {
    const answer = { rows: [], total: 0, offset: 0, mapFacets: { labels: [{ key: 'team', count: 'many' }] } };
    expect(await firstAnswer(answering(answer))).toEqual({
      error: 'The sync worker sent an answer that did not parse',
    });
  });
});

/** A worker that answers only when told to, and reports the status it is given. */
function controlledWorker() {
  const results: ((r: unknown) => void)[] = [];
  let statusListener: ((s: SyncStatus) => void) | undefined;
  const api: SyncWorkerApi = {
    ...answering(undefined),
    subscribeQuery: (_collection, _query, onResult) => {
      results.push(onResult as (r: unknown) => void);
      return Promise.resolve(results.length);
    },
    subscribeStatus: (listener) => {
      statusListener = listener;
      return Promise.resolve({ id: 1, status: startingStatus });
    },
  };
  return {
    api,
    answer: (i: number, r: unknown) => results[i]?.(r),
    status: (s: SyncStatus) => statusListener?.(s),
  };
}

const stored = { rows: [{ id: 'a', name: 'from the last visit' }], total: 1, offset: 0 };
const listQuery: QueryInput = { where: [{ field: 'type', in: ['Kubernetes::Pod'] }], limit: 80 };
const earlyWith = (answers: Record<string, QueryResult<unknown>>): EarlyAnswers => ({
  settled: true,
  read: Promise.resolve(),
  lookup: (_collection, query) => answers[JSON.stringify(query)],
});

describe('answers stored on the last visit, before the worker answers', () => {
  it('shows the stored answer at once, and the worker answer when it differs', async () => {
    const worker = controlledWorker();
    const client = createApiClient(
      worker.api,
      (fn) => fn,
      undefined,
      earlyWith({ [JSON.stringify(listQuery)]: stored }),
    );
    const seen: unknown[] = [];
    expect(client.peek?.(configItems, listQuery)).toEqual(stored);
    client.liveQuery(configItems, listQuery, (result) => seen.push(result.rows));
    expect(seen).toEqual([stored.rows]);
    await Promise.resolve();
    // The worker's first answer repeats the snapshot (it is still loading): nothing new to show.
    worker.answer(0, structuredClone(stored));
    expect(seen).toHaveLength(1);
    worker.answer(0, { rows: [{ id: 'b' }], total: 1, offset: 0 });
    expect(seen).toEqual([stored.rows, [{ id: 'b' }]]);
  });

  it('never stands in for the worker once it has loaded local data', async () => {
    const worker = controlledWorker();
    const client = createApiClient(
      worker.api,
      (fn) => fn,
      undefined,
      earlyWith({ [JSON.stringify(listQuery)]: stored }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    worker.status({ ...startingStatus, phase: 'idle' });
    expect(client.peek?.(configItems, listQuery)).toBeUndefined();
    const seen: unknown[] = [];
    client.liveQuery(configItems, listQuery, (result) => seen.push(result.rows));
    expect(seen).toEqual([]);
  });

  it('shows the stored answer once the read finishes, unless the worker answered first', async () => {
    let finish: () => void = () => undefined;
    const read = new Promise<void>((resolve) => (finish = resolve));
    let settled = false;
    const early: EarlyAnswers = {
      get settled() {
        return settled;
      },
      read,
      lookup: () => stored,
    };
    const worker = controlledWorker();
    const client = createApiClient(worker.api, (fn) => fn, undefined, early);
    const seen: unknown[] = [];
    client.liveQuery(configItems, listQuery, (result) => seen.push(result.rows));
    client.liveQuery(configItems, { ...listQuery, limit: 5 }, (result) =>
      seen.push(['second', ...result.rows]),
    );
    await Promise.resolve();
    worker.answer(1, { rows: [], total: 0, offset: 0 });
    settled = true;
    finish();
    await read;
    await Promise.resolve();
    expect(seen).toEqual([['second'], stored.rows]);
  });
});

describe('a changed query and answers typed ahead', () => {
  const page = (name: string) => ({ rows: [{ id: name }], total: 1, offset: 0 });

  it('holds answers back while the worker takes a new query, then shows its last one', async () => {
    const worker = controlledWorker();
    let took: () => void = () => undefined;
    const api: SyncWorkerApi = {
      ...worker.api,
      updateQuery: () => new Promise<void>((resolve) => (took = resolve)),
    };
    const client = createApiClient(api, (fn) => fn);
    const seen: unknown[] = [];
    const handle = client.liveQuery(configItems, { text: 'har' }, (result) => seen.push(result.rows));
    await Promise.resolve();
    worker.answer(0, page('har'));
    handle.update({ text: 'harb' });
    // Sent before the worker took "harb": it may be the old query's, and the screen may already
    // show "harb" from the answers typed ahead. It waits.
    worker.answer(0, page('still har'));
    worker.answer(0, page('harb'));
    expect(seen).toEqual([[{ id: 'har' }]]);
    took();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([[{ id: 'har' }], [{ id: 'harb' }]]);
  });

  it('releases each query’s answer as the worker takes it, though newer ones are on their way', async () => {
    const worker = controlledWorker();
    const takes: (() => void)[] = [];
    const api: SyncWorkerApi = {
      ...worker.api,
      updateQuery: () => new Promise<void>((resolve) => takes.push(resolve)),
    };
    const client = createApiClient(api, (fn) => fn);
    const seen: [unknown, unknown][] = [];
    const handle = client.liveQuery(configItems, { text: 'd' }, (result, answered) =>
      seen.push([result.rows, answered]),
    );
    await Promise.resolve();
    worker.answer(0, page('d'));
    const dep = { text: 'dep' };
    const depl = { text: 'depl' };
    const deplo = { text: 'deplo' };
    handle.update(dep);
    handle.update(depl);
    handle.update(deplo);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    // The worker takes "dep" and answers it while "depl" and "deplo" still wait: shown, as "dep"'s.
    worker.answer(0, page('dep'));
    takes[0]?.();
    await settle();
    expect(seen.at(-1)).toEqual([[{ id: 'dep' }], dep]);
    // "depl" changed nothing: no second render of the same answer.
    takes[1]?.();
    await settle();
    expect(seen).toHaveLength(2);
    worker.answer(0, page('deplo'));
    takes[2]?.();
    await settle();
    expect(seen.at(-1)).toEqual([[{ id: 'deplo' }], deplo]);
    expect(seen).toHaveLength(3);
  });

  it('peeks at a keystroke answered ahead, and forgets it when the worker withdraws it', async () => {
    let send: (answers: unknown) => void = () => undefined;
    const api: SyncWorkerApi = stubWorkerApi({
      typeAhead: (_collection, _query, _seq, onAnswers) => {
        send = onAnswers as (answers: unknown) => void;
        return Promise.resolve(1);
      },
    });
    const client = createApiClient(api, (fn) => fn);
    const base: QueryInput = { ...listQuery, text: 'har' };
    client.typeAhead?.(configItems, base);
    await Promise.resolve();
    send({
      seq: 0,
      first: true,
      followers: 'b',
      answers: [['harb', page('harb')]],
      none: { rows: [], total: 0, offset: 0 },
    });
    expect(client.peek?.(configItems, { ...listQuery, text: 'Harb' })).toEqual(page('harb'));
    // No row has "har" followed by "x": nothing matches, known without asking.
    expect(client.peek?.(configItems, { ...listQuery, text: 'harx' })?.total).toBe(0);
    expect(client.peek?.(configItems, { ...listQuery, text: 'harbo' })).toBeUndefined();
    send(null);
    expect(client.peek?.(configItems, { ...listQuery, text: 'harb' })).toBeUndefined();
  });
});
