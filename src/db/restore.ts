import { z } from 'zod';
import type { VersionedSchema } from './store.ts';

/** The outcome of restoring one stored record. */
export type Restored<T> =
  | { readonly kind: 'ok'; readonly value: T; readonly migrated: boolean }
  /** Failed migration or validation: the caller quarantines it with `reason`. */
  | { readonly kind: 'invalid'; readonly reason: string }
  /** Written by a newer app version: leave it in place, do not return it. */
  | { readonly kind: 'newer' };

/**
 * The one path every stored record takes on its way out: migrate from `v` to the schema's
 * version step by step, then validate. Never throws.
 */
export function restore<T>(spec: VersionedSchema<T>, v: number, data: unknown): Restored<T> {
  if (!Number.isInteger(v) || v < 1) return { kind: 'invalid', reason: `bad version ${String(v)}` };
  if (v > spec.version) return { kind: 'newer' };
  let current = data;
  for (let from = v; from < spec.version; from++) {
    const step = spec.migrations?.[from];
    if (!step) return { kind: 'invalid', reason: `no migration from version ${from} to ${from + 1}` };
    try {
      current = step(current);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { kind: 'invalid', reason: `migration ${from}→${from + 1} failed: ${message}` };
    }
  }
  const parsed = spec.schema.safeParse(current);
  if (!parsed.success) return { kind: 'invalid', reason: z.prettifyError(parsed.error).slice(0, 500) };
  return { kind: 'ok', value: parsed.data, migrated: v !== spec.version };
}
