import type { CatalogBuilder, ConfigRef, ConfigSpec } from './catalog-builder.ts';
import type { ClusterPlan } from './catalog-plan.ts';
import { addApp } from './catalog-k8s-app.ts';
import type { SeedContext } from './context.ts';
import { DAY, HOUR, MINUTE } from './context.ts';
import type { Rng } from './prng.ts';

export type WorkloadKind = 'Deployment' | 'StatefulSet' | 'DaemonSet' | 'CronJob';
export interface AppDef {
  ns: string;
  name: string;
  kind: WorkloadKind;
  team: string;
  ingress?: boolean;
}

const A = (ns: string, team: string, apps: string): AppDef[] =>
  apps.split(' ').map((token) => {
    const [name = token, flag = ''] = token.split(':');
    const kind: WorkloadKind =
      flag === 'sts'
        ? 'StatefulSet'
        : flag === 'ds'
          ? 'DaemonSet'
          : flag === 'cron'
            ? 'CronJob'
            : 'Deployment';
    return { ns, name, kind, team, ingress: flag === 'ing' };
  });

/** The applications every cluster runs, namespace by namespace. */
const APPS: AppDef[] = [
  ...A(
    'kube-system',
    'platform',
    'coredns kube-proxy:ds aws-node:ds metrics-server cluster-autoscaler ebs-csi-controller',
  ),
  ...A(
    'monitoring',
    'sre',
    'prometheus:sts grafana:ing alertmanager:sts loki:sts node-exporter:ds kube-state-metrics fluent-bit:ds',
  ),
  ...A('ingress-nginx', 'platform', 'ingress-nginx-controller'),
  ...A('cert-manager', 'platform', 'cert-manager cert-manager-webhook cert-manager-cainjector'),
  ...A(
    'flux-system',
    'platform',
    'source-controller kustomize-controller helm-controller notification-controller',
  ),
  ...A('mission-control', 'sre', 'mission-control:ing canary-checker config-db postgresql:sts'),
  ...A(
    'payments',
    'payments',
    'payments-api:ing payments-worker ledger fraud-detector settlement-report:cron',
  ),
  ...A('checkout', 'payments', 'checkout-api:ing cart pricing promotions'),
  ...A('catalog', 'data', 'catalog-api:ing catalog-indexer image-resizer'),
  ...A('search', 'data', 'search-api:ing search-indexer elasticsearch:sts'),
  ...A('identity', 'security', 'auth-api:ing session-store:sts user-profile token-rotator:cron'),
  ...A('orders', 'payments', 'orders-api:ing orders-worker order-events'),
  ...A('shipping', 'platform', 'shipping-api:ing label-printer tracking'),
  ...A('notifications', 'sre', 'notifier email-sender sms-gateway'),
  ...A('analytics', 'data', 'event-collector:ing etl-runner:cron clickhouse:sts'),
  ...A('inventory', 'data', 'inventory-api:ing stock-sync'),
  ...A('frontend', 'platform', 'web:ing bff admin-ui:ing'),
];

const SYNTHETIC_WORDS = [
  'reporter',
  'sync',
  'exporter',
  'gateway',
  'scheduler',
  'reconciler',
  'consumer',
  'publisher',
  'cache',
  'proxy',
  'router',
  'archiver',
];
const SYNTHETIC_TEAMS = [
  'atlas',
  'beacon',
  'comet',
  'delta',
  'ember',
  'fjord',
  'garnet',
  'harbor',
  'iris',
  'juniper',
  'kestrel',
  'lumen',
];

export interface ClusterState {
  plan: ClusterPlan;
  cluster: ConfigRef | null;
  namespaces: Map<string, ConfigRef>;
  nodes: ConfigRef[];
  pods: number;
}

/**
 * Kubernetes: three clusters, each with nodes, namespaces and applications (workload, replica
 * set, pods, service, config map, sometimes ingress/secret/PVC), added round-robin across clusters
 * until the builder's budget is spent; past the known applications, synthetic team namespaces fill
 * the rest (for `--scale`).
 */
export function generateKubernetes(ctx: SeedContext, builder: CatalogBuilder, clusters: ClusterPlan[]): void {
  const rng = ctx.rng('k8s');
  const states: ClusterState[] = clusters.map((plan) => ({
    plan,
    cluster: null,
    namespaces: new Map(),
    nodes: [],
    pods: 0,
  }));
  for (const s of states) addSkeleton(ctx, rng, builder, s);
  for (let round = 0; !builder.full; round++) {
    const apps = round === 0 ? APPS : syntheticApps(round);
    for (const app of apps) {
      for (const s of states) {
        if (builder.full) return;
        if (
          s.plan.env === 'staging' &&
          round === 0 &&
          app.kind === 'DaemonSet' &&
          app.ns === 'monitoring' &&
          app.name === 'fluent-bit'
        )
          continue;
        addApp(ctx, rng, builder, s, app, round);
      }
    }
  }
}

function syntheticApps(round: number): AppDef[] {
  const team = SYNTHETIC_TEAMS[(round - 1) % SYNTHETIC_TEAMS.length] ?? 'atlas';
  const ns = `team-${team}${round > SYNTHETIC_TEAMS.length ? `-${Math.ceil(round / SYNTHETIC_TEAMS.length)}` : ''}`;
  return SYNTHETIC_WORDS.map((w, i) => ({
    ns,
    name: `${team}-${w}`,
    kind: i % 5 === 4 ? 'StatefulSet' : 'Deployment',
    team: 'platform',
  }));
}

export function base(
  s: ClusterState,
  key: string,
): Pick<ConfigSpec, 'agentId' | 'scraperId' | 'source'> & { key: string } {
  return {
    key: `${s.plan.key}/${key}`,
    agentId: s.plan.agentId,
    scraperId: s.plan.scraperId,
    source: 'Kubernetes',
  };
}

function addSkeleton(ctx: SeedContext, rng: Rng, b: CatalogBuilder, s: ClusterState): void {
  const p = s.plan;
  s.cluster = b.add({
    ...base(s, 'cluster'),
    type: 'Kubernetes::Cluster',
    name: p.name,
    parent: null,
    status: 'Running',
    health: 'healthy',
    externalId: `Kubernetes/Cluster/${p.name}`,
    config: {
      apiVersion: 'v1',
      kind: 'Cluster',
      metadata: { name: p.name },
      spec: { version: 'v1.31.4', region: p.region },
    },
    labels: { environment: p.env },
    tags: { cluster: p.name },
    icon: 'kubernetes',
    age: 420 * DAY,
    updatedAgo: rng.int(1, 48) * HOUR,
  });
  for (const nodeName of p.nodeNames) addNode(ctx, rng, b, s, nodeName);
  const nsNames = [...new Set(APPS.map((a) => a.ns)), 'default'];
  for (const ns of nsNames) namespaceRef(rng, b, s, ns);
}

export function addNode(
  _ctx: SeedContext,
  rng: Rng,
  b: CatalogBuilder,
  s: ClusterState,
  nodeName: string,
): void {
  const i = s.nodes.length;
  const notReady = s.plan.key === 'prod-us' && i === 3;
  const cordoned = s.plan.key === 'prod-eu' && i === 5;
  const instanceType = rng.pick(['m6i.2xlarge', 'm6i.4xlarge', 'c6i.2xlarge', 'r6i.2xlarge']);
  const zone = `${s.plan.region}${'abc'[i % 3] ?? 'a'}`;
  const ref = b.add({
    ...base(s, `node/${nodeName}`),
    type: 'Kubernetes::Node',
    name: nodeName,
    parent: s.cluster,
    status: notReady ? 'NotReady' : cordoned ? 'SchedulingDisabled' : 'Ready',
    health: notReady ? 'unhealthy' : cordoned ? 'warning' : 'healthy',
    externalId: `Kubernetes/Node/${s.plan.name}/${nodeName}`,
    config: {
      apiVersion: 'v1',
      kind: 'Node',
      metadata: {
        name: nodeName,
        labels: { 'node.kubernetes.io/instance-type': instanceType, 'topology.kubernetes.io/zone': zone },
      },
      spec: { providerID: `aws:///${zone}/i-${rng.hex(17)}`, unschedulable: cordoned },
      status: {
        nodeInfo: {
          kubeletVersion: 'v1.31.4-eks',
          osImage: 'Bottlerocket OS 1.29.0',
          containerRuntimeVersion: 'containerd://1.7.24',
        },
      },
    },
    labels: { 'node.kubernetes.io/instance-type': instanceType, 'topology.kubernetes.io/zone': zone },
    tags: { cluster: s.plan.name, zone },
    properties: [
      { name: 'cpu', value: instanceType.includes('4x') ? 16000 : 8000, unit: 'millicores' },
      { name: 'memory', value: instanceType.startsWith('r') ? 64 : 32, unit: 'Gi' },
      { name: 'instance type', text: instanceType },
    ],
    icon: 'server',
    age: rng.int(2, 60) * DAY,
    updatedAgo: rng.int(1, 30) * MINUTE,
  });
  if (ref !== null) s.nodes.push(ref);
}

export function namespaceRef(rng: Rng, b: CatalogBuilder, s: ClusterState, ns: string): ConfigRef | null {
  const existing = s.namespaces.get(ns);
  if (existing) return existing;
  const ref = b.add({
    ...base(s, `ns/${ns}`),
    type: 'Kubernetes::Namespace',
    name: ns,
    parent: s.cluster,
    status: 'Active',
    health: 'healthy',
    externalId: `Kubernetes/Namespace/${s.plan.name}/${ns}`,
    config: {
      apiVersion: 'v1',
      kind: 'Namespace',
      metadata: { name: ns, labels: { 'kubernetes.io/metadata.name': ns } },
      status: { phase: 'Active' },
    },
    labels: { 'kubernetes.io/metadata.name': ns },
    tags: { cluster: s.plan.name, namespace: ns },
    icon: 'namespace',
    age: rng.int(100, 400) * DAY,
    updatedAgo: rng.int(1, 90) * DAY,
  });
  if (ref !== null) s.namespaces.set(ns, ref);
  return ref;
}
