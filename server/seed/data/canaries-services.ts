import type { CanaryDef } from './canary-defs.ts';
import { API_NS, APIS, def, NAMESPACES } from './canary-defs.ts';

/** Canaries probing the estate's services: endpoints, DNS, databases, SLOs and Kubernetes. */
export function serviceCanaries(): CanaryDef[] {
  const svc = (a: string): string[] => [`Kubernetes::Service/${a}`, `Kubernetes::Ingress/${a}`];
  return [
    {
      key: 'public',
      name: 'public-endpoints',
      namespace: 'default',
      type: 'http',
      icon: 'http',
      intervalMin: 15,
      agent: 'local',
      owner: 'sre',
      checks: APIS.map((a) =>
        def(
          `${a.replace(/-api$/, '')}.acme.io`,
          `Public health endpoint of ${a}`,
          `https://${a.replace(/-api$/, '')}.acme.io/health`,
          svc(a),
          { tier: 'public', app: a },
        ),
      ),
    },
    {
      key: 'internal',
      name: 'internal-services',
      namespace: 'monitoring',
      type: 'http',
      icon: 'http',
      intervalMin: 15,
      agent: 'local',
      owner: 'platform',
      checks: APIS.map((a) =>
        def(
          `${a} ready`,
          `In-cluster readiness of ${a}`,
          `http://${a}.${API_NS[a] ?? 'default'}.svc.cluster.local/ready`,
          svc(a),
          { tier: 'internal', app: a },
        ),
      ),
    },
    {
      key: 'dns',
      name: 'dns-records',
      namespace: 'default',
      type: 'dns',
      icon: 'dns',
      intervalMin: 30,
      agent: 'local',
      owner: 'platform',
      checks: [
        'acme.io A',
        'api.acme.io A',
        'www.acme.io CNAME',
        'acme.io MX',
        '_dmarc.acme.io TXT',
        'status.acme.io CNAME',
        'internal.acme.io A',
        'vpn.acme.io A',
      ].map((n) =>
        def(n, `DNS record ${n}`, `dns://1.1.1.1/${n.split(' ')[0] ?? n}`, [
          'AWS::Route53::HostedZone/acme.io',
        ]),
      ),
    },
    {
      key: 'tcp',
      name: 'databases-tcp',
      namespace: 'data',
      type: 'tcp',
      icon: 'tcp',
      intervalMin: 10,
      agent: 'local',
      owner: 'data',
      checks: [
        ['payments-db', 5432],
        ['orders-db', 5432],
        ['identity-db', 5432],
        ['session-store', 6379],
        ['kafka-0', 9092],
        ['kafka-1', 9092],
        ['kafka-2', 9092],
        ['elasticsearch', 9200],
      ].map(([h, p]) =>
        def(
          `${String(h)}:${String(p)}`,
          `TCP connect to ${String(h)}`,
          `${String(h)}.internal:${String(p)}`,
          [`AWS::RDS::DBInstance/${String(h)}`, `Kubernetes::StatefulSet/${String(h)}`],
        ),
      ),
    },
    {
      key: 'postgres',
      name: 'postgres-health',
      namespace: 'data',
      type: 'postgres',
      icon: 'postgres',
      intervalMin: 15,
      agent: 'local',
      owner: 'data',
      checks: [
        'payments-db replication lag',
        'orders-db connections',
        'identity-db slow queries',
        'analytics-warehouse long transactions',
        'payments-db disk usage',
        'orders-db vacuum age',
      ].map((n) =>
        def(n, `SQL probe: ${n}`, `postgres://${n.split(' ')[0] ?? 'db'}.internal:5432`, [
          `AWS::RDS::DBInstance/${n.split(' ')[0] ?? ''}`,
        ]),
      ),
    },
    {
      key: 'slo',
      name: 'slo-prometheus',
      namespace: 'monitoring',
      type: 'prometheus',
      icon: 'prometheus',
      intervalMin: 15,
      agent: 'local',
      owner: 'sre',
      checks: APIS.slice(0, 10).map((a) =>
        def(
          `${a} error rate < 1%`,
          `5xx ratio over 5m for ${a}`,
          'http://prometheus.monitoring:9090',
          [`Kubernetes::Deployment/${a}`],
          { slo: 'availability', app: a },
        ),
      ),
    },
    {
      key: 'k8s-workloads',
      name: 'kubernetes-workloads',
      namespace: 'platform',
      type: 'kubernetes',
      icon: 'kubernetes',
      intervalMin: 15,
      agent: 'local',
      owner: 'platform',
      checks: NAMESPACES.map((ns) =>
        def(
          `${ns} pods ready`,
          `All pods in ${ns} are ready`,
          `kubernetes://prod-eu/${ns}`,
          [`Kubernetes::Namespace/${ns}`],
          { namespace: ns },
        ),
      ),
    },
    {
      key: 'k8s-nodes',
      name: 'kubernetes-nodes',
      namespace: 'platform',
      type: 'kubernetes',
      icon: 'kubernetes',
      intervalMin: 20,
      agent: 'usEast',
      owner: 'platform',
      checks: ['prod-eu', 'prod-us', 'staging'].flatMap((c) => [
        def(`${c} nodes ready`, `Every node of ${c} is Ready`, `kubernetes://${c}/nodes`, [
          'Kubernetes::Cluster/' + c,
        ]),
        def(`${c} pvc bound`, `No pending PVCs in ${c}`, `kubernetes://${c}/pvc`, [
          'Kubernetes::Cluster/' + c,
        ]),
      ]),
    },
  ];
}
