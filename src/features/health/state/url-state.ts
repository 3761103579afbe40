// The health dashboard's address (spec 01-core §2 "Health dashboard"), read and written with
// `useUrlState(healthSearchSchema)`: every parameter parsed with zod, and what reads back as a
// default ('all' or empty groupBy/tabBy, no labels, Hide Passing on) is left out of the address.
import { z } from 'zod';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';
import { toggleTriState, triStateMapOf, type TriState } from '../../../lib/screen-state/tri-state-filter.ts';
import { parseUrlValues, rawPatchOf, type UrlStatePatch } from '../../../lib/screen-state/url-values.ts';

/** A label's id in the `labels` map: `key=value`. */
export type LabelId = string;
export type { TriState };
export { toggleTriState };

const optionalText = z
  .string()
  .optional()
  .catch(undefined)
  .transform((v) => (v === undefined || v === '' ? undefined : v));

/** `labels` is a JSON map in the address; bad entries are dropped, an empty map is none. */
const labelsParam = z.unknown().transform((raw): Record<LabelId, TriState> | undefined => {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      return undefined;
    }
  }
  const map = triStateMapOf(value);
  return Object.keys(map).length > 0 ? { ...map } : undefined;
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
    hidePassing: boolParam.transform((v) => v ?? true),
    /** Check drawer: status history filters. */
    status: z.enum(['healthy', 'unhealthy']).optional().catch(undefined),
    duration: optionalText,
    detailTab: optionalText,
  }),
);
export type HealthSearch = Partial<z.infer<typeof healthSearchSchema>>;
/** A change to the address: keys set to undefined (or a default) leave it. */
export type HealthSearchPatch = UrlStatePatch<HealthSearch>;
/** Writes a patch; a history entry is added unless `replace`. */
export type OnHealthSearch = (patch: HealthSearchPatch, opts?: { replace?: boolean }) => void;

/** Parses plain address values (what `useUrlState` reads); never throws (a bad value is dropped). */
export function parseHealthSearch(raw: Readonly<Record<string, string | undefined>>): HealthSearch {
  return parseUrlValues(healthSearchSchema, raw);
}

/**
 * What of `search` the address keeps: values that read back as their default ('all' and empty
 * groupBy/tabBy, an empty labels map, hidePassing true) are left out, as `useUrlState` writes.
 */
export function cleanHealthSearch(search: HealthSearch): HealthSearch {
  const written = rawPatchOf(healthSearchSchema, search);
  return Object.fromEntries(Object.entries(search).filter(([key]) => written[key] !== undefined));
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

export function labelId(key: string, value: string): LabelId {
  return `${key}=${value}`;
}

export function splitLabelId(id: LabelId): { key: string; value: string } {
  const eq = id.indexOf('=');
  return eq < 0 ? { key: id, value: '' } : { key: id.slice(0, eq), value: id.slice(eq + 1) };
}
