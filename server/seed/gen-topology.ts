import type { ConfigRef } from './catalog-builder.ts';
import type { CatalogPlan } from './catalog-plan.ts';
import type { Row, SeedContext } from './context.ts';
import { AWS_GROUPS, EDGE_SERVICES, OBSERVABILITY_SERVICES } from './data/topology-data.ts';
import type { CheckRef } from './gen-checks.ts';
import type { Rng } from './prng.ts';
import type { TopologyBuilder, TopologyOutput } from './topology-builder.ts';
import { createTopologyBuilder } from './topology-builder.ts';
import { addApplicationsTopology, addKubernetesTopology } from './topology-sections.ts';

export type { ComponentRef, TopologyOutput } from './topology-builder.ts';

const WORST: Record<string, number> = { unhealthy: 3, warning: 2, unknown: 1, healthy: 0 };

/**
 * Three topologies (Kubernetes clusters, applications, AWS) plus edge services: ~200 components
 * with properties, log selectors, costs, and links to config items, checks and teams. Status
 * rolls up from children; `summary` is filled in later by `summarizeComponents`.
 */
export function generateTopology(
  ctx: SeedContext,
  plan: CatalogPlan,
  configs: ConfigRef[],
  checks: CheckRef[],
  teamIds: Record<string, string>,
): TopologyOutput {
  const rng = ctx.rng('topology');
  const b = createTopologyBuilder(ctx, rng, configs, checks, teamIds);
  const namespaceComps = addKubernetesTopology(b, rng, plan, configs);
  addApplicationsTopology(b, ctx, rng, namespaceComps);
  addAwsTopology(b, rng, plan, configs);
  addEdgeTopology(b);
  rollUpStatus(b.out.components, rng);
  return b.out;
}

/** AWS services, grouped by kind, each linked to its config item. */
function addAwsTopology(b: TopologyBuilder, rng: Rng, plan: CatalogPlan, configs: ConfigRef[]): void {
  const { topology, add, linkChecks } = b;
  const tAws = topology('aws', 'aws-infrastructure', 'KubernetesCRD', { type: 'AWS', icon: 'aws' });
  const awsRoot = add(tAws, 'aws', `AWS ${plan.accountName}`, 'AWSAccount', {
    icon: 'aws',
    team: 'platform',
    properties: [{ name: 'Account', text: plan.accountId, headline: true }],
  });
  for (const [label, type, icon] of AWS_GROUPS) {
    const group = add(tAws, `aws/${icon}`, label, `AWS${label.replace(/ /g, '')}`, { parent: awsRoot, icon });
    const members = configs.filter((c) => c.type === type && c.deletedMs === null).slice(0, 14);
    for (const m of members) {
      const comp = add(tAws, `aws/${icon}/${m.id}`, m.name, type, {
        parent: group,
        configs: [m],
        icon,
        team: icon === 'rds' ? 'data' : 'platform',
        cost: Math.round(rng.int(5, 1800) * 100) / 100,
        properties: [{ name: 'Region', text: m.tags['region'] ?? 'global', headline: true }],
      });
      if (icon === 'rds')
        linkChecks(comp, (k) => (k.type === 'postgres' || k.type === 'tcp') && k.name.startsWith(m.name));
      if (icon === 's3') linkChecks(comp, (k) => k.type === 's3' && m.name === 'acme-backups');
    }
  }
}

/** Edge and observability: components without config items, watched by checks only. */
function addEdgeTopology(b: TopologyBuilder): void {
  const { topology, add, linkChecks } = b;
  const tEdge = topology('edge', 'edge-and-observability', 'UI', { type: 'Edge', icon: 'globe' });
  const edge = add(tEdge, 'edge', 'Edge & Network', 'Edge', { icon: 'globe', team: 'platform' });
  for (const n of EDGE_SERVICES) {
    const comp = add(tEdge, `edge/${n}`, n, 'EdgeService', {
      parent: edge,
      icon: n.toLowerCase().replace(/ /g, '-'),
      team: n === 'Corporate LDAP' ? 'security' : 'platform',
    });
    linkChecks(
      comp,
      (k) =>
        (n === 'Route53' && k.type === 'dns') ||
        (n === 'VPN gateways' && k.type === 'icmp') ||
        (n === 'Corporate LDAP' && k.type === 'ldap') ||
        (n === 'Partner SFTP' && k.type === 'folder') ||
        (n === 'CloudFront' && k.name.endsWith('certificate')),
    );
  }
  const obs = add(tEdge, 'observability', 'Observability', 'Observability', {
    icon: 'prometheus',
    team: 'sre',
    logs: true,
  });
  for (const n of OBSERVABILITY_SERVICES) {
    const comp = add(tEdge, `observability/${n}`, n, 'ObservabilityService', {
      parent: obs,
      icon: n.toLowerCase().replace(/ /g, '-'),
      team: 'sre',
      logs: true,
    });
    linkChecks(
      comp,
      (k) =>
        (n === 'Alertmanager' && k.type === 'alertmanager') ||
        (n === 'Grafana' && k.name.startsWith('grafana')) ||
        (n === 'Mission Control' && k.name.startsWith('mission-control')),
    );
  }
}

/** Parents take the worst status of their children (unknown children do not hide a healthy parent). */
function rollUpStatus(components: Row[], rng: Rng): void {
  const byId = new Map(components.map((c) => [c['id'] as string, c]));
  for (const c of [...components].reverse()) {
    const parent = c['parent_id'] === null ? undefined : byId.get(c['parent_id'] as string);
    if (parent === undefined) continue;
    const mine = WORST[c['status'] as string] ?? 0;
    if (mine > (WORST[parent['status'] as string] ?? 0) && mine > 1) {
      parent['status'] = c['status'];
      parent['health'] = c['status'];
      parent['status_reason'] = `${String(c['name'])}: ${String(c['status_reason'] ?? c['status'])}`;
    }
  }
  // A couple of components whose status nobody reports.
  const leaves = components.filter((c) => c['is_leaf'] === true && c['status'] === 'healthy');
  for (const c of rng.sample(leaves, 3)) {
    c['status'] = 'unknown';
    c['health'] = 'unknown';
    c['status_reason'] = 'no data in the last 15m';
  }
}
