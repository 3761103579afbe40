// Options of the catalogue filters, from the local catalogue in one engine query: type/status/health
// from facet counts, label key=value pairs (with counts) and tag keys from map facets, counted
// over every matching item (not a sample), so a rare label is offered too.
import { useMemo } from 'react';
import { useLiveQuery } from '../../../sync/client/hooks.tsx';
import { configItems } from '../../../sync/collections/config-items.ts';
import type { MapValueCount, ValueCount } from '../../../sync/client/public-types.ts';
import { filterOptionsQuery } from './list-query.ts';

export interface LabelOption {
  readonly key: string;
  readonly value: string;
  readonly count: number;
}

export interface FilterOptions {
  readonly types: readonly ValueCount[];
  readonly statuses: readonly ValueCount[];
  readonly healths: readonly ValueCount[];
  readonly tagKeys: readonly string[];
  /** Sorted by `key=value`. */
  readonly labels: readonly LabelOption[];
}

const collator = new Intl.Collator();

/** Label options from the labels map facet (pairs only), in `key=value` order. */
export function labelOptions(counts: readonly MapValueCount[] | undefined): LabelOption[] {
  // Sort keys built once and one collator (localeCompare per comparison costs ~10x for 500 pairs).
  const keyed: { option: LabelOption; sortKey: string }[] = [];
  for (const { key, value, count } of counts ?? [])
    if (value !== null) keyed.push({ option: { key, value, count }, sortKey: `${key}=${value}` });
  return keyed.sort((a, b) => collator.compare(a.sortKey, b.sortKey)).map((entry) => entry.option);
}

export function useFilterOptions(hideDeleted: boolean): FilterOptions {
  const { result } = useLiveQuery(configItems, filterOptionsQuery(hideDeleted));
  const maps = result?.mapFacets;
  const labels = useMemo(() => labelOptions(maps?.['labels']), [maps]);
  const tagKeys = useMemo(() => (maps?.['tags'] ?? []).map((entry) => entry.key).sort(), [maps]);
  const f = result?.facets;
  // One object per answer: the memoized filter bar re-renders only when the options changed.
  return useMemo(
    () => ({
      types: f?.['type'] ?? [],
      statuses: f?.['status'] ?? [],
      healths: f?.['health'] ?? [],
      tagKeys,
      labels,
    }),
    [f, tagKeys, labels],
  );
}
