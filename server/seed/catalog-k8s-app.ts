import type { CatalogBuilder, ConfigRef } from './catalog-builder.ts';
import type { AppDef, ClusterState } from './catalog-k8s-cluster.ts';
import { addNode, base, namespaceRef } from './catalog-k8s-cluster.ts';
import { addAppResources } from './catalog-k8s-app-resources.ts';
import type { SeedContext } from './context.ts';
import { DAY, HOUR, MINUTE } from './context.ts';
import type { Rng } from './prng.ts';

type PodState = 'Running' | 'Pending' | 'CrashLoopBackOff' | 'Completed' | 'Error' | 'ImagePullBackOff';
const POD_HEALTH: Record<PodState, string> = {
  Running: 'healthy',
  Completed: 'healthy',
  Pending: 'warning',
  CrashLoopBackOff: 'unhealthy',
  Error: 'unhealthy',
  ImagePullBackOff: 'unhealthy',
};

/** One application in one cluster: workload, replica sets, pods, service, config map, PVCs, ingress. */
export function addApp(
  ctx: SeedContext,
  rng: Rng,
  b: CatalogBuilder,
  s: ClusterState,
  app: AppDef,
  round: number,
): void {
  const cluster = s.plan.name;
  const nsRef = namespaceRef(rng, b, s, app.ns);
  if (nsRef === null) return;
  const tags = { cluster, namespace: app.ns };
  const labels = {
    app: app.name,
    team: app.team,
    'app.kubernetes.io/name': app.name,
    environment: s.plan.env,
  };
  const version = `${rng.int(1, 4)}.${rng.int(0, 30)}.${rng.int(0, 9)}`;
  const image = `ghcr.io/acme/${app.name}:v${version}`;
  const prod = s.plan.env === 'production';
  const replicas =
    app.kind === 'DaemonSet'
      ? s.nodes.length
      : app.kind === 'CronJob'
        ? 1
        : app.kind === 'StatefulSet'
          ? prod
            ? 3
            : 1
          : prod
            ? rng.int(2, 4)
            : 1;
  const podStates: PodState[] = Array.from({ length: replicas }, () =>
    app.kind === 'CronJob'
      ? rng.weighted<PodState>([
          ['Completed', 9],
          ['Error', 1],
        ])
      : rng.weighted<PodState>([
          ['Running', 92],
          ['Pending', 2],
          ['CrashLoopBackOff', 3],
          ['ImagePullBackOff', 1],
          ['Error', 1],
        ]),
  );
  const broken = podStates.filter((p) => POD_HEALTH[p] === 'unhealthy').length;
  const workloadHealth = broken === 0 ? 'healthy' : broken >= replicas ? 'unhealthy' : 'warning';
  const age = rng.int(20, 300) * DAY;
  const key = `${app.ns}/${app.name}`;
  const common = (sub: string): ReturnType<typeof base> => base(s, `${key}/${sub}`);
  const workload = b.add({
    ...common(app.kind),
    type: `Kubernetes::${app.kind}`,
    name: app.name,
    parent: nsRef,
    status:
      workloadHealth === 'healthy'
        ? app.kind === 'CronJob'
          ? 'Scheduled'
          : 'Running'
        : workloadHealth === 'warning'
          ? 'Progressing'
          : 'Failed',
    health: workloadHealth,
    externalId: `Kubernetes/${app.kind}/${cluster}/${app.ns}/${app.name}`,
    config: {
      apiVersion: app.kind === 'CronJob' ? 'batch/v1' : 'apps/v1',
      kind: app.kind,
      metadata: { name: app.name, namespace: app.ns, labels },
      spec: {
        ...(app.kind === 'DaemonSet' || app.kind === 'CronJob' ? {} : { replicas }),
        ...(app.kind === 'CronJob' ? { schedule: `${rng.int(0, 59)} ${rng.int(0, 6)} * * *` } : {}),
        template: {
          spec: {
            containers: [
              {
                name: app.name,
                image,
                resources: {
                  requests: {
                    cpu: `${rng.pick([100, 250, 500])}m`,
                    memory: `${rng.pick([128, 256, 512, 1024])}Mi`,
                  },
                },
              },
            ],
          },
        },
      },
    },
    labels,
    tags,
    properties: [
      { name: 'image', text: image },
      { name: 'replicas', value: replicas },
    ],
    icon: app.kind.toLowerCase(),
    age,
    updatedAgo: rng.chance(0.3) ? rng.int(1, 7 * 24) * HOUR : rng.int(8, 20) * DAY,
  });
  if (workload === null) return;

  let podParent = workload;
  let podParentAge = age;
  if (app.kind === 'Deployment') {
    if (rng.chance(0.25)) {
      // The previous rollout's replica set, scaled down and garbage-collected this week.
      b.add({
        ...common(`rs-old`),
        type: 'Kubernetes::ReplicaSet',
        name: `${app.name}-${rng.hex(10)}`,
        parent: workload,
        status: 'Scaled to 0',
        health: 'unknown',
        externalId: `Kubernetes/ReplicaSet/${cluster}/${app.ns}/${app.name}-old`,
        config: {
          apiVersion: 'apps/v1',
          kind: 'ReplicaSet',
          metadata: { name: app.name, namespace: app.ns },
          spec: { replicas: 0 },
        },
        labels,
        tags,
        age: age - DAY,
        updatedAgo: 3 * DAY,
        deletedAgo: rng.int(1, 6) * DAY,
        deleteReason: 'GarbageCollected',
      });
    }
    const rs = b.add({
      ...common('rs'),
      type: 'Kubernetes::ReplicaSet',
      name: `${app.name}-${rng.hex(10)}`,
      parent: workload,
      status: 'Running',
      health: workloadHealth,
      externalId: `Kubernetes/ReplicaSet/${cluster}/${app.ns}/${app.name}`,
      config: {
        apiVersion: 'apps/v1',
        kind: 'ReplicaSet',
        metadata: { name: app.name, namespace: app.ns, labels },
        spec: { replicas },
      },
      labels,
      tags,
      age: rng.int(1, 20) * DAY,
      updatedAgo: rng.int(1, 24) * HOUR,
    });
    if (rs === null) return;
    podParent = rs;
    podParentAge = ctx.nowMs - rs.createdMs;
  }
  const pods: ConfigRef[] = [];
  podStates.forEach((state, i) => {
    const node = app.kind === 'DaemonSet' ? s.nodes[i] : s.nodes.length > 0 ? rng.pick(s.nodes) : undefined;
    const podName =
      app.kind === 'StatefulSet'
        ? `${app.name}-${i}`
        : app.kind === 'DaemonSet'
          ? `${app.name}-${rng.suffix(5)}`
          : `${podParent.name}-${rng.suffix(5)}`;
    const restarts = state === 'CrashLoopBackOff' ? rng.int(12, 300) : rng.chance(0.1) ? rng.int(1, 4) : 0;
    const pod = b.add({
      ...common(`pod/${i}/${round}`),
      type: 'Kubernetes::Pod',
      name: podName,
      parent: podParent,
      status: state,
      health: POD_HEALTH[state],
      ready: state === 'Running',
      externalId: `Kubernetes/Pod/${cluster}/${app.ns}/${podName}`,
      config: {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: { name: podName, namespace: app.ns, labels },
        spec: { nodeName: node?.name ?? null, containers: [{ name: app.name, image }] },
        status: {
          phase:
            state === 'Completed'
              ? 'Succeeded'
              : state === 'Running' || state === 'CrashLoopBackOff'
                ? 'Running'
                : state === 'Error'
                  ? 'Failed'
                  : 'Pending',
          containerStatuses: [{ name: app.name, restartCount: restarts, ready: state === 'Running' }],
        },
      },
      labels,
      tags,
      properties: [{ name: 'restarts', value: restarts }],
      icon: 'pod',
      age: Math.min(podParentAge, rng.int(10, 7 * 24 * 60) * MINUTE),
      updatedAgo: rng.int(1, 120) * MINUTE,
      ...(rng.chance(0.03) ? { deletedAgo: rng.int(1, 60) * MINUTE, deleteReason: 'Evicted' } : {}),
    });
    if (pod === null) return;
    s.pods++;
    pods.push(pod);
    if (node) b.relate(node, pod, 'NodePod', s.plan.scraperId);
  });
  if (s.pods > s.nodes.length * 30) {
    const n = s.nodes.length;
    addNode(
      ctx,
      rng,
      b,
      s,
      `ip-10-${s.plan.cidr}-${64 + Math.floor(n / 250)}-${2 + (n % 250)}.${s.plan.region}.compute.internal`,
    );
  }
  if (app.kind === 'CronJob') return;
  addAppResources(rng, b, s, app, { nsRef, workload, pods, labels, tags, age, common });
}
