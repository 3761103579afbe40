// First screen first: while a collection's first sync is still running, the rows an open query
// shows first are asked of the server directly (its equality filters and sort, one small page)
// and stored like any pulled page. Without this, a filtered list waits until the keyset pass,
// which reads oldest first, happens to reach its rows (a minute at 100k on our machines).
import type { QueryInput } from '../query/query-schema.ts';
import { classifyFilter } from '../query/query-schema.ts';
import { fetchRows } from './fetch-rows.ts';
import { baseFilters, treeValue } from './query.ts';
import { classify, persist, type Totals } from './rows.ts';
import type { PullDeps, PullResult } from './types.ts';

/** At most this many rows per first-screen request: a screenful or two, never a bulk read. */
export const FIRST_SCREEN_MAX_ROWS = 200;

/**
 * The PostgREST parameters for the first window of `query`, or undefined when there is nothing to
 * ask (no rows wanted, a later window, or the collection declares no server fields). Filters the
 * server cannot mirror exactly (text, maps, ranges, exclusions, nulls in a list) are left out: the
 * answer is then a superset, and the engine still applies the whole query to it.
 */
export function firstScreenParams<T>(
  deps: Pick<PullDeps<T>, 'spec' | 'now'>,
  query: QueryInput,
): URLSearchParams | undefined {
  const { spec } = deps;
  const server = new Set(spec.serverFields ?? []);
  const limit = Math.min(query.limit ?? 100, FIRST_SCREEN_MAX_ROWS);
  if (server.size === 0 || limit <= 0 || (query.offset ?? 0) > 0) return undefined;
  const params = new URLSearchParams({ select: spec.source.select });
  for (const [name, value] of baseFilters(spec, (deps.now ?? Date.now)())) params.append(name, value);
  for (const filter of query.where ?? []) {
    if (!server.has(filter.field)) continue;
    const classified = classifyFilter(filter);
    if (classified.kind === 'null')
      params.append(filter.field, classified.filter.isNull ? 'is.null' : 'not.is.null');
    const values =
      classified.kind === 'in'
        ? classified.filter.in
        : classified.kind === 'values'
          ? (classified.filter.include ?? [])
          : [];
    const listed = values.flatMap((value) =>
      value === null ? [] : [typeof value === 'string' ? treeValue(value) : String(value)],
    );
    const [only] = values;
    // One value is asked with `eq`: Postgres plans `= ANY($1)` for any array, and on the 100k
    // estate read all 25k pods to sort them (97 ms) where `= $1` walks the key order (2 ms).
    if (values.length === 1 && only !== null && only !== undefined)
      params.append(filter.field, `eq.${String(only)}`);
    else if (listed.length > 0 && listed.length === values.length)
      params.append(filter.field, `in.(${listed.join(',')})`);
  }
  // Every leading sort key the server has, so the rows shown first are the list's top rows
  // (type then name, not type then id); from the first it lacks on, the engine orders alone.
  const order: string[] = [];
  for (const key of query.sort ?? []) {
    if (key.key !== undefined || !server.has(key.field)) break;
    order.push(`${key.field}.${key.dir ?? 'asc'}`);
  }
  if (order.length === 0) order.push(`${spec.cursor}.desc`);
  if (!order.some((key) => key.startsWith(`${spec.key}.`))) order.push(`${spec.key}.asc`);
  params.set('order', order.join(','));
  params.set('limit', String(limit));
  return params;
}

/**
 * Fetches and stores the first window of each query it is given (no checkpoint moves: the keyset
 * pass goes on). A request already made is not made again: typing in a search box changes the
 * query but not what the server is asked.
 */
export function createFirstScreen<T>(
  deps: PullDeps<T>,
): (query: QueryInput, signal?: AbortSignal) => Promise<PullResult> {
  const asked = new Set<string>();
  return async (query, signal) => {
    const totals: Totals = { put: 0, removed: 0, quarantined: 0 };
    const params = firstScreenParams(deps, query);
    if (!params || asked.has(params.toString())) return { ...totals, complete: false };
    asked.add(params.toString());
    const batch = classify(deps, await fetchRows(deps.http, deps.spec.source.path, params, signal));
    // Shown before it is stored (unlike a keyset page): the store's queue may be busy with a large
    // page of the pass, and these rows need no checkpoint; if the write fails, the pass brings them.
    if (batch.put.length > 0 || batch.remove.length > 0)
      deps.onRows({ put: batch.put, remove: batch.remove });
    await persist({ ...deps, onRows: () => undefined }, batch, totals);
    return { ...totals, complete: false };
  };
}
