import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';

// One in-memory PGlite (in its worker thread) for the file: opening one takes seconds.
let db: Database;
beforeAll(async () => {
  db = await openPglite(null);
}, 120_000);
afterAll(async () => {
  await db.close();
});

describe('the embedded database, on its own thread', () => {
  it('skips a statement whose client went away while it waited, and runs the rest in order', async () => {
    const gone = new AbortController();
    const slow = db.query<{ n: number }>('SELECT 1 AS n FROM pg_sleep(0.3)');
    const abandoned = db.query('SELECT 2 AS n', [], { signal: gone.signal });
    const abandonedOutcome = abandoned.catch((e: unknown) => e);
    const next = db.query<{ n: number }>('SELECT 3 AS n');
    gone.abort();
    expect((await slow).rows[0]?.n).toBe(1);
    expect(await abandonedOutcome).toMatchObject({ code: '57014' });
    expect((await next).rows[0]?.n).toBe(3);
  });

  it('answers other work on the event loop while a statement runs', async () => {
    const started = performance.now();
    const slow = db.query('SELECT pg_sleep(0.5)');
    // A timer due in 20 ms fires on time: the statement does not hold the event loop.
    const firedAfter = await new Promise<number>((r) => setTimeout(() => r(performance.now() - started), 20));
    expect(firedAfter).toBeLessThan(300);
    await slow;
  });

  it('commits a transaction that resolves and rolls back one that throws, with Postgres errors as DbError', async () => {
    await db.exec('CREATE TABLE tx_probe (n int PRIMARY KEY)');
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO tx_probe VALUES ($1)', [1]);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe VALUES ($1)', [2]);
        await tx.query('INSERT INTO tx_probe VALUES ($1)', [1]);
      }),
    ).rejects.toMatchObject({ name: 'DbError', code: '23505' });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe VALUES ($1)', [3]);
        throw new Error('the caller changed its mind');
      }),
    ).rejects.toThrow('the caller changed its mind');
    const { rows } = await db.query<{ n: number }>('SELECT n FROM tx_probe ORDER BY n');
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('keeps statements of others out of a running transaction', async () => {
    await db.exec('CREATE TABLE tx_seen (n int)');
    let outside: Promise<unknown> = Promise.resolve();
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO tx_seen VALUES (1)');
      outside = db.query('INSERT INTO tx_seen VALUES (2)');
      await new Promise((r) => setTimeout(r, 50));
      const { rows } = await tx.query<{ c: number }>('SELECT count(*)::int AS c FROM tx_seen');
      expect(rows[0]?.c).toBe(1);
    });
    await outside;
    expect((await db.query<{ c: number }>('SELECT count(*)::int AS c FROM tx_seen')).rows[0]?.c).toBe(2);
  });
});
