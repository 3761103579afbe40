// The incremental pull of one collection: main keyset pass (with overlap), rows with a null
// cursor, the soft-delete pass, then the window trim. Checkpointed after every persisted page.
import { parseTimestamp } from '../query/collection.ts';
import { definitionFingerprint } from '../registry/definition-fingerprint.ts';
import { later, readCheckpoint, toJson, type Checkpoint } from './checkpoint.ts';
import { storage, throwIfAborted, wireValue } from './fetch-rows.ts';
import { keySweep, keysetPass } from './keyset.ts';
import { baseFilters, keepsDeleted, softDeleteField, windowCutoff, type Position } from './query.ts';
import { classify, persist, type Totals } from './rows.ts';
import type { PullDeps, PullResult } from './types.ts';

/** How often the window trim scans the local copy. */
export const TRIM_EVERY_MS = 5 * 60_000;

export async function runPull<T>(deps: PullDeps<T>, signal: AbortSignal | undefined): Promise<PullResult> {
  const { spec } = deps;
  const now = (deps.now ?? Date.now)();
  // A changed definition starts the passes over; the stored rows stay until re-read rows replace them.
  const definition = definitionFingerprint(spec);
  let checkpoint: Checkpoint = readCheckpoint(await storage(() => deps.pages.getCheckpoint()), definition);
  const totals: Totals = { put: 0, removed: 0, quarantined: 0 };
  const filters = baseFilters(spec, now);
  const common = {
    http: deps.http,
    path: spec.source.path,
    key: spec.key,
    pageSize: spec.pageSize,
    overlapMs: spec.overlapMs,
    signal,
  };

  // Persists a page and moves one part of the checkpoint forward (never back: overlap re-reads).
  const pageWriter =
    (part: 'main' | 'nulls' | 'deleted') =>
    async (rows: Record<string, unknown>[], last: Position | undefined) => {
      if (last) checkpoint = { ...checkpoint, [part]: later(checkpoint[part], last) };
      await persist(deps, classify(deps, rows), totals, toJson(checkpoint));
    };

  await keysetPass({
    ...common,
    select: spec.source.select,
    filters,
    cursor: spec.cursor,
    from: checkpoint.main,
    page: pageWriter('main'),
    // A first sync also reads downwards from the newest row (two-ended.ts); those pages move no checkpoint.
    pageAbove: (rows) => persist(deps, classify(deps, rows), totals),
  });

  // Rows whose cursor is null never match `<cursor>.gt.X` (and sort last): read them apart.
  const nullFilters: [string, string][] = [...filters, [spec.cursor, 'is.null']];
  if (spec.cursorFallback !== undefined) {
    await keysetPass({
      ...common,
      select: spec.source.select,
      filters: nullFilters,
      cursor: spec.cursorFallback,
      from: checkpoint.nulls,
      page: pageWriter('nulls'),
    });
  } else {
    await keySweep({
      ...common,
      select: spec.source.select,
      filters: nullFilters,
      page: (rows) => persist(deps, classify(deps, rows), totals),
    });
  }

  // The stock trigger does not bump the cursor on a soft delete: read deletions by their own column.
  const field = softDeleteField(spec);
  if (field !== undefined) {
    const keep = keepsDeleted(spec);
    await keysetPass({
      ...common,
      select: keep ? spec.source.select : `${spec.key},${field}`,
      filters: filters.filter(([name]) => name !== field),
      cursor: field,
      from: checkpoint.deleted,
      page: pageWriter('deleted'),
    });
  }

  if (
    spec.window &&
    (checkpoint.trimmedAt === undefined ||
      now - checkpoint.trimmedAt >= TRIM_EVERY_MS ||
      checkpoint.trimmedAt > now)
  ) {
    checkpoint = { ...checkpoint, trimmedAt: now };
    await trimWindow(deps, now, totals, toJson(checkpoint), signal);
  }
  return { ...totals, complete: true };
}

/** Drops local rows whose window field fell before the window's start. */
async function trimWindow<T>(
  deps: PullDeps<T>,
  now: number,
  totals: Totals,
  checkpoint: ReturnType<typeof toJson>,
  signal: AbortSignal | undefined,
): Promise<void> {
  const { spec } = deps;
  const cutoff = windowCutoff(spec, now);
  if (!spec.window || cutoff === undefined) return;
  const cutoffMs = Date.parse(cutoff);
  const field = spec.window.field;
  const old: string[] = [];
  await storage(async () => {
    for await (const page of deps.pages.loadAll()) {
      for (const row of page) {
        const at = parseTimestamp(row[field]);
        const key = wireValue(row[spec.key]);
        if (key !== undefined && (at === null || at < cutoffMs)) old.push(key);
      }
    }
  });
  throwIfAborted(signal);
  await persist(deps, { put: [], remove: old, quarantined: 0 }, totals, checkpoint);
}
