// The puller's checkpoint, stored with each persisted page (PageCollection.write). One JSON
// record per collection: the definition the rows were pulled under, where each pass has read up
// to, and when the window was last trimmed.
import { z } from 'zod';
import type { Json } from '../../db/store.ts';
import { compareCursor } from './instant.ts';
import type { Position } from './query.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

const positionSchema = builtOnFirstUse(() => z.object({ c: z.string(), k: z.string() }));

const checkpointSchema = builtOnFirstUse(() =>
  z.object({
    v: z.literal(1),
    /** Fingerprint of the collection's definition the stored rows were pulled under (definitionFingerprint). */
    def: z.string().optional(),
    /** Last row read by the incremental pass, in (cursor, key) order. */
    main: positionSchema.optional(),
    /** Same, for rows whose cursor is null, keyed by `cursorFallback`. */
    nulls: positionSchema.optional(),
    /** Last row read by the soft-delete pass, in (deleted field, key) order. */
    deleted: positionSchema.optional(),
    /** Epoch ms of the last window trim. */
    trimmedAt: z.number().optional(),
  }),
);

export type Checkpoint = z.infer<typeof checkpointSchema>;

/**
 * The stored checkpoint when the rows were pulled under `definition`; otherwise (absent,
 * unreadable, or another definition: a field added, the select or the version changed) a fresh
 * one, so the pull reads the whole collection again over the rows already stored.
 */
export function readCheckpoint(stored: Json | undefined, definition: string): Checkpoint {
  const parsed = checkpointSchema.safeParse(stored);
  return parsed.success && parsed.data.def === definition ? parsed.data : { v: 1, def: definition };
}

export function toJson(checkpoint: Checkpoint): Json {
  const out: { [key: string]: Json } = { v: checkpoint.v };
  if (checkpoint.def !== undefined) out['def'] = checkpoint.def;
  if (checkpoint.main) out['main'] = { ...checkpoint.main };
  if (checkpoint.nulls) out['nulls'] = { ...checkpoint.nulls };
  if (checkpoint.deleted) out['deleted'] = { ...checkpoint.deleted };
  if (checkpoint.trimmedAt !== undefined) out['trimmedAt'] = checkpoint.trimmedAt;
  return out;
}

/** The later of two positions: re-reading the overlap never moves a checkpoint backwards. */
export function later(a: Position | undefined, b: Position): Position {
  if (!a) return b;
  const byCursor = compareCursor(a.c, b.c);
  if (byCursor !== 0) return byCursor > 0 ? a : b;
  return a.k >= b.k ? a : b;
}
