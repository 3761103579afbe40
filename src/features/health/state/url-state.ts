// The health dashboard's address (spec 01-core §2 "Health dashboard"): every parameter parsed with
// zod, and the rule that 'all' or empty groupBy/tabBy values are dropped from the address.
import { z } from 'zod';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';

/** A label's id in the `labels` map: `key=value`. */
export type LabelId = string;
/** Tri-state of one item (spec §4): include 1, exclude -1 (none is absent). */
export type TriState = 1 | -1;

const optionalText = z
  .string()
  .optional()
  .catch(undefined)
  .transform((v) => (v === undefined || v === '' ? undefined : v));

/** `labels` arrives as a JSON string (or already parsed by the router); bad entries are dropped. */
const labelsParam = z.unknown().transform((raw): Record<LabelId, TriState> | undefined => {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      return undefined;
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const out: Record<LabelId, TriState> = {};
  for (const [id, state] of Object.entries(value as Record<string, unknown>))
    if (state === 1 || state === -1) out[id] = state;
  return Object.keys(out).length > 0 ? out : undefined;
});

const dropAll = optionalText.transform((v) => (v === 'all' ? undefined : v));

const boolParam = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .catch(undefined)
  .transform((v) => (v === undefined ? undefined : v === true || v === 'true'));

export const healthSearchSchema = builtOnFirstUse(() =>
  z.object({
    timeRange: optionalText,
    labels: labelsParam.optional(),
    query: optionalText,
    layout: z.enum(['table', 'card']).optional().catch(undefined),
    checkId: optionalText,
    sortBy: optionalText,
    sortDesc: boolParam,
    pivotBy: optionalText,
    pivotLabel: optionalText,
    pivotCellType: optionalText,
    groupBy: dropAll,
    tabBy: dropAll,
    /** The selected tab's value (which namespace, label value or agent). */
    tab: optionalText,
    /** Filter panel: Hide Passing (default on, so only `false` is written). */
    hidePassing: boolParam,
    /** Check drawer: status history filters. */
    status: z.enum(['healthy', 'unhealthy']).optional().catch(undefined),
    duration: optionalText,
    detailTab: optionalText,
  }),
);
export type HealthSearch = Partial<z.infer<typeof healthSearchSchema>>;

/** Parses the router's search object; never throws (a bad parameter is dropped). */
export function parseHealthSearch(raw: unknown): HealthSearch {
  const parsed = healthSearchSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : {};
}

/**
 * Removes defaults and empties before the state goes back into the address: 'all' and empty
 * groupBy/tabBy, an empty labels map, hidePassing true (the default).
 */
export function cleanHealthSearch(search: HealthSearch): HealthSearch {
  const out: Record<string, unknown> & HealthSearch = {};
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === '') continue;
    if ((key === 'groupBy' || key === 'tabBy') && value === 'all') continue;
    if (key === 'labels' && typeof value === 'object' && value !== null && Object.keys(value).length === 0)
      continue;
    if (key === 'hidePassing' && value === true) continue;
    out[key] = value;
  }
  return out;
}

export const DEFAULTS = {
  hidePassing: true,
  tabBy: 'namespace',
  groupBy: 'canary_name',
  layout: 'table',
} as const;

/** The view state with the spec's defaults filled in. */
export interface HealthView {
  hidePassing: boolean;
  tabBy: string;
  groupBy: string;
  layout: 'table' | 'card';
}

export function viewOf(search: HealthSearch): HealthView {
  return {
    hidePassing: search.hidePassing ?? DEFAULTS.hidePassing,
    tabBy: search.tabBy ?? DEFAULTS.tabBy,
    groupBy: search.groupBy ?? DEFAULTS.groupBy,
    layout: search.layout ?? DEFAULTS.layout,
  };
}

/** Spec §4: clicking the active state resets to none; otherwise sets it. */
export function toggleTriState(
  labels: Readonly<Record<LabelId, TriState>> | undefined,
  id: LabelId,
  clicked: TriState,
): Record<LabelId, TriState> {
  const next = { ...labels };
  if (next[id] === clicked) delete next[id];
  else next[id] = clicked;
  return next;
}

export function labelId(key: string, value: string): LabelId {
  return `${key}=${value}`;
}

export function splitLabelId(id: LabelId): { key: string; value: string } {
  const eq = id.indexOf('=');
  return eq < 0 ? { key: id, value: '' } : { key: id.slice(0, eq), value: id.slice(eq + 1) };
}
