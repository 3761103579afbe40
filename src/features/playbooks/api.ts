// The playbook calls that are not table syncs (spec 02-areas §7.4, api-contract §3.5): the
// playbooks that apply to a resource, their parameters for it, run, approve, cancel, and a run's
// actions. Shapes are a real deployment's; zod at the boundary.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';
import { playbookRunRowSchema, playbookRuns } from '../../sync/collections/playbook-runs.ts';
import { playbookParamSchema } from './run/params-model.ts';

/** The resource a run acts on: at most one of these (the real API refuses more). */
export interface RunTarget {
  readonly config_id?: string | undefined;
  readonly component_id?: string | undefined;
  readonly check_id?: string | undefined;
}

const str = z.string().nullish();

const listItemSchema = builtOnFirstUse(() =>
  z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      namespace: str,
      title: str,
      icon: str,
      description: str,
      category: str,
      parameters: z.array(z.unknown()).nullish(),
    }),
  ),
);
export type ApplicablePlaybook = z.infer<typeof listItemSchema>[number];

/** GET /api/playbook/list?config_id|component_id|check_id: the playbooks whose selectors match. */
export const applicablePlaybooksQuery = (target: RunTarget) =>
  queryOptions({
    queryKey: ['playbooks', 'applicable', target],
    queryFn: async ({ signal }) => {
      const body: unknown = await api.get('playbook/list', { searchParams: { ...target }, signal }).json();
      return listItemSchema.parse(body);
    },
    staleTime: 60_000,
  });

const paramsSchema = builtOnFirstUse(() => z.object({ params: z.array(playbookParamSchema).nullish() }));

/** POST /api/playbook/{id}/params: the parameters resolved (templated defaults) for a resource. */
export const resolvedParamsQuery = (playbookId: string, target: RunTarget) =>
  queryOptions({
    queryKey: ['playbooks', 'params', playbookId, target],
    queryFn: async ({ signal }) => {
      const body: unknown = await api
        .post(`playbook/${encodeURIComponent(playbookId)}/params`, {
          json: { id: playbookId, ...target },
          signal,
        })
        .json();
      return paramsSchema.parse(body).params ?? [];
    },
    meta: { persist: false },
    retry: false,
  });

const runResponseSchema = builtOnFirstUse(() =>
  z.object({ run_id: z.string(), starts_at: z.string().nullish() }),
);

/** POST /api/playbook/run: 201 with the new run's id. */
export async function runPlaybook(playbookId: string, target: RunTarget, params: Record<string, string>) {
  const body: unknown = await api
    .post('playbook/run', { json: { id: playbookId, ...target, params } })
    .json();
  return runResponseSchema.parse(body);
}

/** POST /api/playbook/run/{approve|cancel}/{id}. */
export async function runAction(kind: 'approve' | 'cancel', runId: string): Promise<void> {
  await api.post(`playbook/run/${kind}/${encodeURIComponent(runId)}`);
}

const actionSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    status: z.string(),
    playbook_run_id: str,
    scheduled_time: z.string().nullable().default(null),
    start_time: z.string().nullable().default(null),
    end_time: z.string().nullable().default(null),
    error: str,
    result: z.record(z.string(), z.unknown()).nullish(),
    agent: z.object({ id: z.string(), name: z.string() }).nullish(),
  }),
);
export type RunAction = z.infer<typeof actionSchema>;

/** GET /api/db/rpc/get_playbook_run_actions?run_id=: kept in the query cache, so it reads offline. */
export const runActionsQuery = (runId: string) =>
  queryOptions({
    queryKey: ['playbooks', 'run-actions', runId],
    queryFn: async ({ signal }) => {
      const body: unknown = await api
        .get('db/rpc/get_playbook_run_actions', { searchParams: { run_id: runId }, signal })
        .json();
      return z.array(actionSchema).parse(body);
    },
  });

/** Error words from a failed call: the server's message when it sent one. */
export async function errorWords(error: unknown): Promise<string> {
  const response = (error as { response?: Response }).response;
  if (response !== undefined) {
    try {
      const body = (await response.clone().json()) as { message?: unknown; error?: unknown };
      if (typeof body.message === 'string') return body.message;
      if (typeof body.error === 'string') return body.error;
    } catch {
      // not JSON: the status below
    }
    return `${response.status} ${response.statusText}`.trim();
  }
  return error instanceof Error ? error.message : String(error);
}

const runRowsSchema = builtOnFirstUse(() => z.array(playbookRunRowSchema));

/** GET /api/db/playbook_runs?id=eq.{id}: one run, asked every 5 s while it is live (spec §4). */
export const runRowQuery = (runId: string) =>
  queryOptions({
    queryKey: ['playbooks', 'run', runId],
    queryFn: async ({ signal }) => {
      const body: unknown = await api
        .get('db/playbook_runs', {
          searchParams: { id: `eq.${runId}`, select: playbookRuns.source.select },
          signal,
        })
        .json();
      return runRowsSchema.parse(body)[0] ?? null;
    },
  });
