// Id reconciliation: a cheap sweep (`select=<key>,<cursor>,…` in key order) compared with the
// local copy. Local rows the server no longer has are removed (hard deletes, rows that left the
// filters); rows whose cursor or compared fields differ are fetched again (soft deletes that did
// not move the cursor, restores, edits outside the trigger's reach such as config_items status).
import { storage, throwIfAborted, wireValue } from './fetch-rows.ts';
import { fetchRows } from './fetch-rows.ts';
import { inList, keySweep } from './keyset.ts';
import { baseFilters, params, softDeleteField } from './query.ts';
import { classify, persist, type Totals } from './rows.ts';
import { stableJson } from '../../lib/stable-json.ts';
import { narrowSelect } from './select.ts';
import type { PullDeps, PullResult } from './types.ts';

const REFETCH_CHUNK = 100;

/** Fields compared by the sweep: key, cursors, soft-delete and window columns, and the engine's plain fields. */
export function reconcileFields<T>(deps: PullDeps<T>): { select: string; keys: string[] } {
  const { spec } = deps;
  const fields: string[] = [spec.key, spec.cursor];
  if (spec.cursorFallback !== undefined) fields.push(spec.cursorFallback);
  const soft = softDeleteField(spec);
  if (soft !== undefined) fields.push(soft);
  if (spec.window) fields.push(spec.window.field);
  for (const [name, field] of Object.entries(spec.engine.fields))
    if (field.get === undefined) fields.push(name);
  return narrowSelect(spec.source.select, fields);
}

export async function runReconcile<T>(
  deps: PullDeps<T>,
  signal: AbortSignal | undefined,
): Promise<PullResult> {
  const { spec } = deps;
  const now = (deps.now ?? Date.now)();
  const totals: Totals = { put: 0, removed: 0, quarantined: 0 };
  const local = new Map<string, Record<string, unknown>>();
  await storage(async () => {
    for await (const page of deps.pages.loadAll()) {
      for (const row of page) {
        const record = row as Record<string, unknown>;
        const key = wireValue(record[spec.key]);
        if (key !== undefined) local.set(key, record);
      }
    }
  });
  const filters = baseFilters(spec, now);
  const { select, keys: compared } = reconcileFields(deps);
  const seen = new Set<string>();

  const differs = (server: Record<string, unknown>, mine: Record<string, unknown>): boolean =>
    compared.some((field) => {
      if (field === spec.cursor || field === spec.key)
        return wireValue(server[field]) !== wireValue(mine[field]);
      // Columns the schema does not keep cannot be compared.
      return field in mine && stableJson(server[field] ?? null) !== stableJson(mine[field] ?? null);
    });

  const refetch = async (stale: string[]): Promise<void> => {
    for (let i = 0; i < stale.length; i += REFETCH_CHUNK) {
      const chunk = stale.slice(i, i + REFETCH_CHUNK);
      const rows = await fetchRows(
        deps.http,
        spec.source.path,
        params([['select', spec.source.select], ...filters, [spec.key, inList(chunk)]]),
        signal,
      );
      const batch = classify(deps, rows);
      const returned = new Set(rows.map((row) => wireValue(row[spec.key])));
      for (const key of chunk) if (!returned.has(key) && local.has(key)) batch.remove.push(key);
      await persist(deps, batch, totals);
    }
  };

  await keySweep({
    http: deps.http,
    path: spec.source.path,
    select,
    filters,
    key: spec.key,
    pageSize: spec.pageSize,
    signal,
    page: async (rows) => {
      const stale: string[] = [];
      for (const row of rows) {
        const key = wireValue(row[spec.key]);
        if (key === undefined) continue;
        seen.add(key);
        const mine = local.get(key);
        if (!mine || differs(row, mine)) stale.push(key);
      }
      await refetch(stale);
    },
  });
  throwIfAborted(signal);
  const gone = [...local.keys()].filter((key) => !seen.has(key));
  for (let i = 0; i < gone.length; i += spec.pageSize) {
    await persist(deps, { put: [], remove: gone.slice(i, i + spec.pageSize), quarantined: 0 }, totals);
  }
  return { ...totals, complete: true };
}
