// The filters' options from the local components in one engine query (health, type and agent
// counts, label pairs, the headline properties to sort by), and the agents' names.
import { useMemo } from 'react';
import { useLiveQuery } from '../../../sync/client/hooks.tsx';
import { agents } from '../../../sync/collections/agents.ts';
import { components } from '../../../sync/collections/components.ts';
import { optionsQuery } from '../model/queries.ts';
import type { DashboardOptions } from './filter-bar.tsx';

const AGENTS_QUERY = { limit: 1_000 };
const collator = new Intl.Collator();

export function useDashboardOptions(showHidden: boolean): DashboardOptions {
  const { result } = useLiveQuery(components, optionsQuery(showHidden));
  const facets = result?.facets;
  const maps = result?.mapFacets;
  // One object per answer: the memoized filter bar re-renders only when the options changed.
  return useMemo(
    () => ({
      statuses: facets?.['status'] ?? [],
      types: facets?.['type'] ?? [],
      agents: facets?.['agent_id'] ?? [],
      labels: maps?.['labels'] ?? [],
      headlines: (maps?.['headline'] ?? []).map((h) => h.key).sort((a, b) => collator.compare(a, b)),
    }),
    [facets, maps],
  );
}

export function useAgentNames(): ReadonlyMap<string, string> {
  const rows = useLiveQuery(agents, AGENTS_QUERY).result?.rows;
  return useMemo(() => new Map((rows ?? []).map((a) => [a.id, a.name] as const)), [rows]);
}
