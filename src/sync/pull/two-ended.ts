// A collection's first pull reads its source from both ends at once: upwards in the usual
// `(cursor, key)` keyset order and downwards from the newest row, until the two meet. The server
// answers two requests at a time (its database and its JSON writer overlap, and so do ours), so a
// large first sync takes about half the round trips end to end. Only the upward pages move the
// checkpoint: a crash resumes from there and re-reads the downward pages (upserts, harmless).
import { PullError } from './types.ts';
import { fetchRows, wireValue } from './fetch-rows.ts';
import { compareCursor } from './instant.ts';
import { keysetAfter, keysetBefore, params, type Position } from './query.ts';
import type { PullHttp } from './types.ts';

type Rows = Record<string, unknown>[];

export interface TwoEndedRead {
  readonly http: PullHttp;
  readonly path: string;
  /** Every parameter but `order` and the keyset `or` (select, filters, `cursor=not.is.null`, limit). */
  readonly base: readonly (readonly [string, string])[];
  readonly cursor: string;
  readonly key: string;
  readonly pageSize: number;
  readonly signal: AbortSignal | undefined;
  /** The first upward page (already fetched, full). */
  readonly first: Rows;
  /** Persists an upward page and checkpoints `last` (every row at or below it is stored). */
  readonly page: (rows: Rows, last: Position | undefined) => Promise<void>;
  /** Persists a downward page (no checkpoint: rows below it may still be missing). */
  readonly pageAbove: (rows: Rows) => Promise<void>;
  /** Asks for the first page after `top` (the rows changed meanwhile), as soon as the passes meet. */
  readonly fetchAfter: (top: Position) => Promise<Rows>;
}

/** How the two-ended read ended. */
export type TwoEndedEnd =
  /** The upward pass reached the end of the source by itself: nothing is left to read. */
  | { readonly kind: 'end' }
  /** The passes met: every row up to `top` (the newest at the start) is stored, none checkpointed past the upward pages. */
  | { readonly kind: 'met'; readonly top: Position; readonly next: Promise<Rows> };

export function position(
  row: Record<string, unknown> | undefined,
  cursor: string,
  key: string,
): Position | undefined {
  const c = row && wireValue(row[cursor]);
  const k = row && wireValue(row[key]);
  return c !== undefined && k !== undefined ? { c, k } : undefined;
}

/** The last row with a position, scanning back from the end. */
export function lastPosition(
  rows: readonly Record<string, unknown>[],
  cursor: string,
  key: string,
): Position | undefined {
  for (let i = rows.length - 1; i >= 0; i--) {
    const found = position(rows[i], cursor, key);
    if (found) return found;
  }
  return undefined;
}

function firstPosition(
  rows: readonly Record<string, unknown>[],
  cursor: string,
  key: string,
): Position | undefined {
  for (const row of rows) {
    const found = position(row, cursor, key);
    if (found) return found;
  }
  return undefined;
}

/**
 * Reads upwards from after `first` and downwards from the newest row until one pass receives a row
 * (same key, same cursor value) the other already read: their ranges then overlap and together
 * cover everything from the start to the newest row at the start. A row that moved meanwhile (a
 * new cursor value) does not count, so an edit during the sync can never end it early. Requests
 * still in flight then are cancelled; pages are persisted one at a time, in arrival order.
 */
export async function readFromBothEnds(read: TwoEndedRead): Promise<TwoEndedEnd> {
  const { cursor, key, pageSize } = read;
  const local = new AbortController();
  const stopLocal = () => local.abort();
  read.signal?.addEventListener('abort', stopLocal, { once: true });
  const readUp = new Map<string, string>();
  const readDown = new Map<string, string>();
  let met = false;
  let ended = false;
  let top: Position | undefined;
  let failure: unknown;
  let next: Promise<Rows> | undefined;
  let writes: Promise<void> = Promise.resolve();
  const persist = (task: () => Promise<void>): Promise<void> => (writes = writes.then(task));

  /**
   * Notes the rows' versions and leaves out those the other pass already read, as they were (the
   * passes met) or newer (edited between the two reads: the page read first may be stored last).
   */
  const note = (
    rows: Rows,
    own: Map<string, string>,
    other: Map<string, string>,
  ): { fresh: Rows; met: boolean } => {
    const fresh: Rows = [];
    let met = false;
    for (const row of rows) {
      const at = position(row, cursor, key);
      const seen = at && other.get(at.k);
      if (at && seen !== undefined) {
        const age = compareCursor(at.c, seen);
        if (age === 0) met = true;
        if (age <= 0) continue;
      }
      if (at) own.set(at.k, at.c);
      fresh.push(row);
    }
    return { fresh, met };
  };
  const meet = () => {
    if (met) return;
    met = true;
    local.abort(); // what the other pass still waits for is already covered
    // The page after the newest row is asked for now, while the last pages are stored.
    if (!ended && top && failure === undefined) {
      next = read.fetchAfter(top);
      next.catch(() => undefined); // observed when awaited
    }
  };
  const fetchPage = (order: 'asc' | 'desc', from: Position | undefined): Promise<Rows> => {
    const query = [...read.base, ['order', `${cursor}.${order},${key}.${order}`] as const];
    if (from)
      query.push(['or', order === 'asc' ? keysetAfter(cursor, key, from) : keysetBefore(cursor, key, from)]);
    const pending = fetchRows(read.http, read.path, params(query), local.signal);
    pending.catch(() => undefined); // observed when awaited
    return pending;
  };
  /** A page that was cancelled because the passes met (or the other failed) ends this pass quietly. */
  const receive = async (pending: Promise<Rows>): Promise<Rows | undefined> => {
    try {
      const rows = await pending;
      return met || failure !== undefined ? undefined : rows;
    } catch (error) {
      if (
        (met || failure !== undefined) &&
        error instanceof PullError &&
        error.kind === 'aborted' &&
        read.signal?.aborted !== true
      )
        return undefined;
      throw error;
    }
  };

  const up = async (): Promise<void> => {
    let rows: Rows | undefined = read.first;
    while (rows) {
      const last = lastPosition(rows, cursor, key);
      const seen = note(rows, readUp, readDown);
      // A short page reached the end of the source: nothing is left to read after it.
      if (rows.length < pageSize || last === undefined) ended = true;
      if (seen.met || ended) meet();
      const next = met ? undefined : fetchPage('asc', last);
      await persist(() => read.page(seen.fresh, last));
      rows = next && (await receive(next));
    }
  };
  const down = async (): Promise<void> => {
    let rows = await receive(fetchPage('desc', undefined));
    while (rows) {
      top ??= firstPosition(rows, cursor, key);
      const low = lastPosition(rows, cursor, key);
      const seen = note(rows, readDown, readUp);
      if (seen.met) meet();
      // A short page went down to the oldest row: everything is read.
      if (rows.length < pageSize || low === undefined) meet();
      const next = met ? undefined : fetchPage('desc', low);
      await persist(() => read.pageAbove(seen.fresh));
      rows = next && (await receive(next));
    }
  };
  const fail = (error: unknown) => {
    failure ??= error;
    local.abort();
  };
  try {
    await Promise.all([up().catch(fail), down().catch(fail)]);
    await writes.catch(fail);
  } finally {
    read.signal?.removeEventListener('abort', stopLocal);
  }
  if (failure instanceof Error) throw failure;
  if (failure !== undefined) throw new PullError('network', 'the first pull failed');
  if (ended || !top) return { kind: 'end' };
  return { kind: 'met', top, next: next ?? read.fetchAfter(top) };
}
