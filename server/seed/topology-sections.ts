import type { ConfigRef } from './catalog-builder.ts';
import type { CatalogPlan } from './catalog-plan.ts';
import type { SeedContext } from './context.ts';
import { DAY } from './context.ts';
import { API_OF, APP_PARTS, APPS, CLUSTER_NAMESPACES } from './data/topology-data.ts';
import type { Rng } from './prng.ts';
import type { ComponentRef, TopologyBuilder } from './topology-builder.ts';

/** Kubernetes clusters → nodes and namespaces; returns each namespace's components (one per cluster). */
export function addKubernetesTopology(
  b: TopologyBuilder,
  rng: Rng,
  plan: CatalogPlan,
  configs: ConfigRef[],
): Map<string, ComponentRef[]> {
  const { cfg, topology, add, linkChecks } = b;
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
    for (const ns of CLUSTER_NAMESPACES) {
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
  return namespaceComps;
}

/** Applications → API / worker / database / cache, each application linked to its namespaces. */
export function addApplicationsTopology(
  b: TopologyBuilder,
  ctx: SeedContext,
  rng: Rng,
  namespaceComps: Map<string, ComponentRef[]>,
): void {
  const { out, cfg, topology, add, linkChecks } = b;
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
    for (const [sub, type] of APP_PARTS) {
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
}
