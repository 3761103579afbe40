// Server calls of the check drawer (api-contract §3.1) that are not synced: the check with its
// joins, a page of status history (server-paged by 50, count from Content-Range), the bucketed
// graph, and Run Now. Each is one query-options factory, parsed with zod.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, getJson } from '../../../lib/api-client.ts';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';

export const HISTORY_PAGE_SIZE = 50;

const nullableString = z
  .string()
  .nullable()
  .optional()
  .transform((v) => v ?? null);

const checkDetailSchema = builtOnFirstUse(() =>
  z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      namespace: nullableString,
      icon: nullableString,
      type: nullableString,
      severity: nullableString,
      spec: z.unknown().optional(),
      next_runtime: nullableString,
      last_runtime: nullableString,
      last_transition_time: nullableString,
      agent_id: nullableString,
      canaries: z.object({ id: z.string(), name: z.string(), source: nullableString }).nullable().optional(),
      agents: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
      components: z
        .array(
          z.object({
            components: z.object({ id: z.string(), name: z.string(), icon: nullableString }).nullable(),
          }),
        )
        .default([]),
      configs: z
        .array(
          z.object({
            configs: z
              .object({ id: z.string(), name: z.string().nullable(), type: nullableString })
              .nullable(),
          }),
        )
        .default([]),
    }),
  ),
);
export type CheckDetail = z.infer<typeof checkDetailSchema>[number];

const SELECT =
  '*,canaries!checks_canary_id_fkey(id,name,source),agents!checks_agent_id_fkey(id,name),' +
  'components:check_component_relationships(components(id,name,icon)),configs:check_config_relationships(configs(id,name,type))';

export function checkDetailQuery(id: string) {
  return queryOptions({
    queryKey: ['health', 'check', id],
    queryFn: async ({ signal }) =>
      (
        await getJson(`db/checks?id=eq.${encodeURIComponent(id)}&select=${SELECT}`, checkDetailSchema, signal)
      )[0] ?? null,
    staleTime: 10_000,
  });
}

const statusSchema = builtOnFirstUse(() =>
  z.object({
    check_id: z.string(),
    time: z.string(),
    status: z.boolean().nullable(),
    duration: z.number().nullable(),
    message: nullableString,
    error: nullableString,
  }),
);
export type CheckStatus = z.infer<typeof statusSchema>;

export interface HistoryParams {
  checkId: string;
  since: string;
  status: 'healthy' | 'unhealthy' | undefined;
  minDurationMs: number | undefined;
  page: number;
}

/** Total from `Content-Range: 0-49/123`; null when absent or '*'. */
export function totalFromContentRange(header: string | null): number | null {
  const total = header?.split('/')[1];
  if (total === undefined || total === '*') return null;
  const n = Number(total);
  return Number.isFinite(n) ? n : null;
}

export function historyQuery(p: HistoryParams) {
  return queryOptions({
    queryKey: ['health', 'history', p],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({
        check_id: `eq.${p.checkId}`,
        time: `gt.${p.since}`,
        order: 'time.desc',
        limit: String(HISTORY_PAGE_SIZE),
        offset: String(p.page * HISTORY_PAGE_SIZE),
      });
      if (p.status !== undefined) params.set('status', `eq.${p.status === 'healthy' ? 'true' : 'false'}`);
      if (p.minDurationMs !== undefined) params.set('duration', `gte.${p.minDurationMs}`);
      const res = await api.get(`db/check_statuses?${params.toString()}`, {
        headers: { Prefer: 'count=exact' },
        signal,
      });
      const rows = z.array(statusSchema).parse(await res.json());
      return { rows, total: totalFromContentRange(res.headers.get('content-range')) ?? rows.length };
    },
    staleTime: 10_000,
    placeholderData: (previous) => previous,
  });
}

const graphSchema = builtOnFirstUse(() =>
  z.object({
    status: z
      .array(
        z.object({
          time: z.string(),
          status: z.boolean(),
          duration: z.number(),
          passed: z.number().optional(),
          failed: z.number().optional(),
        }),
      )
      .default([]),
    latency: z
      .object({
        p99: z.number().optional(),
        p97: z.number().optional(),
        p95: z.number().optional(),
        rolling1h: z.number().optional(),
      })
      .partial()
      .default({}),
    uptime: z.object({ passed: z.number(), failed: z.number() }).partial().default({}),
  }),
);
export type CheckGraph = z.infer<typeof graphSchema>;

export function graphQuery(checkId: string, start: string) {
  return queryOptions({
    queryKey: ['health', 'graph', checkId, start],
    queryFn: ({ signal }) =>
      getJson(
        `canary/api/graph?check=${encodeURIComponent(checkId)}&count=300&start=${encodeURIComponent(start)}`,
        graphSchema,
        signal,
      ),
    staleTime: 10_000,
  });
}

const runSchema = builtOnFirstUse(() =>
  z
    .object({ total: z.number().optional(), failed: z.number().optional(), success: z.number().optional() })
    .passthrough(),
);

export async function runCheckNow(id: string): Promise<z.infer<typeof runSchema>> {
  return runSchema.parse(await api.post(`canary/run/check/${encodeURIComponent(id)}`).json());
}
