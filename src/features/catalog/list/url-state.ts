// The /catalog URL parameters (spec 02-areas §2.2), read with `useUrlState(catalogSearchSchema)`.
// Tri-state filters use the kit's 'suffix' encoding: `status`/`health` are "value:1,other:-1"
// (include 1, exclude -1), `labels` is "key=value:1,key=value:-1". Tag group-bys carry `__tag`.
import { z } from 'zod';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';
import { formatTriState, parseTriState, type TriState } from '../../../lib/screen-state/tri-state-filter.ts';

export const DEFAULT_GROUP_BY = 'config_class,type';
export const TAG_SUFFIX = '__tag';

const optionalString = z.string().optional().catch(undefined);

export const catalogSearchSchema = builtOnFirstUse(() =>
  z.object({
    sortBy: optionalString,
    sortOrder: z.enum(['asc', 'desc']).optional().catch(undefined),
    groupBy: optionalString,
    search: optionalString,
    configType: optionalString,
    labels: optionalString,
    status: optionalString,
    health: optionalString,
  }),
);
export type CatalogSearch = z.infer<typeof catalogSearchSchema>;

export interface LabelFilter {
  readonly key: string;
  readonly value: string;
  readonly state: TriState;
}

/** "k=v:1,k2=v2:-1" → label filters. */
export function parseLabels(raw: string | undefined): LabelFilter[] {
  const out: LabelFilter[] = [];
  for (const [pair, state] of Object.entries(parseTriState(raw, 'suffix'))) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    out.push({ key: pair.slice(0, eq), value: pair.slice(eq + 1), state });
  }
  return out;
}

export function formatLabels(filters: readonly LabelFilter[]): string | undefined {
  return formatTriState(Object.fromEntries(filters.map((f) => [`${f.key}=${f.value}`, f.state])), 'suffix');
}

export type GroupField =
  | { readonly kind: 'provider' }
  | { readonly kind: 'type' }
  | { readonly kind: 'name' }
  | { readonly kind: 'analysis' }
  | { readonly kind: 'changed' }
  | { readonly kind: 'tag'; readonly key: string };

/** "config_class,type" / "cluster__tag" → group fields; unknown names are dropped. */
export function parseGroupBy(raw: string | undefined, hasConfigType: boolean): GroupField[] {
  const source = raw ?? (hasConfigType ? '' : DEFAULT_GROUP_BY);
  const out: GroupField[] = [];
  for (const name of source.split(',')) {
    if (name === 'config_class' || name === 'provider') out.push({ kind: 'provider' });
    else if (name === 'type' || name === 'name' || name === 'analysis' || name === 'changed')
      out.push({ kind: name });
    else if (name.endsWith(TAG_SUFFIX) && name.length > TAG_SUFFIX.length)
      out.push({ kind: 'tag', key: name.slice(0, -TAG_SUFFIX.length) });
  }
  return out;
}

export function formatGroupBy(fields: readonly GroupField[]): string {
  return fields
    .map((f) =>
      f.kind === 'provider' ? 'config_class' : f.kind === 'tag' ? `${f.key}${TAG_SUFFIX}` : f.kind,
    )
    .join(',');
}

/** The summary shows when no type, label or search filter is set (spec §2.2). */
export function showsSummary(search: CatalogSearch): boolean {
  return !search.configType && !search.labels && !search.search;
}

/** Sort fields the list offers, mapped to engine fields; `type` sorts type then name. */
export const SORT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  name: ['name'],
  type: ['type', 'name'],
  status: ['status', 'name'],
  changes: ['changes'],
  analysis: ['analysis_total'],
  cost: ['cost_total_30d'],
  cost_total_30d: ['cost_total_30d'],
  created_at: ['created_at'],
  updated_at: ['updated_at'],
  deleted_at: ['deleted_at'],
};

export function sortOf(search: CatalogSearch): { field: string; dir: 'asc' | 'desc' }[] {
  const dir = search.sortOrder ?? 'asc';
  const fields = SORT_FIELDS[search.sortBy ?? 'type'] ?? SORT_FIELDS['type'] ?? ['type'];
  return fields.map((field) => ({ field, dir }));
}

/** `/catalog?…` for a search state (links that narrow, opened in a new tab too). */
export function catalogHref(search: CatalogSearch): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(search)) if (typeof v === 'string' && v !== '') params.set(k, v);
  const q = params.toString();
  return q === '' ? '/catalog' : `/catalog?${q}`;
}

/** The patch that turns the current search into `to` (every key, so removed keys are removed). */
export function patchTo(
  to: CatalogSearch,
): Required<{ [K in keyof CatalogSearch]: CatalogSearch[K] | undefined }> {
  return {
    sortBy: to.sortBy,
    sortOrder: to.sortOrder,
    groupBy: to.groupBy,
    search: to.search,
    configType: to.configType,
    labels: to.labels,
    status: to.status,
    health: to.health,
  };
}
