// A small estate for the topology tests (used only by `*.test.ts`): two roots, a cluster with two
// namespaces of pods (one namespace hidden), a deleted root, a check, an open incident with
// component evidence, a linked config item with an open insight and a change, and two teams.
import type { Database } from '../db/database.ts';
import { DEMO_ACCOUNTS } from '../seed/well-known-ids.ts';

export const T = {
  cluster: 'c1000000-0000-4000-8000-000000000001',
  nsPayments: 'c1000000-0000-4000-8000-000000000002',
  podApi: 'c1000000-0000-4000-8000-000000000003',
  podDb: 'c1000000-0000-4000-8000-000000000004',
  nsWeb: 'c1000000-0000-4000-8000-000000000005',
  podWeb: 'c1000000-0000-4000-8000-000000000006',
  nsHidden: 'c1000000-0000-4000-8000-000000000007',
  aws: 'c1000000-0000-4000-8000-000000000008',
  deleted: 'c1000000-0000-4000-8000-000000000009',
  teamPlatform: 'c1100000-0000-4000-8000-000000000001',
  teamData: 'c1100000-0000-4000-8000-000000000002',
  canary: 'c1200000-0000-4000-8000-000000000001',
  checkBad: 'c1300000-0000-4000-8000-000000000001',
  checkGood: 'c1300000-0000-4000-8000-000000000002',
  config: 'c1400000-0000-4000-8000-000000000001',
  otherConfig: 'c1400000-0000-4000-8000-000000000002',
  incident: 'c1500000-0000-4000-8000-000000000001',
  hypothesis: 'c1600000-0000-4000-8000-000000000001',
  analysis: 'c1700000-0000-4000-8000-000000000001',
  change: 'c1800000-0000-4000-8000-000000000001',
} as const;

const COMPONENTS: [string, string | null, string, string, string, Record<string, unknown>][] = [
  [T.cluster, null, 'cluster-a', 'KubernetesCluster', 'warning', { labels: { env: 'prod' }, owner: 'sre' }],
  [T.nsPayments, T.cluster, 'payments', 'Namespace', 'unhealthy', { props: [{ name: 'Pods', value: 12 }] }],
  [T.podApi, T.nsPayments, 'payments-api', 'Pod', 'unhealthy', {}],
  [T.podDb, T.nsPayments, 'payments-db', 'Pod', 'healthy', {}],
  [T.nsWeb, T.cluster, 'web', 'Namespace', 'healthy', { props: [{ name: 'Pods', value: 3 }] }],
  [T.podWeb, T.nsWeb, 'web-frontend', 'Pod', 'healthy', { logs: [{ name: 'app', type: 'loki' }] }],
  [T.nsHidden, T.cluster, 'kube-system', 'Namespace', 'healthy', { hidden: true }],
  [T.aws, null, 'aws-account', 'AWSAccount', 'healthy', { labels: { env: 'staging' } }],
  [T.deleted, null, 'old-cluster', 'KubernetesCluster', 'unhealthy', { deleted: true }],
];

export async function seedTopologyFixture(db: Database): Promise<void> {
  const person = DEMO_ACCOUNTS.admin.id;
  await db.query('INSERT INTO people (id, name, email) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    person,
    DEMO_ACCOUNTS.admin.name,
    DEMO_ACCOUNTS.admin.email,
  ]);
  await db.query(
    `INSERT INTO teams (id, name, icon, created_by) VALUES ($1, 'platform', 'kubernetes', $3), ($2, 'data', 'database', $3)`,
    [T.teamPlatform, T.teamData, person],
  );
  for (const [id, parent, name, type, status, x] of COMPONENTS)
    await db.query(
      `INSERT INTO components (id, parent_id, name, external_id, type, status, labels, owner, properties,
         log_selectors, hidden, deleted_at, path, updated_at)
       VALUES ($1, $2, $3, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now() - ($13 || ' minutes')::interval)`,
      [
        id,
        parent,
        name,
        type,
        status,
        x['labels'] ?? null,
        x['owner'] ?? null,
        x['props'] === undefined ? null : JSON.stringify(x['props']),
        x['logs'] === undefined ? null : JSON.stringify(x['logs']),
        x['hidden'] === true,
        x['deleted'] === true ? new Date().toISOString() : null,
        parent === null ? '' : parent,
        String(COMPONENTS.findIndex((c) => c[0] === id)),
      ],
    );
  await db.query(`INSERT INTO team_components (team_id, component_id) VALUES ($1, $3), ($1, $4), ($2, $5)`, [
    T.teamPlatform,
    T.teamData,
    T.cluster,
    T.podApi,
    T.aws,
  ]);
  await db.query(
    `INSERT INTO canaries (id, name, namespace, spec) VALUES ($1, 'payments', 'default', '{}')`,
    [T.canary],
  );
  await db.query(
    `INSERT INTO checks (id, canary_id, type, name, status) VALUES ($1, $3, 'http', 'payments-api', 'unhealthy'),
       ($2, $3, 'tcp', 'payments-db', 'healthy')`,
    [T.checkBad, T.checkGood, T.canary],
  );
  await db.query(
    `INSERT INTO check_component_relationships (component_id, check_id, canary_id) VALUES ($1, $3, $5), ($2, $4, $5)`,
    [T.podApi, T.podDb, T.checkBad, T.checkGood, T.canary],
  );
  await db.query(
    `INSERT INTO check_statuses (check_id, time, duration, status, message, error)
     SELECT $1, now() - (i || ' minutes')::interval, 100 + i, i % 2 = 0, 'run ' || i, CASE WHEN i % 2 = 1 THEN 'timeout' END
     FROM generate_series(1, 10) i`,
    [T.checkBad],
  );
  await db.query(
    `INSERT INTO config_items (id, type, config_class, name) VALUES ($1, 'Kubernetes::Deployment', 'Deployment', 'payments-api'),
       ($2, 'Kubernetes::Service', 'Service', 'payments-svc')`,
    [T.config, T.otherConfig],
  );
  await db.query(
    `INSERT INTO config_component_relationships (component_id, config_id, selector_id) VALUES ($1, $2, 'fixture')`,
    [T.podApi, T.config],
  );
  await db.query(
    `INSERT INTO config_analysis (id, config_id, analyzer, analysis_type, severity, status, first_observed)
     VALUES ($1, $2, 'trivy', 'security', 'critical', 'open', now() - interval '1 day')`,
    [T.analysis, T.config],
  );
  await db.query(
    `INSERT INTO config_changes (id, config_id, change_type, severity, summary, created_at)
     VALUES ($1, $2, 'diff', 'info', 'image bumped', now() - interval '30 minutes')`,
    [T.change, T.config],
  );
  await db.query(
    `INSERT INTO incidents (id, title, created_by, severity, type, status) VALUES ($1, 'Payments down', $2, 'high', 'availability', 'open')`,
    [T.incident, person],
  );
  await db.query(
    `INSERT INTO hypotheses (id, created_by, incident_id, type, title, status) VALUES ($1, $2, $3, 'root', 'api', 'possible')`,
    [T.hypothesis, person, T.incident],
  );
  await db.query(
    `INSERT INTO evidences (description, hypothesis_id, component_id, created_by, type) VALUES ('api pod', $1, $2, $3, 'topology')`,
    [T.hypothesis, T.podApi, person],
  );
}
