import { describe, expect, it } from 'vitest';
import { StatementQueue, type Timed } from './statement-queue.ts';

/** A task the test finishes by hand, reporting `ms` as the engine's time on it. */
function manual(ms: number): {
  task: () => Promise<Timed<string>>;
  finish: (v: string) => void;
  started: () => boolean;
} {
  let finish: (v: string) => void = () => undefined;
  let started = false;
  return {
    task: () => {
      started = true;
      return new Promise((r) => {
        finish = (v) => r({ value: v, ms });
      });
    },
    finish: (v) => finish(v),
    started: () => started,
  };
}

const tick = (): Promise<void> => new Promise((r) => setTimeout(r, 0));
const instant = (value: string, ms: number) => (): Promise<Timed<string>> => Promise.resolve({ value, ms });

describe('the statement queue of a single-connection engine', () => {
  it('runs one task at a time', async () => {
    const q = new StatementQueue({ graceMs: 0 });
    const a = manual(1);
    const b = manual(1);
    const first = q.run('a', a.task);
    const second = q.run('b', b.task);
    await tick();
    expect([a.started(), b.started()]).toEqual([true, false]);
    a.finish('a');
    expect(await first).toBe('a');
    await tick();
    expect(b.started()).toBe(true);
    b.finish('b');
    expect(await second).toBe('b');
  });

  it('refuses a statement beyond the waiting bound with SQLSTATE 53300', async () => {
    const q = new StatementQueue({ maxWaiting: 2, graceMs: 0 });
    const running = manual(1);
    const done = q.run('x', running.task);
    const waiting = [q.run('y', instant('y', 1)), q.run('z', instant('z', 1))];
    await expect(q.run('w', instant('w', 1))).rejects.toMatchObject({ code: '53300' });
    running.finish('x');
    expect(await Promise.all([done, ...waiting])).toEqual(['x', 'y', 'z']);
  });

  it('drops a waiting statement whose client left, and never starts it', async () => {
    const q = new StatementQueue({ graceMs: 0 });
    const running = manual(1);
    const done = q.run('x', running.task);
    const gone = new AbortController();
    const dropped = manual(1);
    const outcome = q.run('y', dropped.task, gone.signal).catch((e: unknown) => e);
    gone.abort();
    expect(await outcome).toMatchObject({ code: '57014' });
    expect(q.waiting).toBe(0);
    running.finish('x');
    await done;
    await tick();
    expect(dropped.started()).toBe(false);
    await expect(q.run('z', instant('z', 1), gone.signal)).rejects.toMatchObject({ code: '57014' });
  });

  it('lets a running statement finish when its client leaves (it cannot be interrupted)', async () => {
    const q = new StatementQueue({ graceMs: 0 });
    const gone = new AbortController();
    const running = manual(1);
    const done = q.run('x', running.task, gone.signal);
    await tick();
    gone.abort();
    running.finish('x');
    expect(await done).toBe('x');
  });

  it('runs statements that are usually short before waiting long ones', async () => {
    const q = new StatementQueue({ graceMs: 0 });
    await q.run('heavy', instant('learnt', 200));
    const order: string[] = [];
    const blocker = manual(200);
    const blocked = q.run('heavy', blocker.task);
    const heavy = q.run('heavy', instant('heavy', 200)).then((v) => order.push(v));
    const light = q.run('light', instant('light', 1)).then((v) => order.push(v));
    await tick();
    blocker.finish('first heavy');
    await Promise.all([blocked, heavy, light]);
    expect(order).toEqual(['light', 'heavy']);
  });

  it('does not starve long statements behind a stream of short ones', async () => {
    const q = new StatementQueue({ shortMs: 10, graceMs: 0, maxOvertakes: 3 });
    await q.run('heavy', instant('learnt', 200));
    const order: string[] = [];
    const blocker = manual(200);
    const blocked = q.run('heavy', blocker.task);
    const all = [q.run('heavy', instant('heavy', 200)).then((v) => order.push(v))];
    for (let i = 0; i < 6; i++) all.push(q.run('light', instant(`light${i}`, 1)).then((v) => order.push(v)));
    await tick();
    blocker.finish('first heavy');
    await Promise.all([blocked, ...all]);
    expect(order.indexOf('heavy')).toBe(3);
  });

  it('holds a long statement back briefly after a short one, for the same request’s next short one', async () => {
    const q = new StatementQueue({ graceMs: 50 });
    await q.run('heavy', instant('learnt', 200));
    const order: string[] = [];
    const heavy = q.run('heavy', instant('heavy', 200)).then((v) => order.push(v));
    await q.run('light', instant('first light', 1));
    // The next statement of the same request arrives a moment later (its result was processed).
    const light = q.run('light', instant('second light', 1)).then((v) => order.push(v));
    await Promise.all([heavy, light]);
    expect(order).toEqual(['second light', 'heavy']);
  });

  it('keeps a cheap statement cheap after one slow run (a busy machine, a GC)', async () => {
    const q = new StatementQueue({ graceMs: 0 });
    await q.run('heavy', instant('learnt', 50));
    for (let i = 0; i < 3; i++) await q.run('lookup', instant('learnt', 1));
    await q.run('lookup', instant('once slow', 300));
    const order: string[] = [];
    const blocker = manual(50);
    const blocked = q.run('heavy', blocker.task);
    const heavy = q.run('heavy', instant('heavy', 50)).then((v) => order.push(v));
    const lookup = q.run('lookup', instant('lookup', 1)).then((v) => order.push(v));
    await tick();
    blocker.finish('first heavy');
    await Promise.all([blocked, heavy, lookup]);
    expect(order).toEqual(['lookup', 'heavy']);
  });

  it('refuses what still waits when it closes', async () => {
    const q = new StatementQueue({ graceMs: 0 });
    const running = manual(1);
    const done = q.run('x', running.task);
    const waiting = q.run('y', instant('y', 1)).catch((e: unknown) => e);
    q.close();
    expect(await waiting).toMatchObject({ code: '57P01' });
    running.finish('x');
    expect(await done).toBe('x');
  });
});

describe('the statement queue of a connection pool', () => {
  it('keeps one connection for short statements while long ones take the others', async () => {
    const q = new StatementQueue({ slots: 3, shortMs: 10, graceMs: 0 });
    await q.run('heavy', instant('learnt', 200));
    const heavy = [manual(200), manual(200), manual(200)];
    const runs = heavy.map((h) => q.run('heavy', h.task));
    const light = manual(1);
    const lightDone = q.run('light', light.task);
    await tick();
    expect(heavy.map((h) => h.started())).toEqual([true, true, false]);
    expect(light.started()).toBe(true);
    light.finish('light');
    expect(await lightDone).toBe('light');
    for (const h of heavy) {
      await tick();
      h.finish('heavy');
    }
    expect(await Promise.all(runs)).toEqual(['heavy', 'heavy', 'heavy']);
  });

  it('runs at most longSlots long statements at once, leaving the other slots to short ones', async () => {
    const q = new StatementQueue({ slots: 4, longSlots: 1, shortMs: 10, graceMs: 0 });
    await q.run('heavy', instant('learnt', 200));
    const heavy = [manual(200), manual(200)];
    const runs = heavy.map((h) => q.run('heavy', h.task));
    await tick();
    expect(heavy.map((h) => h.started())).toEqual([true, false]);
    heavy[0]?.finish('heavy');
    await tick();
    await tick();
    expect(heavy[1]?.started()).toBe(true);
    heavy[1]?.finish('heavy');
    expect(await Promise.all(runs)).toEqual(['heavy', 'heavy']);
  });
});
