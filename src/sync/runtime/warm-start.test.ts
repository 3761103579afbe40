import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStoreProvider } from '../../db/memory-store.ts';
import type { QueryResult } from '../query/live-query.ts';
import type { SyncRuntime } from './sync-runtime.ts';
import { pagesOf } from './store-steps.ts';
import { anyNotes, eventually, init, note, ns, ScriptedPullers, testRuntime, type Note } from './test-support.ts';

const running: SyncRuntime[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});


describe('warm start', () => {
  it('shows stored rows at once, then drops a stored row that fails its schema and quarantines it', async () => {
    const provider = createMemoryStoreProvider();
    const seed = await provider.open(ns);
    const broken = { id: 'n009', title: 42, updated_at: '2026-01-01T00:00:09Z' } as unknown as Note;
    await pagesOf(seed, anyNotes).putRows([note(1), note(2), broken]);
    const pullers = new ScriptedPullers();
    pullers.script = () => new Promise(() => undefined);
    const runtime = testRuntime({ provider, pullers, env: { checkStoredAfterMs: 0 } });
    running.push(runtime);
    const results: QueryResult<Note>[] = [];
    runtime.subscribeQuery('notes', { sort: [{ field: 'id' }] }, (r) => results.push(r as QueryResult<Note>), () => undefined);
    await runtime.start(init);
    expect(results[0]?.rows.map((r) => r.id)).toEqual(['n001', 'n002', 'n009']);
    await eventually(() => expect(results.at(-1)?.rows.map((r) => r.id)).toEqual(['n001', 'n002']));
    const reopened = await provider.open(ns);
    expect((await reopened.quarantine.list()).map((record) => record.key)).toEqual(['n009']);
  });
});
