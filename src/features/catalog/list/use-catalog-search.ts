import { useCallback, useMemo } from 'react';
import { useUrlParams } from '../shared/use-url-params.ts';
import { catalogSearchSchema, type CatalogSearch } from './url-state.ts';

const KEYS = [
  'sortBy',
  'sortOrder',
  'groupBy',
  'search',
  'configType',
  'labels',
  'status',
  'health',
] as const;

/** The /catalog URL parameters, parsed, and a setter taking a patch (undefined or '' removes). */
export function useCatalogSearch(): [
  CatalogSearch,
  (patch: Partial<CatalogSearch>, options?: { push?: boolean }) => void,
] {
  const [params, setParams] = useUrlParams();
  const search = useMemo(() => catalogSearchSchema.parse(params), [params]);
  const set = useCallback(
    (patch: Partial<CatalogSearch>, options?: { push?: boolean }) => {
      const out: Record<string, string | undefined> = {};
      for (const key of KEYS) if (key in patch) out[key] = patch[key];
      setParams(out, options);
    },
    [setParams],
  );
  return [search, set];
}

/** The patch that turns `from` into `to` (every key, so removed keys are removed). */
export function patchTo(to: CatalogSearch): Partial<CatalogSearch> {
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
