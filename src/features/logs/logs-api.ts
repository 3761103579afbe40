// The server reads of /logs (spec §7.5, api-contract §3.3 and §3.6), one query-options factory
// each, zod-parsed, through the persisted query cache: offline, the components, a component's
// selectors and the last lines read for a query answer from this device, marked as cached.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, getJson, httpResponseOf } from '../../lib/api-client.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

const STALE_MS = 5 * 60_000;

export const logComponentSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    agent_id: z.string().nullish(),
    icon: z.string().nullish(),
    type: z.string().nullish(),
  }),
);
export type LogComponent = z.infer<typeof logComponentSchema>;

/** The log-enabled components (`components_with_logs`), by name. */
export const componentsWithLogsQuery = () =>
  queryOptions({
    queryKey: ['logs', 'components_with_logs'],
    staleTime: STALE_MS,
    queryFn: ({ signal }) =>
      getJson(
        'db/components_with_logs?select=id,name,agent_id,icon,type&order=name.asc',
        z.array(logComponentSchema),
        signal,
      ),
  });

const selectorRowSchema = builtOnFirstUse(() =>
  z.object({
    log_selectors: z.array(z.object({ name: z.string() }).loose()).nullish(),
  }),
);

/** The names of a component's log selectors, in their order (the first is the default). */
export const logSelectorsQuery = (componentId: string) =>
  queryOptions({
    queryKey: ['logs', 'selectors', componentId],
    staleTime: STALE_MS,
    queryFn: async ({ signal }) => {
      const rows = await getJson(
        `db/components?id=eq.${encodeURIComponent(componentId)}&select=log_selectors`,
        z.array(selectorRowSchema),
        signal,
      );
      return (rows[0]?.log_selectors ?? []).map((s) => s.name);
    },
  });

export const logLineSchema = builtOnFirstUse(() =>
  z.object({
    timestamp: z.string(),
    message: z.string(),
    labels: z.record(z.string(), z.unknown()).nullish(),
    count: z.number().nullish(),
    firstObserved: z.string().nullish(),
    lastObserved: z.string().nullish(),
  }),
);
export type LogLine = z.infer<typeof logLineSchema>;

const logsResponseSchema = builtOnFirstUse(() =>
  z.object({ total: z.number().nullish(), results: z.array(logLineSchema).nullish() }),
);

/** The lines of one search, newest first, and how many matched in all. */
export interface LogsAnswer {
  readonly total: number;
  readonly results: LogLine[];
}

export interface LogsRequest {
  readonly id: string;
  readonly name: string;
  readonly query: string;
  readonly start: string;
  readonly end: string;
}

/** The server's own words for a failed request (`{message}` or `{error}`), else the error's. */
async function messageOf(error: unknown): Promise<string> {
  const response = httpResponseOf(error);
  if (response !== undefined) {
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    const parsed = z.object({ message: z.string().optional(), error: z.string().optional() }).safeParse(body);
    const text = parsed.success ? (parsed.data.message ?? parsed.data.error) : undefined;
    if (text !== undefined && text !== '') return text;
    return `The server answered ${response.status} ${response.statusText}`.trim();
  }
  return error instanceof Error && error.message !== '' ? error.message : 'Something went wrong';
}

/** One page of a selector's lines (`POST /api/logs`), newest first. */
export const logsQuery = (req: LogsRequest) =>
  queryOptions({
    queryKey: ['logs', 'lines', req.id, req.name, req.query, req.start, req.end],
    // While a new search is answered, the lines of the same selector stay (marked busy); another
    // component's or selector's lines never stand in.
    placeholderData: (previous: LogsAnswer | undefined, previousQuery) =>
      previousQuery?.queryKey[2] === req.id && previousQuery.queryKey[3] === req.name ? previous : undefined,
    queryFn: async ({ signal }): Promise<LogsAnswer> => {
      try {
        const body: unknown = await api
          .post('logs', {
            json: { id: req.id, name: req.name, query: req.query, start: req.start, end: req.end },
            signal,
          })
          .json();
        const parsed = logsResponseSchema.parse(body);
        const results = parsed.results ?? [];
        return { total: parsed.total ?? results.length, results };
      } catch (error) {
        throw new Error(await messageOf(error), { cause: error });
      }
    },
  });
