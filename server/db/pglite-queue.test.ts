import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';

let db: Database | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

describe('the embedded database queue', () => {
  it('skips a statement whose client went away while it waited, and runs the rest in order', async () => {
    db = await openPglite(null);
    const gone = new AbortController();
    const slow = db.query<{ n: number }>('SELECT 1 AS n FROM pg_sleep(0.3)');
    const abandoned = db.query('SELECT 2 AS n', [], { signal: gone.signal });
    const next = db.query<{ n: number }>('SELECT 3 AS n');
    gone.abort();
    expect((await slow).rows[0]?.n).toBe(1);
    await expect(abandoned).rejects.toMatchObject({ code: '57014' });
    expect((await next).rows[0]?.n).toBe(3);
  });
});
