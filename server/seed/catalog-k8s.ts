import type { CatalogBuilder } from './catalog-builder.ts';
import {
  addNode,
  base,
  namespaceRef,
  type AppDef,
  type ClusterState,
  type WorkloadKind,
} from './catalog-k8s-cluster.ts';
import type { ClusterPlan } from './catalog-plan.ts';
import { addApp } from './catalog-k8s-app.ts';
import type { SeedContext } from './context.ts';
import { DAY, HOUR } from './context.ts';
import type { Rng } from './prng.ts';

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
