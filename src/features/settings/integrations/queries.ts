// The integrations list (spec 02-areas §2.13 "paginated list", §3 "Integration list row", §7.6
// "GET integrations_with_status with limit, offset and count header"): a server-paged read through
// the query cache, newest first, without deleted rows (api-contract §3.6). Job status and last
// run change with every job without moving updated_at, so the rows are read online rather than
// synced; the persisted answer of each page read still shows offline, marked as cached.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';

const text = z.string().nullish();

export const integrationRowSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string().nullable(),
    namespace: text,
    description: text,
    integration_type: z.string(),
    source: text,
    agent: z.object({ id: z.string().nullable(), name: z.string().nullable() }).nullish(),
    job_status: text,
    job_name: text,
    job_details: z.unknown().optional(),
    job_time_start: text,
    created_by: text,
    creator_name: text,
    creator_avatar: text,
    created_at: text,
    updated_at: text,
  }),
);
export type IntegrationRow = z.infer<typeof integrationRowSchema>;

export interface IntegrationsPage {
  readonly rows: readonly IntegrationRow[];
  readonly total: number;
}

/** The total of a counted PostgREST answer ('0-49/120', or '*\/0' when empty). */
export function totalOfRange(contentRange: string | null, fallback: number): number {
  const total = Number(contentRange?.split('/')[1]);
  return Number.isFinite(total) ? total : fallback;
}

const SELECT =
  'id,name,namespace,description,integration_type,source,agent,job_status,job_name,job_details,job_time_start,created_by,creator_name,creator_avatar,created_at,updated_at';

export function integrationsQuery(pageIndex: number, pageSize: number) {
  return queryOptions({
    queryKey: ['settings', 'integrations', { pageIndex, pageSize }],
    queryFn: async ({ signal }): Promise<IntegrationsPage> => {
      const q = new URLSearchParams({
        select: SELECT,
        deleted_at: 'is.null',
        order: 'created_at.desc,id.asc',
        limit: String(pageSize),
        offset: String(pageIndex * pageSize),
      });
      const res = await api.get(`db/integrations_with_status?${q.toString()}`, {
        signal,
        headers: { Prefer: 'count=exact' },
      });
      const rows = z.array(integrationRowSchema).parse(await res.json());
      return { rows, total: totalOfRange(res.headers.get('content-range'), rows.length) };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
