// Options of the catalogue filters, from the local catalogue: type/status/health from facet
// counts, tag keys and label pairs from a sample of rows (maps have no facets; a few hundred
// rows carry every key a real estate uses, and the window stays small across the worker).
import { useMemo } from 'react';
import { useLiveQuery } from '../../../sync/client/hooks.tsx';
import { configItems } from '../../../sync/collections/config-items.ts';
import type { ValueCount } from '../../../sync/query/aggregates.ts';

const SAMPLE = 500;

export interface FilterOptions {
  readonly types: readonly ValueCount[];
  readonly statuses: readonly ValueCount[];
  readonly healths: readonly ValueCount[];
  readonly tagKeys: readonly string[];
  readonly labels: readonly { key: string; value: string }[];
}

export function useFilterOptions(hideDeleted: boolean): FilterOptions {
  const where = hideDeleted ? [{ field: 'deleted_at', isNull: true }] : [];
  const facets = useLiveQuery(configItems, { where, facets: ['type', 'status', 'health'], limit: 0 });
  const sample = useLiveQuery(configItems, { where, limit: SAMPLE, sort: [{ field: 'updated_at', dir: 'desc' }] });
  const rows = sample.result?.rows;
  const maps = useMemo(() => {
    const tagKeys = new Set<string>();
    const labels = new Map<string, { key: string; value: string }>();
    for (const row of rows ?? []) {
      for (const k of Object.keys(row.tags ?? {})) tagKeys.add(k);
      for (const [key, value] of Object.entries(row.labels ?? {})) labels.set(`${key}=${value}`, { key, value });
    }
    return { tagKeys: [...tagKeys].sort(), labels: [...labels.values()].sort((a, b) => `${a.key}=${a.value}`.localeCompare(`${b.key}=${b.value}`)) };
  }, [rows]);
  const f = facets.result?.facets;
  return { types: f?.['type'] ?? [], statuses: f?.['status'] ?? [], healths: f?.['health'] ?? [], ...maps };
}
