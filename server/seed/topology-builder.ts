import type { ConfigRef } from './catalog-builder.ts';
import type { Row, SeedContext } from './context.ts';
import { propertiesValues } from './context.ts';
import { DAY, MINUTE } from './context.ts';
import { STATUS_REASONS } from './data/topology-data.ts';
import type { CheckRef } from './gen-checks.ts';
import type { Rng } from './prng.ts';
import { DEMO_ACCOUNTS, LOCAL_AGENT_ID } from './well-known-ids.ts';

export interface ComponentRef {
  id: string;
  name: string;
  type: string;
  parentId: string | null;
  configIds: string[];
  checkIds: string[];
}

export interface TopologyOutput {
  topologies: Row[];
  components: Row[];
  component_relationships: Row[];
  config_component_relationships: Row[];
  check_component_relationships: Row[];
  team_components: Row[];
  refs: ComponentRef[];
}

/** How a component is added: its parent, linked config items, status, properties and owner. */
export interface ComponentOptions {
  parent?: ComponentRef | null;
  configs?: (ConfigRef | undefined)[];
  status?: string;
  properties?: unknown[];
  icon?: string;
  agentId?: string;
  logs?: boolean;
  labels?: Record<string, string>;
  team?: string;
  cost?: number;
  description?: string;
}

export type TopologyBuilder = ReturnType<typeof createTopologyBuilder>;

/**
 * Collects topologies and components into a `TopologyOutput`. `cfg` finds live config items by
 * `type/cluster/name`; `add` links a component to its config items and team; `linkChecks` to checks.
 */
export function createTopologyBuilder(
  ctx: SeedContext,
  rng: Rng,
  configs: ConfigRef[],
  checks: CheckRef[],
  teamIds: Record<string, string>,
) {
  const out: TopologyOutput = {
    topologies: [],
    components: [],
    component_relationships: [],
    config_component_relationships: [],
    check_component_relationships: [],
    team_components: [],
    refs: [],
  };
  const cfg = new Map<string, ConfigRef>();
  for (const c of configs) {
    const key = `${c.type}/${c.tags['cluster'] ?? ''}/${c.name}`;
    if (c.deletedMs === null && !cfg.has(key)) cfg.set(key, c);
  }
  const rows = new Map<string, Row>();
  const topology = (key: string, name: string, source: string, spec: Record<string, unknown>): string => {
    const id = ctx.id('topology', key);
    out.topologies.push({
      id,
      agent_id: LOCAL_AGENT_ID,
      name,
      namespace: 'mission-control',
      labels: { managed: 'true' },
      source,
      spec,
      created_at: ctx.ago(200 * DAY),
      updated_at: ctx.ago(rng.int(1, 20) * DAY),
      is_pushed: false,
      schedule: '@every 5m',
      created_by: DEMO_ACCOUNTS.editor.id,
      deleted_at: null,
    });
    return id;
  };
  const add = (
    topologyId: string,
    key: string,
    name: string,
    type: string,
    o: ComponentOptions = {},
  ): ComponentRef => {
    const id = ctx.id('component', key);
    const parent = o.parent ?? null;
    const linked = (o.configs ?? []).filter((c): c is ConfigRef => c !== undefined);
    const status =
      o.status ??
      (linked.length > 0
        ? linked[0]?.health === 'unknown' || linked[0]?.health === null
          ? 'healthy'
          : (linked[0]?.health ?? 'healthy')
        : 'healthy');
    const parentRow = parent === null ? undefined : rows.get(parent.id);
    const path =
      parent === null
        ? ''
        : parentRow && parentRow['path'] !== ''
          ? `${String(parentRow['path'])}.${parent.id}`
          : parent.id;
    const monthly = o.cost ?? null;
    const row: Row = {
      id,
      agent_id: o.agentId ?? LOCAL_AGENT_ID,
      topology_id: topologyId,
      external_id: key,
      parent_id: parent?.id ?? null,
      config_id: linked[0]?.id ?? null,
      name,
      text: null,
      topology_type: type,
      namespace: 'mission-control',
      labels: { ...(o.labels ?? {}), ...(o.team ? { team: o.team } : {}) },
      hidden: false,
      silenced: false,
      is_pushed: false,
      status,
      health: status,
      description: o.description ?? null,
      lifecycle: 'production',
      tooltip: null,
      status_reason: status === 'healthy' ? null : rng.pick(STATUS_REASONS),
      schedule: null,
      icon: o.icon ?? type.toLowerCase(),
      type,
      owner: o.team ?? null,
      selectors: null,
      log_selectors: o.logs
        ? [
            { name: 'Loki', type: 'loki', labels: { app: name.toLowerCase() } },
            { name: 'Kubernetes', type: 'kubernetes', labels: { namespace: name.toLowerCase() } },
          ]
        : null,
      component_checks: null,
      configs: null,
      properties: o.properties ?? null,
      properties_values: propertiesValues(o.properties ?? null),
      path,
      summary: null,
      is_leaf: true,
      cost_per_minute: monthly === null ? null : Math.round((monthly / 43200) * 1e6) / 1e6,
      cost_total_1d: monthly === null ? null : Math.round((monthly / 30) * 100) / 100,
      cost_total_7d: monthly === null ? null : Math.round((monthly / 30) * 7 * 100) / 100,
      cost_total_30d: monthly,
      created_by: null,
      created_at: ctx.ago(rng.int(60, 200) * DAY),
      updated_at: ctx.ago(rng.int(1, 300) * MINUTE),
      deleted_at: null,
    };
    if (parentRow) parentRow['is_leaf'] = false;
    rows.set(id, row);
    out.components.push(row);
    const ref: ComponentRef = {
      id,
      name,
      type,
      parentId: parent?.id ?? null,
      configIds: linked.map((c) => c.id),
      checkIds: [],
    };
    out.refs.push(ref);
    for (const c of linked)
      out.config_component_relationships.push({
        component_id: id,
        config_id: c.id,
        created_at: row['created_at'],
        updated_at: row['created_at'],
        deleted_at: null,
        selector_id: 'topology-configs',
        is_pushed: false,
      });
    if (o.team && teamIds[o.team])
      out.team_components.push({
        team_id: teamIds[o.team],
        component_id: id,
        role: 'owner',
        selector_id: 'team-components',
      });
    return ref;
  };
  const linkChecks = (ref: ComponentRef, match: (c: CheckRef) => boolean): void => {
    for (const c of checks.filter(match)) {
      ref.checkIds.push(c.id);
      out.check_component_relationships.push({
        component_id: ref.id,
        check_id: c.id,
        canary_id: c.canaryId,
        created_at: ctx.ago(30 * DAY),
        updated_at: ctx.ago(30 * DAY),
        deleted_at: null,
        selector_id: 'component-checks',
        is_pushed: false,
      });
    }
  };
  return { out, cfg, topology, add, linkChecks };
}
