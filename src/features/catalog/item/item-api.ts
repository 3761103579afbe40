// Server reads of the catalogue item page (api-contract §3.2), one query-options factory each,
// zod-parsed. The config body is never synced (too big for 100k items); the detail is cached by
// TanStack Query (5 minutes stale, spec §9) and the page falls back to the synced row offline.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, getJson } from '../../../lib/api-client.ts';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';

export const STALE_MS = 300_000;
export const PANEL_PAGE = 50;

const str = z.string().nullish();
const strMap = builtOnFirstUse(() => z.record(z.string(), z.unknown()).nullish());

export const configDetailSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: str,
    type: str,
    config_class: str,
    status: str,
    health: str,
    description: str,
    labels: strMap,
    tags: strMap,
    config: z.unknown().optional(),
    format: str,
    external_id: z.array(z.string()).nullish(),
    created_at: str,
    updated_at: str,
    deleted_at: str,
    last_scraped_time: str,
    agent_id: str,
    agent_name: str,
    summary: z
      .object({
        relationships: z.number(),
        analysis: z.number(),
        changes: z.number(),
        playbook_runs: z.number(),
        checks: z.number(),
      })
      .partial()
      .nullish(),
    scraper: z.object({ id: z.string(), name: z.string().nullable() }).nullish(),
  }),
);
export type ConfigDetail = z.infer<typeof configDetailSchema>;

export const configDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['catalog', 'config_detail', id],
    staleTime: STALE_MS,
    queryFn: async ({ signal }) => {
      const rows = await getJson(
        `db/config_detail?id=eq.${encodeURIComponent(id)}&select=*`,
        z.array(configDetailSchema),
        signal,
      );
      return rows[0] ?? null;
    },
  });

const incidentSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    incident_id: str,
    title: str,
    type: str,
    status: str,
    severity: str,
    created_at: str,
  }),
);
export type ConfigIncident = z.infer<typeof incidentSchema>;

export const configIncidentsQuery = (id: string, status: string) =>
  queryOptions({
    queryKey: ['catalog', 'incidents_by_config', id, status],
    staleTime: STALE_MS,
    queryFn: ({ signal }) =>
      getJson(
        `db/incidents_by_config?config_id=eq.${encodeURIComponent(id)}&order=created_at.desc${status === 'all' ? '' : `&status=eq.${encodeURIComponent(status)}`}`,
        z.array(incidentSchema),
        signal,
      ),
  });

const runSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    status: str,
    created_at: str,
    start_time: str,
    end_time: str,
    playbooks: z.object({ id: z.string(), name: str, title: str }).nullish(),
  }),
);
export type ConfigPlaybookRun = z.infer<typeof runSchema>;

/** Total from `Content-Range: 0-49/123`. */
function totalOf(range: string | null): number | null {
  const total = range?.split('/')[1];
  return total === undefined || total === '*' ? null : Number(total);
}

export const configPlaybookRunsQuery = (id: string, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: ['catalog', 'playbook_runs', id, pageSize],
    staleTime: STALE_MS,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const res = await api.get(
        `db/playbook_runs?config_id=eq.${encodeURIComponent(id)}&select=id,status,created_at,start_time,end_time,playbooks(id,name,title)&order=created_at.desc&limit=${pageSize}&offset=${pageParam}`,
        { headers: { Prefer: 'count=exact' }, signal },
      );
      const rows = z.array(runSchema).parse(await res.json());
      return { rows, offset: pageParam, total: totalOf(res.headers.get('Content-Range')) };
    },
    getNextPageParam: (last) => {
      const next = last.offset + last.rows.length;
      return last.rows.length > 0 && (last.total === null || next < last.total) ? next : undefined;
    },
  });

const checkSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: str,
    type: str,
    status: str,
    canary_name: str,
    namespace: str,
    last_runtime: str,
  }),
);
export type ConfigCheck = z.infer<typeof checkSchema>;

export const configChecksQuery = (id: string) =>
  queryOptions({
    queryKey: ['catalog', 'check_summary_for_config', id],
    staleTime: STALE_MS,
    queryFn: ({ signal }) =>
      getJson(
        `db/check_summary_for_config?config_id=eq.${encodeURIComponent(id)}&select=id,name,type,status,canary_name,namespace,last_runtime`,
        z.array(checkSchema),
        signal,
      ),
  });
