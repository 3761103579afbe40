import { describe, expect, it } from 'vitest';
import { pgTimestamp } from './fake-postgrest.ts';
import { epochMicros } from './instant.ts';
import { expectedLocal, rig, serverRow, sorted, uuid } from './test-support.ts';

const orderOf = (entry: string | undefined) => new URLSearchParams(entry?.split('?')[1]).get('order');
const mainPass = (log: readonly string[]) =>
  log.filter((entry) => orderOf(entry)?.startsWith('updated_at.') === true);

describe('puller: a first sync reads from both ends', () => {
  it('reads downwards beside the keyset pass, meets in the middle, counts each row once and checkpoints the newest row', async () => {
    const r = await rig();
    for (let n = 1; n <= 20; n++) serverRow(r.table, n);
    const result = await r.puller.pull();
    expect(result).toEqual({ put: 20, removed: 0, quarantined: 0, complete: true });
    expect(sorted(await r.local())).toEqual(sorted(expectedLocal(r.table)));
    const main = mainPass(r.table.log);
    expect(main.filter((entry) => orderOf(entry) === 'updated_at.desc,id.desc').length).toBeGreaterThan(1);
    // Neither pass read the whole table alone.
    expect(main.filter((entry) => orderOf(entry) === 'updated_at.asc,id.asc').length).toBeLessThan(7);
    expect(await r.pages.getCheckpoint()).toMatchObject({ main: { k: uuid(20) } });
    // The pass ends with a page after the newest row (rows changed meanwhile), short.
    const last = new URLSearchParams(main.at(-1)?.split('?')[1]);
    expect(last.get('order')).toBe('updated_at.asc,id.asc');
    expect(last.get('or')).toContain(uuid(20));
  });

  it('asks for the page after the newest row as soon as the passes meet, before their last pages are stored', async () => {
    const r = await rig();
    for (let n = 1; n <= 20; n++) serverRow(r.table, n);
    const events: string[] = [];
    const slow = {
      ...r.pages,
      write: async (change: Parameters<typeof r.pages.write>[0]) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        await r.pages.write(change);
        events.push('stored');
      },
    };
    r.table.intercept = (_path, params) => {
      if (params.get('order') === 'updated_at.asc,id.asc' && (params.get('or') ?? '').includes(uuid(20)))
        events.push('after newest');
      return undefined;
    };
    await r.restart({ pages: slow }).pull();
    expect(events.indexOf('after newest')).toBeGreaterThan(-1);
    // The meeting page is stored after that request went out, then the page it brought.
    expect(
      events.slice(events.indexOf('after newest')).filter((e) => e === 'stored').length,
    ).toBeGreaterThanOrEqual(2);
    expect(sorted(await r.local())).toEqual(sorted(expectedLocal(r.table)));
  });

  it('delivers the first page before anything else and reads only upwards when it is the last', async () => {
    const r = await rig();
    for (let n = 1; n <= 2; n++) serverRow(r.table, n);
    await r.puller.pull();
    expect(r.changes[0]?.put).toEqual([uuid(1), uuid(2)]);
    expect(mainPass(r.table.log).every((entry) => orderOf(entry) !== 'updated_at.desc,id.desc')).toBe(true);
  });

  it('catches rows edited while it runs, and an edited row seen by both passes does not end it early', async () => {
    const r = await rig();
    for (let n = 1; n <= 30; n++) serverRow(r.table, n);
    const top = String(r.table.rows.get(uuid(30))?.['updated_at']);
    let requests = 0;
    r.table.intercept = () => {
      requests++;
      if (requests === 3) {
        // Row 2 (read upwards already) commits late just below the newest row: the downward pass
        // reads it again with another cursor, which must not count as the passes meeting.
        const row = r.table.rows.get(uuid(2));
        if (row) row['updated_at'] = pgTimestamp((epochMicros(top) ?? 0) - 3);
        // Row 4 is edited now: it moves above the newest row the downward pass started from.
        const moved = r.table.rows.get(uuid(4));
        if (moved) moved['updated_at'] = r.table.tick();
        serverRow(r.table, 31, { name: 'created during the sync' });
      }
      return undefined;
    };
    await r.puller.pull();
    expect(sorted(await r.local())).toEqual(sorted(expectedLocal(r.table)));
  });

  it('a failing request rejects the pull with its PullError and a resumed pull completes', async () => {
    const r = await rig();
    for (let n = 1; n <= 20; n++) serverRow(r.table, n);
    r.table.intercept = (_path, params) =>
      params.get('order') === 'updated_at.desc,id.desc' && params.has('or')
        ? { status: 503, body: { message: 'busy' } }
        : undefined;
    await expect(r.puller.pull()).rejects.toMatchObject({ name: 'PullError', kind: 'server' });
    r.table.intercept = undefined;
    await r.restart().pull();
    expect(sorted(await r.local())).toEqual(sorted(expectedLocal(r.table)));
  });

  it('an abort stops both passes', async () => {
    const r = await rig();
    for (let n = 1; n <= 20; n++) serverRow(r.table, n);
    const controller = new AbortController();
    r.table.intercept = (_path, params) => {
      if (params.get('order') === 'updated_at.desc,id.desc') controller.abort();
      return undefined;
    };
    await expect(r.puller.pull(controller.signal)).rejects.toMatchObject({
      name: 'PullError',
      kind: 'aborted',
    });
  });
});
