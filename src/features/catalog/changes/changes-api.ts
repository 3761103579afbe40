import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, getJson } from '../../../lib/api-client.ts';
import { withServerMessage } from '../shared/server-error.ts';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';

// Server reads of the changes screens (api-contract §3.2), one query-options factory per call.

const str = z.string().nullish();

/** The fields a change has in the list and in its detail. */
const changeFields = () => ({
  id: z.string(),
  config_id: z.string(),
  change_type: str,
  severity: str,
  source: str,
  summary: str,
  count: z.number().nullish(),
  first_observed: str,
  created_at: z.string(),
  created_by: str,
  external_created_by: str,
});

export const changeRowSchema = builtOnFirstUse(() =>
  z.object({
    ...changeFields(),
    name: str,
    type: str,
    tags: z.record(z.string(), z.unknown()).nullish(),
    deleted_at: str,
  }),
);
export type ChangeRow = z.infer<typeof changeRowSchema>;

export const changesResponseSchema = builtOnFirstUse(() =>
  z.object({
    total: z.number(),
    summary: z.record(z.string(), z.number()).nullish(),
    changes: z.array(changeRowSchema),
  }),
);
export type ChangesResponse = z.infer<typeof changesResponseSchema>;

/** The body of `POST /api/catalog/changes` as this console sends it. */
export interface ChangesRequest {
  id?: string;
  config_type?: string;
  type?: string;
  severity?: string;
  tags?: string;
  summary?: string;
  source?: string;
  external_created_by?: string;
  from: string;
  to: string;
  recursive?: 'upstream' | 'downstream' | 'all' | 'none';
  depth?: number;
  include_deleted_configs: boolean;
  page: number;
  page_size: number;
  sort_by: string;
}

export function catalogChangesQuery(body: ChangesRequest) {
  return queryOptions({
    queryKey: ['catalog', 'changes', body],
    queryFn: async ({ signal }) =>
      changesResponseSchema.parse(
        await withServerMessage(() => api.post('catalog/changes', { json: body, signal }).json()),
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export const changeDetailSchema = builtOnFirstUse(() =>
  z.object({
    ...changeFields(),
    diff: str,
    details: z.unknown().optional(),
    patches: z.unknown().optional(),
    config: z.object({ id: z.string(), name: str, type: str, config_class: str }).nullish(),
  }),
);
export type ChangeDetail = z.infer<typeof changeDetailSchema>;

const DETAIL_SELECT =
  'id,config_id,change_type,severity,source,summary,count,first_observed,created_at,created_by,external_created_by,diff,details,patches,config:configs(id,name,type,config_class)';

/** One change with its diff, details and patches (`GET /api/db/config_changes?id=eq.`). */
export function changeDetailQuery(id: string) {
  return queryOptions({
    queryKey: ['catalog', 'change', id],
    queryFn: async ({ signal }) => {
      const rows = await getJson(
        `db/config_changes?id=eq.${encodeURIComponent(id)}&select=${DETAIL_SELECT}`,
        z.array(changeDetailSchema),
        signal,
      );
      return rows[0] ?? null;
    },
    staleTime: 5 * 60_000,
  });
}

/** Distinct change types for the Change Type filter. */
export function changeTypesQuery() {
  return queryOptions({
    queryKey: ['catalog', 'change_types'],
    queryFn: async ({ signal }) =>
      (
        await getJson(
          'db/change_types?select=change_type&order=change_type.asc',
          z.array(z.object({ change_type: z.string() })),
          signal,
        )
      ).map((r) => r.change_type),
    staleTime: 5 * 60_000,
  });
}

/** Distinct config types for the Config Type filter. */
export function configTypesQuery() {
  return queryOptions({
    queryKey: ['catalog', 'config_types'],
    queryFn: async ({ signal }) =>
      (
        await getJson(
          'db/config_types?select=type&order=type.asc',
          z.array(z.object({ type: z.string() })),
          signal,
        )
      ).map((r) => r.type),
    staleTime: 5 * 60_000,
  });
}

/** Distinct tag pairs for the Tags filter. */
export function configTagsQuery() {
  return queryOptions({
    queryKey: ['catalog', 'config_tags'],
    queryFn: async ({ signal }) =>
      getJson(
        'db/config_tags?select=key,value&order=key.asc,value.asc&limit=500',
        z.array(z.object({ key: z.string(), value: z.string() })),
        signal,
      ),
    staleTime: 5 * 60_000,
  });
}
