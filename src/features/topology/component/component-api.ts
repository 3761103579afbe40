// The component page's online reads (spec 02-areas §7.1–7.2, api-contract §3.3): what the sync does
// not hold (team links, check links, config links, changes and insights through those links), read
// through the persisted query cache so the last answers still show offline, marked as cached.
// Panels ask for 50 rows (spec §9 "panels 50").
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, getJson, httpResponseOf } from '../../../lib/api-client.ts';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';

export const PANEL_LIMIT = 50;
const str = z.string().nullish();
const eq = (id: string) => `eq.${encodeURIComponent(id)}`;
const STALE = 60_000;

/** GET /api/canary/api/topology?id=: `components[0]` is the component (api-contract §3.3). */
const topologyAnswer = builtOnFirstUse(() =>
  z.object({
    components: z
      .array(
        z.looseObject({
          id: z.string(),
          name: z.string(),
          type: str,
          icon: str,
          status: str,
          health: str,
          status_reason: str,
          path: str,
          parent_id: str,
          text: str,
          description: str,
          properties: z.unknown().optional(),
        }),
      )
      .nullish()
      .transform((c) => c ?? []),
  }),
);
export type TopologyComponent = z.infer<typeof topologyAnswer>['components'][number];

export function topologyQuery(id: string) {
  return queryOptions({
    queryKey: ['topology', 'component', id],
    queryFn: ({ signal }) =>
      getJson(`canary/api/topology?id=${encodeURIComponent(id)}`, topologyAnswer, signal),
    staleTime: STALE,
    retry: false,
  });
}

const checkLink = builtOnFirstUse(() =>
  z.object({ id: z.string(), name: z.string(), status: str, type: str, icon: str, severity: str }),
);
export type ComponentCheck = z.infer<typeof checkLink>;

/** The checks linked to the component (`checks_by_component`); statuses are overlaid locally. */
export function componentChecksQuery(id: string) {
  return queryOptions({
    queryKey: ['topology', 'checks', id],
    queryFn: ({ signal }) =>
      getJson(
        `db/checks_by_component?component_id=${eq(id)}&select=id,name,status,type,icon,severity&order=name.asc&limit=${PANEL_LIMIT}`,
        z.array(checkLink),
        signal,
      ),
    staleTime: STALE,
  });
}

const teamLink = builtOnFirstUse(() =>
  z.object({
    team_id: z.string(),
    role: str,
    team: z.object({ id: z.string(), name: z.string(), icon: str }).nullish(),
  }),
);
export type ComponentTeam = z.infer<typeof teamLink>;

export function componentTeamsQuery(id: string) {
  return queryOptions({
    queryKey: ['topology', 'teams', id],
    queryFn: ({ signal }) =>
      getJson(`db/team_components?component_id=${eq(id)}&select=*,team:teams(*)`, z.array(teamLink), signal),
    staleTime: STALE,
  });
}

const change = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    config_id: z.string(),
    name: str,
    type: str,
    change_type: str,
    severity: str,
    summary: str,
    created_at: z.string(),
  }),
);
export type ComponentChange = z.infer<typeof change>;

export function componentChangesQuery(id: string) {
  return queryOptions({
    queryKey: ['topology', 'changes', id],
    queryFn: ({ signal }) =>
      getJson(
        `db/changes_by_component?component_id=${eq(id)}&order=created_at.desc&limit=${PANEL_LIMIT}`,
        z.array(change),
        signal,
      ),
    staleTime: STALE,
  });
}

const insight = builtOnFirstUse(() =>
  z.object({
    analysis_id: z.string(),
    config_id: z.string(),
    analysis_type: str,
    severity: str,
    status: str,
    analyzer: str,
    last_observed: str,
  }),
);
export type ComponentInsight = z.infer<typeof insight>;

export function componentInsightsQuery(id: string) {
  return queryOptions({
    queryKey: ['topology', 'insights', id],
    queryFn: ({ signal }) =>
      getJson(
        `db/analysis_by_component?component_id=${eq(id)}&status=eq.open&order=last_observed.desc.nullslast&limit=${PANEL_LIMIT}`,
        z.array(insight),
        signal,
      ),
    staleTime: STALE,
  });
}

const configLink = builtOnFirstUse(() =>
  z.object({
    config_id: z.string(),
    selector_id: str,
    config: z
      .object({ id: z.string(), name: str, type: str, health: str, status: str, deleted_at: str })
      .nullish(),
  }),
);
export type ComponentConfigLink = z.infer<typeof configLink>;

/** The catalogue items linked to the component; `selector_id: 'manual'` links were made by a user. */
export function componentConfigsQuery(id: string) {
  return queryOptions({
    queryKey: ['topology', 'configs', id],
    queryFn: ({ signal }) =>
      getJson(
        `db/config_component_relationships?component_id=${eq(id)}&deleted_at=is.null&select=config_id,selector_id,config:config_items(id,name,type,health,status,deleted_at)&limit=500`,
        z.array(configLink),
        signal,
      ),
    staleTime: STALE,
  });
}

/** The server's message of a failed write, or a generic one. */
async function serverMessage(error: unknown): Promise<string> {
  const response = httpResponseOf(error);
  if (response !== undefined) {
    try {
      const body = (await response.clone().json()) as { message?: unknown; error?: unknown };
      const said = typeof body.message === 'string' ? body.message : body.error;
      if (typeof said === 'string' && said !== '') return said;
    } catch {
      // not JSON
    }
    return `Request failed (${response.status})`;
  }
  return error instanceof Error ? error.message : 'Something went wrong';
}

async function withMessage(call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (error) {
    throw new Error(await serverMessage(error));
  }
}

/** POST config_component_relationships (spec §7.1): a manual link. */
export function linkConfig(componentId: string, configId: string): Promise<void> {
  return withMessage(() =>
    api.post('db/config_component_relationships', {
      json: { component_id: componentId, config_id: configId, selector_id: 'manual' },
    }),
  );
}

/** DELETE the manual link. */
export function unlinkConfig(componentId: string, configId: string): Promise<void> {
  const q = new URLSearchParams({
    component_id: `eq.${componentId}`,
    config_id: `eq.${configId}`,
    selector_id: 'eq.manual',
  });
  return withMessage(() => api.delete(`db/config_component_relationships?${q.toString()}`));
}
