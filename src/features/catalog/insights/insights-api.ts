import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, getJson } from '../../../lib/api-client.ts';
import { withServerMessage } from '../shared/server-error.ts';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';

// Insight reads (api-contract §3.2): config_analysis_items paged with a count, filter options rpc.

const str = z.string().nullish();

export const insightRowSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    config_id: z.string(),
    analysis_type: str,
    analyzer: str,
    summary: str,
    message: str,
    severity: str,
    status: str,
    source: str,
    first_observed: str,
    last_observed: str,
    config_name: str,
    config_type: str,
  }),
);
export type InsightRow = z.infer<typeof insightRowSchema>;

export interface InsightsRequest {
  configId?: string | undefined;
  configType?: string | undefined;
  severity?: string | undefined;
  analyzer?: string | undefined;
  type?: string | undefined;
  status?: string | undefined;
  component?: string | undefined;
  sortBy: string;
  sortDesc: boolean;
  pageIndex: number;
  pageSize: number;
}

const SELECT =
  'id,config_id,analysis_type,analyzer,summary,message,severity,status,source,first_observed,last_observed,config_name,config_type';

/** Total from `Content-Range: 0-49/1234` (or `*\/1234`). */
export function totalOf(contentRange: string | null): number {
  const total = Number(contentRange?.split('/')[1] ?? '0');
  return Number.isFinite(total) ? total : 0;
}

async function configIdsOfComponent(component: string, signal: AbortSignal): Promise<string[]> {
  const rows = await getJson(
    `db/config_component_relationships?component_id=eq.${encodeURIComponent(component)}&deleted_at=is.null&select=config_id`,
    z.array(z.object({ config_id: z.string() })),
    signal,
  );
  return rows.map((r) => r.config_id);
}

async function fetchInsights(
  req: InsightsRequest,
  signal: AbortSignal,
): Promise<{ data: InsightRow[]; totalEntries: number }> {
  const q = new URLSearchParams({
    select: SELECT,
    limit: String(req.pageSize),
    offset: String(req.pageIndex * req.pageSize),
  });
  q.set('order', `${req.sortBy}.${req.sortDesc ? 'desc' : 'asc'}.nullslast,id.asc`);
  if (req.configId !== undefined) q.set('config_id', `eq.${req.configId}`);
  if (req.configType) q.set('config_type', `eq.${req.configType}`);
  if (req.severity) q.set('severity', `eq.${req.severity.toLowerCase()}`);
  if (req.analyzer) q.set('analyzer', `eq.${req.analyzer}`);
  if (req.type) q.set('analysis_type', `eq.${req.type}`);
  if (req.status) q.set('status', `eq.${req.status}`);
  if (req.component) {
    const ids = await configIdsOfComponent(req.component, signal);
    if (ids.length === 0) return { data: [], totalEntries: 0 };
    q.set('config_id', `in.(${ids.join(',')})`);
  }
  return withServerMessage(async () => {
    const res = await api.get(`db/config_analysis_items?${q.toString()}`, {
      signal,
      headers: { Prefer: 'count=exact' },
    });
    const data = z.array(insightRowSchema).parse(await res.json());
    return { data, totalEntries: totalOf(res.headers.get('content-range')) };
  });
}

/** One page of insights with the total (server paging, default 50 a page from index 0). */
export function insightsQuery(req: InsightsRequest) {
  return queryOptions({
    queryKey: ['catalog', 'insights', req],
    queryFn: ({ signal }) => fetchInsights(req, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** One insight by id (an address that names an insight not on the page shown). */
export function insightQuery(id: string) {
  return queryOptions({
    queryKey: ['catalog', 'insight', id],
    queryFn: async ({ signal }) => {
      const rows = await getJson(
        `db/config_analysis_items?id=eq.${encodeURIComponent(id)}&select=${SELECT}`,
        z.array(insightRowSchema),
        signal,
      );
      return rows[0] ?? null;
    },
    staleTime: 30_000,
  });
}

/** A config's insights, 50 at a time, for the item panel's load-more list. */
export function configInsightsInfiniteQuery(configId: string) {
  return infiniteQueryOptions({
    queryKey: ['catalog', 'insights', 'config', configId],
    queryFn: ({ signal, pageParam }) =>
      fetchInsights(
        { configId, sortBy: 'first_observed', sortDesc: true, pageIndex: pageParam, pageSize: 50 },
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (pages.length * 50 < last.totalEntries ? pages.length : undefined),
    staleTime: 30_000,
  });
}

const filterOptionsSchema = builtOnFirstUse(() =>
  z.object({
    types: z.array(z.string()).default([]),
    analyzers: z.array(z.string()).default([]),
    config_types: z.array(z.string()).default([]),
  }),
);

/** Filter values in one call (`rpc/config_analysis_filter_options`). */
export function insightFilterOptionsQuery() {
  return queryOptions({
    queryKey: ['catalog', 'insights', 'filter-options'],
    queryFn: ({ signal }) => getJson('db/rpc/config_analysis_filter_options', filterOptionsSchema, signal),
    staleTime: 5 * 60_000,
  });
}

/** Components for the Component filter. */
export function componentNamesQuery() {
  return queryOptions({
    queryKey: ['catalog', 'component_names'],
    queryFn: ({ signal }) =>
      getJson(
        'db/component_names?select=id,name&order=name.asc&limit=1000',
        z.array(z.object({ id: z.string(), name: z.string() })),
        signal,
      ),
    staleTime: 5 * 60_000,
  });
}
