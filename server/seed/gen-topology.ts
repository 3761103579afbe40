import type { ConfigRef } from './catalog-builder.ts';
import type { CatalogPlan } from './catalog-plan.ts';
import type { Row, SeedContext } from './context.ts';
import { propertiesValues } from './context.ts';
import { DAY, MINUTE } from './context.ts';
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

const APPS: readonly (readonly [name: string, ns: string, team: string, db: string | null])[] = [
  ['Checkout', 'checkout', 'payments', null],
  ['Payments', 'payments', 'payments', 'payments-db'],
  ['Catalog', 'catalog', 'data', null],
  ['Search', 'search', 'data', null],
  ['Identity', 'identity', 'security', 'identity-db'],
  ['Orders', 'orders', 'payments', 'orders-db'],
  ['Shipping', 'shipping', 'platform', null],
  ['Notifications', 'notifications', 'sre', null],
  ['Analytics', 'analytics', 'data', 'analytics-warehouse'],
  ['Inventory', 'inventory', 'data', null],
  ['Storefront', 'frontend', 'platform', null],
  ['Observability', 'monitoring', 'sre', null],
];

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
  interface Opts {
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
  const add = (topologyId: string, key: string, name: string, type: string, o: Opts = {}): ComponentRef => {
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
      status_reason:
        status === 'healthy'
          ? null
          : rng.pick([
              '2 of 3 replicas unavailable',
              'p99 latency above SLO',
              'health check failing',
              'node NotReady',
              'disk usage 91%',
            ]),
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

  // Kubernetes clusters → nodes and namespaces.
  const tK8s = topology('kubernetes', 'kubernetes-clusters', 'KubernetesCRD', {
    type: 'Kubernetes',
    icon: 'kubernetes',
    components: [
      { name: 'clusters', lookup: { configDB: [{ query: "config_type = 'Kubernetes::Cluster'" }] } },
    ],
  });
  const k8sRoot = add(tK8s, 'k8s', 'Kubernetes', 'Kubernetes', { icon: 'kubernetes', team: 'platform' });
  const namespaceComps = new Map<string, ComponentRef[]>();
  for (const c of plan.clusters) {
    const cluster = add(tK8s, `k8s/${c.key}`, c.name, 'KubernetesCluster', {
      parent: k8sRoot,
      configs: [cfg.get(`Kubernetes::Cluster/${c.name}/${c.name}`)],
      agentId: c.agentId,
      icon: 'kubernetes',
      labels: { environment: c.env },
      properties: [
        { name: 'Version', text: 'v1.31.4', headline: true },
        { name: 'Region', text: c.region },
        { name: 'Nodes', value: c.nodeNames.length, headline: true },
      ],
    });
    linkChecks(cluster, (k) => k.type === 'kubernetes' && k.name.startsWith(c.name));
    const nodes = add(tK8s, `k8s/${c.key}/nodes`, 'Nodes', 'KubernetesNodes', {
      parent: cluster,
      agentId: c.agentId,
      icon: 'server',
    });
    for (const nodeName of c.nodeNames) {
      const node = cfg.get(`Kubernetes::Node/${c.name}/${nodeName}`);
      const cpu = rng.int(15, 95);
      add(tK8s, `k8s/${c.key}/node/${nodeName}`, nodeName, 'KubernetesNode', {
        parent: nodes,
        configs: [node],
        agentId: c.agentId,
        icon: 'server',
        cost: Math.round(rng.int(250, 700) * 100) / 100,
        properties: [
          {
            name: 'CPU',
            value: cpu * 80,
            max: 8000,
            unit: 'millicores',
            headline: true,
            ...(cpu > 85 ? { color: 'red' } : {}),
          },
          {
            name: 'Memory',
            value: rng.int(8, 30) * 1024 * 1024 * 1024,
            max: 32 * 1024 * 1024 * 1024,
            unit: 'bytes',
            headline: true,
          },
          { name: 'Zone', text: `${c.region}${rng.pick(['a', 'b', 'c'])}` },
          { name: 'Instance type', text: rng.pick(['m6i.2xlarge', 'm6i.4xlarge', 'c6i.2xlarge']) },
        ],
      });
    }
    const nsGroup = add(tK8s, `k8s/${c.key}/namespaces`, 'Namespaces', 'KubernetesNamespaces', {
      parent: cluster,
      agentId: c.agentId,
      icon: 'namespace',
    });
    for (const ns of [
      'kube-system',
      'monitoring',
      'ingress-nginx',
      'cert-manager',
      'flux-system',
      'mission-control',
      'payments',
      'checkout',
      'catalog',
      'search',
      'identity',
      'orders',
      'shipping',
      'notifications',
      'analytics',
      'inventory',
      'frontend',
      'default',
    ]) {
      const nsCfg = cfg.get(`Kubernetes::Namespace/${c.name}/${ns}`);
      if (nsCfg === undefined) continue;
      const workloads = configs.filter(
        (w) => w.parentId === nsCfg.id && /::(Deployment|StatefulSet|DaemonSet)$/.test(w.type),
      );
      const bad = workloads.filter((w) => w.health === 'unhealthy').length;
      const warn = workloads.filter((w) => w.health === 'warning').length;
      const comp = add(tK8s, `k8s/${c.key}/ns/${ns}`, ns, 'KubernetesNamespace', {
        parent: nsGroup,
        configs: [nsCfg, ...workloads],
        agentId: c.agentId,
        icon: 'namespace',
        logs: true,
        status: bad > 0 ? 'unhealthy' : warn > 0 ? 'warning' : 'healthy',
        properties: [
          { name: 'Workloads', value: workloads.length, headline: true },
          { name: 'CPU', value: rng.int(200, 6000), unit: 'millicores', headline: true },
          { name: 'Memory', value: rng.int(1, 24) * 1024 * 1024 * 1024, unit: 'bytes' },
        ],
      });
      if (c.key === 'prod-eu')
        linkChecks(comp, (k) => k.type === 'kubernetes' && k.name === `${ns} pods ready`);
      namespaceComps.set(ns, [...(namespaceComps.get(ns) ?? []), comp]);
    }
  }

  // Applications → API / worker / database / cache.
  const tApps = topology('applications', 'applications', 'UI', {
    type: 'Application',
    icon: 'application',
    components: APPS.map(([n]) => ({ name: n })),
  });
  const appsRoot = add(tApps, 'apps', 'Applications', 'ApplicationGroup', {
    icon: 'application',
    team: 'sre',
  });
  const rdsComps = new Map<string, ComponentRef>();
  const appRefs: [ComponentRef, string, string | null][] = [];
  for (const [name, ns, team, db] of APPS) {
    const errorRate = rng.chance(0.2) ? rng.int(15, 60) / 10 : rng.int(0, 9) / 10;
    const app = add(tApps, `apps/${ns}`, name, 'Application', {
      parent: appsRoot,
      icon: 'application',
      team,
      logs: true,
      cost: rng.int(800, 9000),
      description: `The ${name.toLowerCase()} service`,
      properties: [
        { name: 'Version', text: `v${rng.int(1, 4)}.${rng.int(0, 30)}.${rng.int(0, 9)}`, headline: true },
        {
          name: 'Error rate',
          value: errorRate,
          unit: '%',
          max: 100,
          headline: true,
          ...(errorRate > 1 ? { color: 'red' } : {}),
        },
        { name: 'Latency p99', value: rng.int(80, 1500), unit: 'ms', headline: true },
        { name: 'Requests', value: rng.int(20, 4000), unit: 'rps' },
        { name: 'Owner', text: team },
        {
          name: 'Dashboard',
          type: 'url',
          text: `https://grafana.acme.io/d/${ns}`,
          links: [{ name: 'Grafana', url: `https://grafana.acme.io/d/${ns}` }],
        },
        { name: 'Monthly cost', type: 'currency', value: rng.int(800, 9000), unit: 'USD' },
        { name: 'Runbook', type: 'hidden', text: `https://wiki.acme.io/runbooks/${ns}` },
      ],
    });
    linkChecks(
      app,
      (k) =>
        (k.type === 'http' || k.type === 'prometheus') &&
        API_OF(ns).some((a) => k.name.startsWith(a) || k.name.startsWith(a.replace(/-api$/, ''))),
    );
    for (const [sub, type] of [
      ['API', 'Service'],
      ['Worker', 'Worker'],
      ['Database', 'Database'],
      ['Cache', 'Cache'],
    ] as const) {
      if (sub === 'Database' && db === null) continue;
      const cfgRef = sub === 'Database' && db !== null ? cfg.get(`AWS::RDS::DBInstance//${db}`) : undefined;
      const child = add(tApps, `apps/${ns}/${sub}`, `${name} ${sub}`, type, {
        parent: app,
        icon: type.toLowerCase(),
        team,
        configs: [cfgRef],
        properties: [{ name: 'Replicas', value: rng.int(1, 6), headline: true }],
      });
      if (sub === 'Database' && db !== null) {
        rdsComps.set(db, child);
        linkChecks(child, (k) => (k.type === 'postgres' || k.type === 'tcp') && k.name.startsWith(db));
      }
    }
    appRefs.push([app, ns, db]);
  }
  for (const [app, ns] of appRefs) {
    for (const nsComp of namespaceComps.get(ns) ?? []) {
      out.component_relationships.push({
        component_id: app.id,
        relationship_id: nsComp.id,
        created_at: ctx.ago(60 * DAY),
        updated_at: ctx.ago(60 * DAY),
        deleted_at: null,
        selector_id: 'app-namespaces',
        relationship_path: null,
        is_pushed: false,
      });
    }
  }

  // AWS services.
  const tAws = topology('aws', 'aws-infrastructure', 'KubernetesCRD', { type: 'AWS', icon: 'aws' });
  const awsRoot = add(tAws, 'aws', `AWS ${plan.accountName}`, 'AWSAccount', {
    icon: 'aws',
    team: 'platform',
    properties: [{ name: 'Account', text: plan.accountId, headline: true }],
  });
  const groups: readonly (readonly [string, string, string])[] = [
    ['RDS', 'AWS::RDS::DBInstance', 'rds'],
    ['S3', 'AWS::S3::Bucket', 's3'],
    ['Lambda', 'AWS::Lambda::Function', 'lambda'],
    ['EKS', 'AWS::EKS::Cluster', 'eks'],
    ['Load balancers', 'AWS::ElasticLoadBalancingV2::LoadBalancer', 'elb'],
    ['SQS', 'AWS::SQS::Queue', 'sqs'],
  ];
  for (const [label, type, icon] of groups) {
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

  // Edge and observability: components without config items, watched by checks only.
  const tEdge = topology('edge', 'edge-and-observability', 'UI', { type: 'Edge', icon: 'globe' });
  const edge = add(tEdge, 'edge', 'Edge & Network', 'Edge', { icon: 'globe', team: 'platform' });
  for (const n of ['CloudFront', 'Route53', 'WAF', 'VPN gateways', 'Corporate LDAP', 'Partner SFTP']) {
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
  for (const n of ['Prometheus', 'Grafana', 'Loki', 'Alertmanager', 'Mission Control']) {
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
  rollUpStatus(out.components, rng);
  return out;
}

const API_OF = (ns: string): string[] =>
  ({
    checkout: ['checkout-api', 'cart'],
    payments: ['payments-api', 'ledger'],
    catalog: ['catalog-api'],
    search: ['search-api'],
    identity: ['auth-api'],
    orders: ['orders-api'],
    shipping: ['shipping-api'],
    inventory: ['inventory-api'],
    frontend: ['web', 'admin-ui', 'bff'],
    monitoring: ['grafana'],
    analytics: ['event-collector'],
  })[ns] ?? [];

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
