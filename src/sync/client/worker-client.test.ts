import { describe, expect, it } from 'vitest';
import { configItems } from '../collections/config-items.ts';
import type { SyncWorkerApi } from '../runtime/worker-api.ts';
import { createApiClient } from './worker-client.ts';

/** A worker API that answers every query with `answer`. */
function answering(answer: unknown): SyncWorkerApi {
  const idle = () => Promise.resolve();
  return {
    start: idle,
    join: idle,
    subscribeQuery: (_collection, _query, onResult) => {
      setTimeout(() => (onResult as (r: unknown) => void)(answer), 0);
      return Promise.resolve(1);
    },
    updateQuery: idle,
    closeQuery: idle,
    mutate: () => Promise.reject(new Error('unused')),
    retry: idle,
    discard: idle,
    refresh: idle,
    resume: idle,
    subscribeStatus: () => new Promise(() => undefined),
    unsubscribeStatus: idle,
    close: idle,
  };
}

function firstAnswer(api: SyncWorkerApi): Promise<{ rows?: unknown; error?: string }> {
  const client = createApiClient(api, (fn) => fn);
  return new Promise((resolve) => {
    client.liveQuery(configItems, {}, (result) => resolve({ rows: result.rows }), (error) => resolve({ error }));
  });
}

describe('answers from the sync worker', () => {
  it('passes a well-formed window with label counts through', async () => {
    const answer = { rows: [{ id: 'a' }], total: 1, offset: 0, mapFacets: { labels: [{ key: 'team', value: 'sre', count: 3 }] } };
    expect(await firstAnswer(answering(answer))).toEqual({ rows: [{ id: 'a' }] });
  });

  it('reports an answer whose label counts do not parse instead of showing it', async () => {
    const answer = { rows: [], total: 0, offset: 0, mapFacets: { labels: [{ key: 'team', count: 'many' }] } };
    expect(await firstAnswer(answering(answer))).toEqual({ error: 'The sync worker sent an answer that did not parse' });
  });
});
