// Deterministic, believable config items for tests and the benchmark (no network, no data files),
// loaded into the real config_items collection as the engine declares it.
import { configItems, type ConfigItem } from '../collections/config-items.ts';
import { engineDeclaration } from '../registry/synced-collection.ts';
import { defineCollection } from './collection.ts';

/** The catalogue's collection as the query engine sees it (src/sync/collections/config-items.ts). */
export const configItemCollection = defineCollection(engineDeclaration(configItems));

/** mulberry32: a tiny seeded PRNG, so every run generates the same estate. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<V>(random: () => number, values: readonly V[]): V {
  return values[Math.floor(random() * values.length)]!;
}

const kinds: Record<string, readonly string[]> = {
  Kubernetes: [
    'Pod',
    'Deployment',
    'ReplicaSet',
    'Service',
    'Ingress',
    'ConfigMap',
    'Secret',
    'Namespace',
    'Node',
    'StatefulSet',
    'DaemonSet',
    'Job',
    'CronJob',
    'PersistentVolumeClaim',
  ],
  AWS: [
    'EC2Instance',
    'S3Bucket',
    'RDSInstance',
    'LoadBalancer',
    'IAMRole',
    'SecurityGroup',
    'Lambda',
    'VPC',
    'Subnet',
  ],
  Azure: ['VirtualMachine', 'StorageAccount', 'AKSCluster', 'KeyVault'],
  GCP: ['Instance', 'Bucket', 'GKECluster'],
  Flux: ['Kustomization', 'HelmRelease', 'GitRepository'],
};
const classes = Object.keys(kinds);
const apps = [
  'nginx-ingress-controller',
  'ingress-nginx',
  'nginx',
  'postgres',
  'redis',
  'kafka',
  'payments-api',
  'checkout',
  'cart',
  'frontend',
  'auth-service',
  'prometheus',
  'grafana',
  'loki',
  'cert-manager',
  'coredns',
  'fluent-bit',
  'argo-cd',
  'vault',
  'elasticsearch',
];
const namespaces = [
  'default',
  'kube-system',
  'ingress',
  'monitoring',
  'payments',
  'shop',
  'data',
  'security',
  'platform',
  'flux-system',
];
const clusters = ['prod-eu-1', 'prod-us-1', 'staging-eu', 'dev'];
const teams = ['platform', 'payments', 'shop', 'data', 'sre'];
const healths = ['healthy', 'healthy', 'healthy', 'healthy', 'unhealthy', 'warning', 'unknown', null];
const statuses = ['Running', 'Running', 'Running', 'Pending', 'Failed', 'Succeeded', 'Stopped', null];
const analyses = ['security', 'cost', 'performance', 'reliability', 'compliance'];
const agents = [
  '00000000-0000-0000-0000-000000000000',
  'a1f0c3e2-7b6d-4c11-9a3e-5f2b8d9e0c41',
  'b2e1d4f3-8c7e-4d22-8b4f-6a3c9e0f1d52',
];

function uuid(random: () => number): string {
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(random, ['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
}

/** `count` config items (~540 bytes of JSON each), the same for the same seed. */
export function generateConfigItems(count: number, seed = 42): ConfigItem[] {
  const random = seededRandom(seed);
  const base = Date.UTC(2026, 0, 1);
  const rows: ConfigItem[] = [];
  for (let i = 0; i < count; i++) {
    const configClass = pick(random, classes);
    const kind = pick(random, kinds[configClass]!);
    const app = pick(random, apps);
    const namespace = pick(random, namespaces);
    const created = base + Math.floor(random() * 300 * 86_400_000);
    const updated = random() < 0.9 ? created + Math.floor(random() * 20 * 86_400_000) : null;
    const analysis: Record<string, number> = {};
    if (random() < 0.3) analysis[pick(random, analyses)] = 1 + Math.floor(random() * 5);
    rows.push({
      id: uuid(random),
      name: `${app}-${Math.floor(random() * 0xffffff).toString(16)}-${i.toString(36)}`,
      type: `${configClass}::${kind}`,
      config_class: configClass,
      status: pick(random, statuses),
      health: pick(random, healths),
      labels: {
        app,
        team: pick(random, teams),
        ...(random() < 0.5
          ? { 'app.kubernetes.io/version': `v${1 + Math.floor(random() * 9)}.${Math.floor(random() * 20)}` }
          : {}),
      },
      tags: {
        cluster: pick(random, clusters),
        namespace,
        ...(random() < 0.4 ? { region: pick(random, ['eu-west-1', 'us-east-1', 'eu-central-1']) } : {}),
      },
      created_at: new Date(created).toISOString(),
      updated_at: updated === null ? null : new Date(updated).toISOString(),
      deleted_at: random() < 0.03 ? new Date(created + 86_400_000).toISOString() : null,
      changes: random() < 0.9 ? Math.floor(random() * 200) : null,
      analysis: Object.keys(analysis).length > 0 ? analysis : null,
      cost_total_30d: random() < 0.6 ? Math.round(random() * 50_000) / 100 : null,
      agent_id: pick(random, agents),
      last_scraped_time: null,
    });
  }
  return rows;
}
