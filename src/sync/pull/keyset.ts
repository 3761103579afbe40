// Keyset pagination over one PostgREST source: `order=<cursor>.asc,<key>.asc`,
// `or=(<cursor>.gt.X,and(<cursor>.eq.X,<key>.gt.Y))`, `limit=<pageSize>`.
import { fetchRows, wireValue } from './fetch-rows.ts';
import { instantMinus } from './instant.ts';
import { keysetAfter, params, treeValue, type Position } from './query.ts';
import { lastPosition, readFromBothEnds } from './two-ended.ts';
import type { PullHttp } from './types.ts';

export interface KeysetPass {
  readonly http: PullHttp;
  readonly path: string;
  readonly select: string;
  readonly filters: readonly (readonly [string, string])[];
  /** Ordering column (rows where it is null are left out). */
  readonly cursor: string;
  readonly key: string;
  readonly pageSize: number;
  /** Resume after this position… */
  readonly from: Position | undefined;
  /** …re-reading this far behind it (timestamp cursors only). */
  readonly overlapMs: number;
  readonly signal: AbortSignal | undefined;
  /** Persists one page; `last` is the page's last position. */
  readonly page: (rows: Record<string, unknown>[], last: Position | undefined) => Promise<void>;
  /** Given on a collection's main pass: a first read also reads downwards (two-ended.ts) and persists those pages here, without a checkpoint. */
  readonly pageAbove?: ((rows: Record<string, unknown>[]) => Promise<void>) | undefined;
}

/**
 * Reads every page after `from` (minus the overlap) to the end of the source. A first read (no
 * `from`) with `pageAbove` reads from both ends once the first page is full (two-ended.ts), then
 * goes on upwards from the newest row it met to the end (rows changed meanwhile).
 */
export async function keysetPass(pass: KeysetPass): Promise<void> {
  const base: [string, string][] = [
    ['select', pass.select],
    ...pass.filters.map(([k, v]): [string, string] => [k, v]),
    [pass.cursor, 'not.is.null'],
  ];
  const order: [string, string] = ['order', `${pass.cursor}.asc,${pass.key}.asc`];
  const limit: [string, string] = ['limit', String(pass.pageSize)];
  const overlapStart =
    pass.from && pass.overlapMs > 0 ? instantMinus(pass.from.c, pass.overlapMs) : undefined;
  const fetchAfter = (after: Position | undefined, first: boolean) => {
    const query = [...base, order, limit];
    if (after) query.push(['or', keysetAfter(pass.cursor, pass.key, after)]);
    else if (first && overlapStart !== undefined) query.push([pass.cursor, `gte.${overlapStart}`]);
    return fetchRows(pass.http, pass.path, params(query), pass.signal);
  };
  let pending = fetchAfter(overlapStart === undefined ? pass.from : undefined, true);
  /** Checkpointed with the next page even when that page is empty (the two-ended read's top). */
  let reached: Position | undefined;
  if (pass.from === undefined && pass.pageAbove) {
    const first = await pending;
    if (first.length >= pass.pageSize && lastPosition(first, pass.cursor, pass.key) !== undefined) {
      const end = await readFromBothEnds({
        ...pass,
        base: [...base, limit],
        first,
        pageAbove: pass.pageAbove,
        fetchAfter: (top) => fetchAfter(top, false),
      });
      if (end.kind === 'end') return;
      reached = end.top;
      pending = end.next;
    } else pending = Promise.resolve(first);
  }
  for (;;) {
    const rows = await pending;
    const last = lastPosition(rows, pass.cursor, pass.key) ?? reached;
    reached = undefined;
    const more = rows.length >= pass.pageSize && last !== undefined;
    // The next page is asked for while this one is stored: the server's time and ours overlap.
    // Pages are still persisted (and checkpointed) strictly in order.
    if (more) {
      pending = fetchAfter(last, false);
      pending.catch(() => undefined); // observed when awaited; not an unhandled rejection meanwhile
    }
    await pass.page(rows, last);
    if (!more) return;
  }
}

/** Pages through a source ordered by key alone (`<key>=gt.Y`), for sweeps. */
export async function keySweep(
  pass: Omit<KeysetPass, 'cursor' | 'from' | 'overlapMs' | 'page'> & {
    readonly page: (rows: Record<string, unknown>[]) => Promise<void>;
  },
): Promise<void> {
  let after: string | undefined;
  for (;;) {
    const query: [string, string][] = [
      ['select', pass.select],
      ...pass.filters.map(([k, v]): [string, string] => [k, v]),
    ];
    if (after !== undefined) query.push([pass.key, `gt.${after}`]);
    query.push(['order', `${pass.key}.asc`], ['limit', String(pass.pageSize)]);
    const rows = await fetchRows(pass.http, pass.path, params(query), pass.signal);
    await pass.page(rows);
    const lastRow = rows[rows.length - 1];
    const last = lastRow && wireValue(lastRow[pass.key]);
    if (rows.length < pass.pageSize || last === undefined) return;
    after = last;
  }
}

/** `<key>=in.(a,b,…)`. */
export function inList(keys: readonly string[]): string {
  return `in.(${keys.map(treeValue).join(',')})`;
}
