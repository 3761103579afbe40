import type { CatalogBuilder, ConfigRef } from './catalog-builder.ts';
import type { AppDef, ClusterState } from './catalog-k8s-cluster.ts';
import type { base } from './catalog-k8s-cluster.ts';
import { DAY } from './context.ts';
import type { Rng } from './prng.ts';

/** What `addApp` already made for an application, and the labels/tags its resources share. */
export interface AppParts {
  nsRef: ConfigRef;
  workload: ConfigRef;
  pods: ConfigRef[];
  labels: Record<string, string>;
  tags: { cluster: string; namespace: string };
  age: number;
  common: (sub: string) => ReturnType<typeof base>;
}

/** A long-running application's service, config map, PVCs (StatefulSet) and ingress with its TLS secret. */
export function addAppResources(
  rng: Rng,
  b: CatalogBuilder,
  s: ClusterState,
  app: AppDef,
  p: AppParts,
): void {
  const { nsRef, workload, pods, labels, tags, age, common } = p;
  const cluster = s.plan.name;
  const svc = b.add({
    ...common('svc'),
    type: 'Kubernetes::Service',
    name: app.name,
    parent: nsRef,
    status: 'Active',
    health: 'healthy',
    externalId: `Kubernetes/Service/${cluster}/${app.ns}/${app.name}`,
    config: {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: app.name, namespace: app.ns, labels },
      spec: {
        type: 'ClusterIP',
        clusterIP: `172.20.${rng.int(0, 255)}.${rng.int(1, 254)}`,
        ports: [{ port: 80, targetPort: 8080 }],
        selector: { app: app.name },
      },
    },
    labels,
    tags,
    icon: 'service',
    age,
    updatedAgo: rng.int(10, 100) * DAY,
  });
  for (const pod of pods) b.relate(svc, pod, 'ServicePod', s.plan.scraperId);
  b.relate(workload, svc, 'WorkloadService', s.plan.scraperId);

  const cm = b.add({
    ...common('cm'),
    type: 'Kubernetes::ConfigMap',
    name: `${app.name}-config`,
    parent: nsRef,
    status: null,
    health: 'unknown',
    externalId: `Kubernetes/ConfigMap/${cluster}/${app.ns}/${app.name}-config`,
    config: {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: `${app.name}-config`, namespace: app.ns },
      data: {
        LOG_LEVEL: rng.pick(['info', 'debug', 'warn']),
        MAX_CONNECTIONS: String(rng.pick([50, 100, 200])),
        FEATURE_NEW_CHECKOUT: String(rng.chance(0.5)),
      },
    },
    labels,
    tags,
    icon: 'configmap',
    age,
    updatedAgo: rng.int(1, 30) * DAY,
  });
  b.relate(workload, cm, 'WorkloadConfigMap', s.plan.scraperId);

  if (app.kind === 'StatefulSet') {
    for (const [i, pod] of pods.entries()) {
      const pvc = b.add({
        ...common(`pvc/${i}`),
        type: 'Kubernetes::PersistentVolumeClaim',
        name: `data-${app.name}-${i}`,
        parent: nsRef,
        status: 'Bound',
        health: 'healthy',
        externalId: `Kubernetes/PersistentVolumeClaim/${cluster}/${app.ns}/data-${app.name}-${i}`,
        config: {
          apiVersion: 'v1',
          kind: 'PersistentVolumeClaim',
          metadata: { name: `data-${app.name}-${i}`, namespace: app.ns },
          spec: {
            storageClassName: 'gp3',
            resources: { requests: { storage: `${rng.pick([20, 50, 100, 500])}Gi` } },
          },
        },
        labels,
        tags,
        icon: 'storage',
        age,
        updatedAgo: age,
      });
      b.relate(pod, pvc, 'PodPVC', s.plan.scraperId);
    }
  }
  if (app.ingress === true) {
    const host = `${app.name.replace(/-api$/, '')}${s.plan.env === 'staging' ? '.staging' : ''}.acme.io`;
    const ing = b.add({
      ...common('ing'),
      type: 'Kubernetes::Ingress',
      name: app.name,
      parent: nsRef,
      status: 'Active',
      health: 'healthy',
      externalId: `Kubernetes/Ingress/${cluster}/${app.ns}/${app.name}`,
      config: {
        apiVersion: 'networking.k8s.io/v1',
        kind: 'Ingress',
        metadata: { name: app.name, namespace: app.ns },
        spec: {
          ingressClassName: 'nginx',
          tls: [{ hosts: [host], secretName: `${app.name}-tls` }],
          rules: [
            {
              host,
              http: {
                paths: [{ path: '/', backend: { service: { name: app.name, port: { number: 80 } } } }],
              },
            },
          ],
        },
      },
      labels,
      tags,
      icon: 'ingress',
      age,
      updatedAgo: rng.int(5, 60) * DAY,
    });
    b.relate(ing, svc, 'IngressService', s.plan.scraperId);
    b.add({
      ...common('tls'),
      type: 'Kubernetes::Secret',
      name: `${app.name}-tls`,
      parent: nsRef,
      status: null,
      health: rng.chance(0.1) ? 'warning' : 'healthy',
      externalId: `Kubernetes/Secret/${cluster}/${app.ns}/${app.name}-tls`,
      config: {
        apiVersion: 'v1',
        kind: 'Secret',
        type: 'kubernetes.io/tls',
        metadata: {
          name: `${app.name}-tls`,
          namespace: app.ns,
          annotations: { 'cert-manager.io/issuer-name': 'letsencrypt' },
        },
      },
      labels,
      tags,
      icon: 'secret',
      age,
      updatedAgo: rng.int(1, 60) * DAY,
    });
  }
}
