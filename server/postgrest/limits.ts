import { PgrstError } from './errors.ts';
import type { ReadNode } from './plan.ts';

/**
 * Limits that keep one request from costing the server what many would: how deep a select may
 * embed, how large a response may grow, and no NUL bytes (Postgres text cannot hold them).
 */
export const DEFAULT_MAX_EMBED_DEPTH = 3;
export const DEFAULT_MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

/** Most nested embeds a select may ask for, whatever their kind. */
export const MAX_TOTAL_EMBED_DEPTH = 6;

/**
 * Levels of embedding under `node`: all of them, and those that multiply rows (to-many embeds;
 * a to-one embed adds at most one row per parent, like Mission Control's `created_by(name)`).
 */
export function embedDepth(node: ReadNode): { total: number; toMany: number } {
  let total = 0;
  let toMany = 0;
  for (const e of node.embeds) {
    const below = embedDepth(e.node);
    total = Math.max(total, 1 + below.total);
    toMany = Math.max(toMany, (e.toOne ? 0 : 1) + below.toMany);
  }
  return { total, toMany };
}

/**
 * Each to-many level multiplies the rows read: four levels of a few hundred rows each is hundreds
 * of megabytes. To-one levels are cheap and Mission Control's incident page nests four embeds
 * (hypotheses → comments → responder → team), so they count only toward a looser bound.
 */
export function checkEmbedDepth(root: ReadNode, max: number): void {
  const depth = embedDepth(root);
  if (depth.toMany <= max && depth.total <= Math.max(max, MAX_TOTAL_EMBED_DEPTH)) return;
  const tooMany = depth.toMany > max;
  throw new PgrstError(
    400,
    'PGRST100',
    tooMany ? `Embedding to-many relationships is limited to ${max} levels` : 'Embedding is too deep',
    tooMany
      ? `The select nests ${depth.toMany} levels of to-many embeds`
      : `The select nests ${depth.total} levels of embeds; the limit is ${Math.max(max, MAX_TOTAL_EMBED_DEPTH)}`,
    'Read the deeper resources with a separate request',
  );
}

/** A response body over `max` bytes is refused rather than sent (and held in memory twice). */
export function checkResponseSize(body: string, max: number): void {
  if (body.length <= max / 3 || Buffer.byteLength(body) <= max) return;
  throw new PgrstError(
    400,
    '54000',
    'Response is too large',
    `The response would be ${Buffer.byteLength(body)} bytes; the limit is ${max}`,
    'Select fewer columns or embeds, or read in pages with limit and offset',
  );
}

/** The error Postgres gives for a NUL byte in text, as PostgREST answers it. */
export function nulByteError(): PgrstError {
  return new PgrstError(400, '22021', 'invalid byte sequence for encoding "UTF8": 0x00');
}

/** Query parameters (names and values) carrying a NUL byte are refused before any SQL runs. */
export function rejectNulBytes(pairs: readonly (readonly [string, string])[]): void {
  for (const [k, v] of pairs) if (k.includes('\0') || v.includes('\0')) throw nulByteError();
}

/** Whether a parsed JSON value holds a NUL byte in any string or key. */
export function jsonHasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(jsonHasNul);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).some(([k, v]) => k.includes('\0') || jsonHasNul(v));
  return false;
}
