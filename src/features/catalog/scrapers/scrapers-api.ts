import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, getJson } from '../../../lib/api-client.ts';
import { withServerMessage } from '../shared/server-error.ts';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';

// Catalogue scraper reads (api-contract §3.2, §3.6).

const str = z.string().nullish();
const person = builtOnFirstUse(() =>
  z.object({ id: z.string(), name: str, avatar: str, email: str }).nullish(),
);

export const scraperRowSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: str,
    namespace: str,
    description: str,
    source: str,
    spec: z.record(z.string(), z.unknown()).nullish(),
    created_at: str,
    updated_at: str,
    created_by: person,
    job_status: str,
    job_time_start: str,
    job_last_failed: str,
    agent: z.object({ id: str, name: str }).nullish(),
  }),
);
export type ScraperRow = z.infer<typeof scraperRowSchema>;

/** Spec §2.13: the type is the first spec key other than schedule or retention; otherwise custom. */
export function scraperType(spec: Record<string, unknown> | null | undefined): string {
  const key = Object.keys(spec ?? {}).find((k) => k !== 'schedule' && k !== 'retention');
  return key ?? 'custom';
}

export function scrapersQuery() {
  return queryOptions({
    queryKey: ['catalog', 'scrapers'],
    queryFn: ({ signal }) =>
      getJson(
        'db/config_scrapers_with_status?select=*,created_by(id,name,avatar,email)&order=created_at.desc&deleted_at=is.null&limit=100',
        z.array(scraperRowSchema),
        signal,
      ),
    staleTime: 60_000,
  });
}

export function scraperQuery(id: string) {
  return queryOptions({
    queryKey: ['catalog', 'scraper', id],
    queryFn: async ({ signal }) =>
      (
        await getJson(
          `db/config_scrapers_with_status?id=eq.${encodeURIComponent(id)}&select=*,created_by(id,name,avatar,email)`,
          z.array(scraperRowSchema),
          signal,
        )
      )[0] ?? null,
    staleTime: 60_000,
  });
}

export const jobRowSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: str,
    status: str,
    time_start: str,
    time_end: str,
    duration_millis: z.number().nullish(),
    success_count: z.number().nullish(),
    error_count: z.number().nullish(),
    hostname: str,
  }),
);
export type JobRow = z.infer<typeof jobRowSchema>;

export const JOB_PAGE_SIZE = 150;

/** A scraper's job history, newest first, 150 a page with the total. */
export function scraperJobsQuery(id: string, pageIndex: number) {
  return queryOptions({
    queryKey: ['catalog', 'scraper', id, 'jobs', pageIndex],
    queryFn: ({ signal }) =>
      withServerMessage(async () => {
        const q = `db/job_histories?resource_id=eq.${encodeURIComponent(id)}&select=id,name,status,time_start,time_end,duration_millis,success_count,error_count,hostname&order=created_at.desc&limit=${JOB_PAGE_SIZE}&offset=${pageIndex * JOB_PAGE_SIZE}`;
        const res = await api.get(q, { signal, headers: { Prefer: 'count=exact' } });
        const rows = z.array(jobRowSchema).parse(await res.json());
        const total = Number(res.headers.get('content-range')?.split('/')[1] ?? rows.length);
        return { rows, total: Number.isFinite(total) ? total : rows.length };
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
