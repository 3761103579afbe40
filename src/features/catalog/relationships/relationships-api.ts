import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, getJson } from '../../../lib/api-client.ts';
import { withServerMessage } from '../shared/server-error.ts';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';

const str = z.string().nullish();

export const relatedConfigSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    type: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    related_ids: z
      .array(z.string())
      .nullish()
      .transform((v) => v ?? []),
    depth: z.number().nullish(),
    tags: z.record(z.string(), z.unknown()).nullish(),
    changes: z.number().nullish(),
    health: str,
    status: str,
    deleted_at: str,
  }),
);
export type RelatedConfigRow = z.infer<typeof relatedConfigSchema>;

export interface RelationshipToggles {
  incoming: boolean;
  outgoing: boolean;
  soft: boolean;
}

/** Spec §2.3: Outgoing is forced on (and disabled) while Incoming is off. */
export function normaliseToggles(t: RelationshipToggles): RelationshipToggles {
  return t.incoming ? t : { ...t, outgoing: true };
}

export function typeFilterOf(t: RelationshipToggles): 'incoming' | 'outgoing' | 'all' {
  const n = normaliseToggles(t);
  if (n.incoming && n.outgoing) return 'all';
  return n.incoming ? 'incoming' : 'outgoing';
}

/** Related configs up to depth 10 (`rpc/related_configs_recursive`). */
export function relatedConfigsQuery(configId: string, toggles: RelationshipToggles) {
  const relation = toggles.soft ? 'both' : 'hard';
  const q = new URLSearchParams({
    config_id: configId,
    type_filter: typeFilterOf(toggles),
    include_deleted_configs: 'false',
    max_depth: '10',
    incoming_relation: relation,
    outgoing_relation: relation,
  });
  return queryOptions({
    queryKey: ['catalog', 'related', configId, typeFilterOf(toggles), relation],
    queryFn: ({ signal }) =>
      getJson(`db/rpc/related_configs_recursive?${q.toString()}`, z.array(relatedConfigSchema), signal),
    staleTime: 60_000,
  });
}

const rootSchema = builtOnFirstUse(() =>
  z.object({ id: z.string(), name: str, type: str, health: str, status: str, deleted_at: str }),
);

/** The config itself, the graph's root. */
export function rootConfigQuery(configId: string) {
  return queryOptions({
    queryKey: ['catalog', 'related-root', configId],
    queryFn: async ({ signal }) =>
      (
        await getJson(
          `db/configs?id=eq.${encodeURIComponent(configId)}&select=id,name,type,health,status,deleted_at`,
          z.array(rootSchema),
          signal,
        )
      )[0] ?? null,
    staleTime: 60_000,
  });
}

export const componentLinkSchema = builtOnFirstUse(() =>
  z.object({
    component_id: z.string(),
    config_id: z.string(),
    selector_id: str,
    component: z.object({ id: z.string(), name: str, type: str, icon: str }).nullish(),
  }),
);
export type ComponentLink = z.infer<typeof componentLinkSchema>;

/** Components linked to the config; `selector_id: 'manual'` links were made by a user. */
export function componentLinksQuery(configId: string) {
  return queryOptions({
    queryKey: ['catalog', 'component-links', configId],
    queryFn: ({ signal }) =>
      getJson(
        `db/config_component_relationships?config_id=eq.${encodeURIComponent(configId)}&deleted_at=is.null&select=component_id,config_id,selector_id,component:components(id,name,type,icon)`,
        z.array(componentLinkSchema),
        signal,
      ),
    staleTime: 60_000,
  });
}

/** Deletes a manual config link (`DELETE config_component_relationships`). */
export async function deleteComponentLink(
  link: Pick<ComponentLink, 'component_id' | 'config_id'>,
): Promise<void> {
  const q = new URLSearchParams({
    component_id: `eq.${link.component_id}`,
    config_id: `eq.${link.config_id}`,
    selector_id: 'eq.manual',
  });
  await withServerMessage(() => api.delete(`db/config_component_relationships?${q.toString()}`));
}
