// The parts of a Kubernetes cluster in the demo catalogue that its applications build on: the
// cluster's state, the keys its configs share, its nodes and its namespaces. A module of its own
// so that catalog-k8s.ts (the clusters) and catalog-k8s-app*.ts (the apps) do not import each other.
import type { CatalogBuilder, ConfigRef, ConfigSpec } from './catalog-builder.ts';
import type { ClusterPlan } from './catalog-plan.ts';
import type { SeedContext } from './context.ts';
import { DAY, MINUTE } from './context.ts';
import type { Rng } from './prng.ts';

export type WorkloadKind = 'Deployment' | 'StatefulSet' | 'DaemonSet' | 'CronJob';
export interface AppDef {
  ns: string;
  name: string;
  kind: WorkloadKind;
  team: string;
  ingress?: boolean;
}

export interface ClusterState {
  plan: ClusterPlan;
  cluster: ConfigRef | null;
  namespaces: Map<string, ConfigRef>;
  nodes: ConfigRef[];
  pods: number;
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
