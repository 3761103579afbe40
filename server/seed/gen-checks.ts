import type { ConfigRef } from './catalog-builder.ts';
import type { Row, SeedContext } from './context.ts';
import { DAY, HOUR, MINUTE } from './context.ts';
import type { AgentsOutput } from './gen-people.ts';
import { DEMO_ACCOUNTS } from './well-known-ids.ts';

const APIS = [
  'payments-api',
  'checkout-api',
  'catalog-api',
  'search-api',
  'auth-api',
  'orders-api',
  'shipping-api',
  'inventory-api',
  'web',
  'admin-ui',
  'grafana',
  'mission-control',
  'event-collector',
  'bff',
  'cart',
  'ledger',
];
const NAMESPACES = [
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
  'monitoring',
];
const API_NS: Record<string, string> = {
  'payments-api': 'payments',
  'checkout-api': 'checkout',
  'catalog-api': 'catalog',
  'search-api': 'search',
  'auth-api': 'identity',
  'orders-api': 'orders',
  'shipping-api': 'shipping',
  'inventory-api': 'inventory',
  web: 'frontend',
  'admin-ui': 'frontend',
  grafana: 'monitoring',
  'mission-control': 'mission-control',
  'event-collector': 'analytics',
  bff: 'frontend',
  cart: 'checkout',
  ledger: 'payments',
};

/** One check of a canary: its display name, spec fragment and what it points at. */
export interface CheckDef {
  name: string;
  description: string;
  endpoint: string;
  /** `Kubernetes::Service/payments-api`-style hints of the config items it checks. */
  configs: string[];
  labels: Record<string, string>;
}

export interface CanaryDef {
  key: string;
  name: string;
  namespace: string;
  type: string;
  icon: string;
  intervalMin: number;
  agent: keyof AgentsOutput['ids'];
  owner: string;
  checks: CheckDef[];
}

const def = (
  name: string,
  description: string,
  endpoint: string,
  configs: string[] = [],
  labels: Record<string, string> = {},
): CheckDef => ({ name, description, endpoint, configs, labels });

/** The canaries of the estate: ~20, ~150 checks of many types. */
export function canaryDefs(): CanaryDef[] {
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
    {
      key: 'icmp',
      name: 'vpn-gateways',
      namespace: 'network',
      type: 'icmp',
      icon: 'icmp',
      intervalMin: 10,
      agent: 'local',
      owner: 'platform',
      checks: ['vpn-fra', 'vpn-iad', 'vpn-sin', 'office-london', 'office-berlin'].map((g) =>
        def(g, `Ping ${g}`, `${g}.acme.io`),
      ),
    },
    {
      key: 'redis',
      name: 'redis-caches',
      namespace: 'data',
      type: 'redis',
      icon: 'redis',
      intervalMin: 20,
      agent: 'local',
      owner: 'data',
      checks: ['session-store', 'cart-cache', 'pricing-cache', 'rate-limiter', 'feature-flags'].map((r) =>
        def(r, `Redis PING ${r}`, `${r}.internal:6379`, [`Kubernetes::StatefulSet/${r}`]),
      ),
    },
    {
      key: 'es',
      name: 'elasticsearch-clusters',
      namespace: 'data',
      type: 'elasticsearch',
      icon: 'elasticsearch',
      intervalMin: 30,
      agent: 'local',
      owner: 'data',
      checks: [
        'search-primary health',
        'search-primary shards',
        'logs cluster health',
        'logs ingest rate',
      ].map((n) =>
        def(n, `Elasticsearch ${n}`, 'https://elasticsearch.search:9200', [
          'Kubernetes::StatefulSet/elasticsearch',
        ]),
      ),
    },
    {
      key: 's3',
      name: 'backups-s3',
      namespace: 'data',
      type: 's3',
      icon: 'aws-s3',
      intervalMin: 30,
      agent: 'local',
      owner: 'data',
      checks: ['payments-db', 'orders-db', 'identity-db', 'analytics-warehouse', 'clickhouse'].map((d) =>
        def(`${d} backup < 24h`, `Latest ${d} backup is fresh`, `s3://acme-backups/${d}/`, [
          'AWS::S3::Bucket/acme-backups',
        ]),
      ),
    },
    {
      key: 'tls',
      name: 'tls-certificates',
      namespace: 'security',
      type: 'http',
      icon: 'lock',
      intervalMin: 30,
      agent: 'local',
      owner: 'security',
      checks: [
        'acme.io',
        'api.acme.io',
        'checkout.acme.io',
        'auth.acme.io',
        'grafana.acme.io',
        'status.acme.io',
        'payments.acme.io',
        'admin-ui.acme.io',
      ].map((h) =>
        def(`${h} certificate`, `TLS certificate of ${h} expires in > 14 days`, `https://${h}`, [], {
          check: 'tls',
        }),
      ),
    },
    {
      key: 'smoke',
      name: 'staging-smoke-tests',
      namespace: 'qa',
      type: 'exec',
      icon: 'terminal',
      intervalMin: 30,
      agent: 'staging',
      owner: 'platform',
      checks: [
        'login flow',
        'checkout flow',
        'search flow',
        'refund flow',
        'signup flow',
        'admin export',
      ].map((n) => def(n, `Scripted ${n} against staging`, 'exec://smoke.sh')),
    },
    {
      key: 'mongo',
      name: 'mongodb',
      namespace: 'data',
      type: 'mongodb',
      icon: 'mongo',
      intervalMin: 20,
      agent: 'local',
      owner: 'data',
      checks: [
        'catalog-mongo primary',
        'catalog-mongo replica lag',
        'reviews-mongo primary',
        'reviews-mongo connections',
      ].map((n) => def(n, `MongoDB ${n}`, 'mongodb://mongo.catalog:27017')),
    },
    {
      key: 'sftp',
      name: 'partner-sftp',
      namespace: 'integrations',
      type: 'folder',
      icon: 'folder',
      intervalMin: 30,
      agent: 'local',
      owner: 'payments',
      checks: ['bank-settlements inbox', 'carrier-manifests outbox', 'tax-reports archive'].map((n) =>
        def(n, `Files in ${n} are fresh`, `sftp://partners.acme.io/${n.split(' ')[0] ?? ''}`),
      ),
    },
    {
      key: 'cloudwatch',
      name: 'cloudwatch-alarms',
      namespace: 'aws',
      type: 'cloudwatch',
      icon: 'aws-cloudwatch',
      intervalMin: 20,
      agent: 'local',
      owner: 'sre',
      checks: [
        'RDS CPU high',
        'ALB 5xx',
        'SQS dead-letter depth',
        'Lambda throttles',
        'EBS burst balance',
        'NAT gateway errors',
      ].map((n) => def(n, `CloudWatch alarm ${n}`, 'cloudwatch://eu-west-1')),
    },
    {
      key: 'junit',
      name: 'e2e-junit',
      namespace: 'qa',
      type: 'junit',
      icon: 'junit',
      intervalMin: 30,
      agent: 'local',
      owner: 'platform',
      checks: ['checkout e2e', 'search e2e', 'account e2e', 'payments e2e', 'mobile api e2e'].map((n) =>
        def(n, `JUnit suite ${n}`, 'junit://e2e-runner'),
      ),
    },
    {
      key: 'ldap',
      name: 'ldap',
      namespace: 'security',
      type: 'ldap',
      icon: 'ldap',
      intervalMin: 30,
      agent: 'local',
      owner: 'security',
      checks: ['corp-ldap bind', 'corp-ldap search', 'ldap replica sync'].map((n) =>
        def(n, `LDAP ${n}`, 'ldaps://ldap.corp.acme.io:636'),
      ),
    },
    {
      key: 'alertmanager',
      name: 'alertmanager',
      namespace: 'monitoring',
      type: 'alertmanager',
      icon: 'alertmanager',
      intervalMin: 15,
      agent: 'local',
      owner: 'sre',
      checks: [
        'KubePodCrashLooping',
        'KubeDeploymentReplicasMismatch',
        'NodeFilesystemAlmostFull',
        'TargetDown',
        'PrometheusRuleFailures',
        'CPUThrottlingHigh',
        'KubeJobFailed',
        'PostgresReplicationLag',
      ].map((n) =>
        def(n, `Alertmanager alert ${n}`, 'http://alertmanager.monitoring:9093', [], { alertname: n }),
      ),
    },
    {
      key: 'apac',
      name: 'apac-endpoints',
      namespace: 'default',
      type: 'http',
      icon: 'http',
      intervalMin: 15,
      agent: 'apac',
      owner: 'sre',
      checks: [
        'sg.acme.io',
        'jp.acme.io',
        'au.acme.io',
        'cdn-sin.acme.io',
        'api-sin.acme.io',
        'status-sin.acme.io',
      ].map((h) =>
        def(h, `Latency from Singapore to ${h}`, `https://${h}`, [], { region: 'ap-southeast-1' }),
      ),
    },
  ];
}

export interface CheckRef {
  id: string;
  canaryId: string;
  name: string;
  type: string;
  agentId: string;
  intervalMs: number;
  createdMs: number;
  /** Statuses stop here (deleted check, offline agent); null = run until now. */
  stopMs: number | null;
  profile: Profile;
}

export type Profile = 'stable' | 'noisy' | 'flapping' | 'failing' | 'recovered' | 'new';

export interface ChecksOutput {
  canaries: Row[];
  /** Check rows without the run-derived fields; `gen-check-history` fills status/last_* in. */
  checks: Row[];
  check_config_relationships: Row[];
  refs: CheckRef[];
}

/** Canaries and their checks, each check assigned a behaviour profile for its history. */
export function generateChecks(
  ctx: SeedContext,
  agents: AgentsOutput['ids'],
  configs: ConfigRef[],
  offlineSinceMs: number,
): ChecksOutput {
  const rng = ctx.rng('checks');
  const configIndex = new Map<string, ConfigRef>();
  for (const c of configs) {
    const key = `${c.type}/${c.name}`;
    if (c.deletedMs === null && !configIndex.has(key)) configIndex.set(key, c);
  }
  const defs = canaryDefs();
  const total = defs.reduce((s, d) => s + d.checks.length, 0);
  const profiles: Profile[] = [];
  for (let i = 0; i < total; i++) {
    const slot = i % 16;
    profiles.push(
      slot === 10
        ? 'noisy'
        : slot === 11
          ? 'flapping'
          : slot === 12 || slot === 15
            ? 'failing'
            : slot === 13
              ? 'recovered'
              : slot === 14 && i < 40
                ? 'new'
                : 'stable',
    );
  }
  const shuffled = rng.sample(profiles, profiles.length);
  const canaries: Row[] = [];
  const checks: Row[] = [];
  const rels: Row[] = [];
  const refs: CheckRef[] = [];
  let n = 0;
  for (const d of defs) {
    const canaryId = ctx.id('canary', d.key);
    const agentId = agents[d.agent];
    const created = rng.int(30, 300) * DAY;
    const labels = {
      team: d.owner,
      'canary-type': d.type,
      ...(d.agent === 'staging' ? { environment: 'staging' } : { environment: 'production' }),
    };
    canaries.push({
      id: canaryId,
      agent_id: agentId,
      name: d.name,
      namespace: d.namespace,
      labels,
      annotations: {},
      spec: {
        schedule: `@every ${d.intervalMin}m`,
        [d.type]: d.checks.map((c) => ({
          name: c.name,
          description: c.description,
          endpoint: c.endpoint,
          ...(d.type === 'http'
            ? {
                url: c.endpoint,
                responseCodes: [200],
                thresholdMillis: 2000,
                ...(d.key === 'tls' ? { maxSSLExpiry: 14 } : {}),
              }
            : {}),
        })),
      },
      source: d.agent === 'local' ? (rng.chance(0.5) ? 'UI' : 'KubernetesCRD') : 'Push',
      is_pushed: false,
      created_at: ctx.ago(created),
      created_by: d.agent === 'local' ? DEMO_ACCOUNTS.editor.id : null,
      updated_at: ctx.ago(rng.int(1, 20) * DAY),
      deleted_at: null,
    });
    d.checks.forEach((c, i) => {
      const profile = shuffled[n++] ?? 'stable';
      const id = ctx.id('check', `${d.key}/${i}`);
      const createdMs =
        profile === 'new'
          ? ctx.nowMs - rng.int(40, 180) * MINUTE
          : ctx.nowMs - Math.min(created, rng.int(10, 200) * DAY);
      const deleted = d.key === 'mongo' && i === 3;
      const stopMs = d.agent === 'staging' ? offlineSinceMs : deleted ? ctx.nowMs - 2 * DAY : null;
      checks.push({
        id,
        canary_id: canaryId,
        agent_id: agentId,
        type: d.type,
        name: c.name,
        namespace: d.namespace,
        description: c.description,
        icon: d.icon,
        spec: { name: c.name, description: c.description, endpoint: c.endpoint },
        labels: { ...c.labels },
        owner: d.owner,
        severity: rng.weighted([
          ['info', 2],
          ['low', 3],
          ['medium', 4],
          ['high', 3],
          ['critical', 1],
        ] as const),
        category: null,
        is_pushed: false,
        transformed: false,
        silenced_at: d.key === 'alertmanager' && i === 5 ? ctx.ago(6 * HOUR) : null,
        created_at: ctx.iso(createdMs),
        updated_at: ctx.iso(createdMs),
        deleted_at: deleted ? ctx.iso(ctx.nowMs - 2 * DAY) : null,
      });
      refs.push({
        id,
        canaryId,
        name: c.name,
        type: d.type,
        agentId,
        intervalMs: d.intervalMin * MINUTE,
        createdMs,
        stopMs,
        profile,
      });
      const seen = new Set<string>();
      for (const hint of c.configs) {
        const cfg = configIndex.get(hint);
        if (cfg === undefined || seen.has(cfg.id)) continue;
        seen.add(cfg.id);
        rels.push({
          config_id: cfg.id,
          check_id: id,
          canary_id: canaryId,
          created_at: ctx.iso(createdMs),
          updated_at: ctx.iso(createdMs),
          deleted_at: null,
          selector_id: 'check-configs',
          is_pushed: false,
        });
      }
    });
  }
  return { canaries, checks, check_config_relationships: rels, refs };
}
