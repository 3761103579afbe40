import { afterEach, describe, expect, it } from 'vitest';
import type { QueryResult } from '../query/live-query.ts';
import { manualClock } from '../outbox/test-support.ts';
import { PushCoalescer } from './push-coalescer.ts';
import type { SyncRuntime } from './sync-runtime.ts';
import { eventually, init, note, ScriptedPullers, testRuntime, tick, type Note } from './test-support.ts';

describe('PushCoalescer', () => {
  it('sends the first answer at once, holds later ones to one per interval (latest wins), and always sends the last', async () => {
    const time = manualClock();
    const sent: number[] = [];
    const pushes = new PushCoalescer<number>(
      (n) => sent.push(n),
      (n) => n > 0,
      time.clock,
      40,
    );
    pushes.immediate(0);
    // An empty answer is never followed by a held one: the first rows go out at once.
    pushes.throttled(1);
    expect(sent).toEqual([0, 1]);
    time.advance(10);
    pushes.throttled(2);
    pushes.throttled(3);
    expect(sent).toEqual([0, 1]);
    time.advance(29);
    await tick();
    expect(sent).toEqual([0, 1]);
    time.advance(1); // 40 ms after the last one sent
    await tick();
    expect(sent).toEqual([0, 1, 3]);
    time.advance(5);
    pushes.throttled(4);
    pushes.immediate(5); // asked for by the user: now, and the held answer is superseded
    expect(sent).toEqual([0, 1, 3, 5]);
    time.advance(100);
    await tick();
    expect(sent).toEqual([0, 1, 3, 5]);
    pushes.throttled(6);
    pushes.throttled(7);
    pushes.flush();
    expect(sent).toEqual([0, 1, 3, 5, 6, 7]);
  });
});

describe('SyncRuntime: answers during a first sync', () => {
  const running: SyncRuntime[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((r) => r.close()));
  });

  it('shows the first page at once, coalesces later pages, answers the user at once and delivers the final state', async () => {
    const pullers = new ScriptedPullers();
    let open: () => void = () => undefined;
    const listening = new Promise<void>((resolve) => (open = resolve));
    const afterFirstPage: number[] = [];
    let userAnswer: number | undefined;
    let queryId = 0;
    const results: QueryResult<Note>[] = [];
    let first = true;
    pullers.script = async (deps) => {
      if (!first) return { put: 0, removed: 0, quarantined: 0, complete: true };
      first = false;
      await listening;
      for (let page = 0; page < 12; page++) {
        const rows = Array.from({ length: 10 }, (_, i) => note(page * 10 + i + 1));
        await deps.pages.putRows(rows);
        deps.onRows({ put: rows, remove: [] });
        if (page === 0) afterFirstPage.push(results.at(-1)?.total ?? -1);
        if (page === 5) {
          const before = results.length;
          runtime.updateQuery(queryId, { sort: [{ field: 'id', dir: 'desc' }] });
          userAnswer = results.length - before;
        }
        await tick(15);
      }
      return { put: 120, removed: 0, quarantined: 0, complete: true };
    };
    const runtime = testRuntime({ pullers });
    running.push(runtime);
    await runtime.start(init);
    queryId = runtime.subscribeQuery(
      'notes',
      { sort: [{ field: 'id' }] },
      (r) => results.push(r as QueryResult<Note>),
      () => undefined,
    );
    const beforeSync = results.length;
    open();
    await eventually(() => expect(results.at(-1)?.total).toBe(120), 3_000);
    // The first page was on its way to the page before the second one was pulled.
    expect(afterFirstPage).toEqual([10]);
    // The user's new order answered at once, mid-sync.
    expect(userAnswer).toBe(1);
    // 12 pages (about 200 ms) took far fewer than 12 pushes.
    expect(results.length - beforeSync).toBeLessThan(8);
    expect(results.at(-1)?.rows[0]?.id).toBe('n120');
  });
});
