import { describe, expect, it } from 'vitest';
import type { ConfigItem as ConfigItemRow } from '../collections/config-items.ts';
import { configItemCollection as configItems, generateConfigItems } from '../query/config-item-fixtures.ts';
import { QueryEngine } from '../query/engine.ts';
import { naiveQuery } from '../query/naive-reference.ts';
import type { Steps } from '../query/radix-sort.ts';
import { warmUpWhenIdle, type Warmable, type WarmUpSchedule } from './engine-warmup.ts';

/** A hand-driven clock and task queue: `run` performs one queued task or timer. */
function fakeSchedule(extra: Partial<WarmUpSchedule> = {}) {
  let now = 0;
  const soon: (() => void)[] = [];
  const timers: { at: number; task: () => void }[] = [];
  const schedule: Partial<WarmUpSchedule> = {
    sliceMs: 8,
    quietMs: 300,
    settleMs: 2_000,
    minRows: 1_000,
    now: () => now,
    soon: (task) => void soon.push(task),
    later: (task, ms) => void timers.push({ at: now + ms, task }),
    ...extra,
  };
  return {
    schedule,
    advance: (ms: number) => (now += ms),
    get now() {
      return now;
    },
    /** Runs the next task (yielded slices first, else the earliest timer); false when idle. */
    run(): boolean {
      const task = soon.shift();
      if (task) {
        task();
        return true;
      }
      timers.sort((a, b) => a.at - b.at);
      const timer = timers.shift();
      if (!timer) return false;
      now = Math.max(now, timer.at);
      timer.task();
      return true;
    },
    pendingSoon: () => soon.length,
  };
}

/** An engine whose warm-up is `count` steps, each taking `stepMs` on the fake clock. */
function countingEngine(clock: { advance(ms: number): void }, count: number, stepMs: number, size = 10_000) {
  const engine = {
    size,
    activity: 0,
    writeCount: 0,
    done: 0,
    *warmUp(): Steps<void> {
      for (let i = 0; i < count; i++) {
        clock.advance(stepMs);
        engine.done++;
        yield;
      }
    },
  };
  return engine satisfies Warmable;
}

describe('idle-time engine warm-up', () => {
  it('waits for quiet, then runs slices of at most the slice budget with a yield between them', async () => {
    const clock = fakeSchedule();
    const engine = countingEngine(clock, 40, 3);
    const finished = warmUpWhenIdle([engine], undefined, clock.schedule);
    expect(engine.done).toBe(0);
    const sliceSizes: number[] = [];
    while (clock.run()) {
      sliceSizes.push(engine.done - sliceSizes.reduce((a, b) => a + b, 0));
    }
    await finished;
    expect(engine.done).toBe(40);
    // 3 ms steps in 8 ms slices: three steps a slice (the last one may be shorter).
    expect(Math.max(...sliceSizes)).toBe(3);
  });

  it('pauses after a query until the engine was quiet again, and longer after a write', () => {
    const clock = fakeSchedule();
    const engine = countingEngine(clock, 100, 2);
    void warmUpWhenIdle([engine], undefined, clock.schedule);
    clock.run(); // the first quiet wait
    clock.run(); // one slice
    const afterOne = engine.done;
    expect(afterOne).toBeGreaterThan(0);
    engine.activity++; // a query arrived between slices
    const queryAt = clock.now;
    clock.run();
    expect(engine.done).toBe(afterOne);
    expect(clock.pendingSoon()).toBe(0);
    clock.run(); // the timer: quiet long enough now
    expect(clock.now - queryAt).toBeGreaterThanOrEqual(300);
    const afterQuiet = engine.done;
    expect(afterQuiet).toBeGreaterThan(afterOne);
    engine.writeCount++; // a sync page
    const writeAt = clock.now;
    clock.run();
    clock.run();
    expect(clock.now - writeAt).toBeGreaterThanOrEqual(2_000);
  });

  it('skips small engines, warms the largest first and stops when aborted', async () => {
    const clock = fakeSchedule();
    const small = countingEngine(clock, 5, 1, 10);
    const big = countingEngine(clock, 5, 1, 50_000);
    const bigger = countingEngine(clock, 500, 1, 90_000);
    const abort = new AbortController();
    const finished = warmUpWhenIdle([small, undefined, big, bigger], abort.signal, clock.schedule);
    for (let i = 0; i < 4; i++) clock.run();
    expect(bigger.done).toBeGreaterThan(0);
    expect(big.done).toBe(0);
    abort.abort();
    while (clock.run());
    await finished;
    expect(bigger.done).toBeLessThan(500);
    expect(small.done).toBe(0);
  });

  it(
    'answers a real query that arrives mid-way exactly, and finishes the warm-up afterwards',
    { timeout: 60_000 },
    async () => {
      const clock = fakeSchedule({ sliceMs: 0 }); // one step per slice: the query lands between steps
      const rows = generateConfigItems(8_000, 12);
      const engine = new QueryEngine<ConfigItemRow>(configItems);
      engine.load(rows);
      const finished = warmUpWhenIdle([engine], undefined, clock.schedule);
      for (let i = 0; i < 12; i++) clock.run();
      const first = engine.prepared();
      const query = configItems.warmUp[2]!;
      expect(engine.query(query).rows.map((row) => row.id)).toEqual(
        naiveQuery(configItems, rows, engine.parseQuery(query)).rows.map((row) => row.id),
      );
      while (clock.run());
      await finished;
      expect(engine.prepared().orders).toBeGreaterThan(first.orders);
      expect(engine.prepared().mapPairs).toEqual(['labels', 'tags']);
      expect(engine.prepared().mapIndexes).toEqual(['labels', 'tags', 'analysis']);
      // A key no declared query names is answered from the all-keys index, exactly.
      const undeclared = {
        maps: { labels: { team: { include: ['sre'] } }, tags: { region: { exists: false } } },
        sort: [{ field: 'name' as const }],
        limit: 30,
      };
      expect(engine.query(undeclared).rows.map((row) => row.id)).toEqual(
        naiveQuery(configItems, rows, engine.parseQuery(undeclared)).rows.map((row) => row.id),
      );
    },
  );
});
