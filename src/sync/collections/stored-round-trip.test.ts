// A synced row is parsed once from the server and again whenever the local store restores it: a
// schema whose transform is not idempotent silently changes stored data on every reload (the
// config items' last scrape time came back null after a restart before this test existed).
import { describe, expect, it } from 'vitest';
import { canaries } from './canaries.ts';
import { configScrapers } from './config-scrapers.ts';
import { checks } from './checks.ts';
import { configItems } from './config-items.ts';
import { connections } from './connections.ts';
import { incidentRules } from './incident-rules.ts';
import { jobHistories } from './job-histories.ts';
import { notifications } from './notifications.ts';
import { topologies } from './topologies.ts';
import { loggingBackends } from './logging-backends.ts';

interface Schemaed {
  readonly name: string;
  readonly schema: { parse(input: unknown): unknown };
}

const CONNECTION_WITH_SECRETS = {
  id: 'cn1',
  name: 'backups',
  namespace: 'ops',
  type: 'restic',
  url: 's3:https://backup-user:url-secret-1@s3.example.com/bucket',
  username: 'backup-user',
  password: 'password-secret-2',
  certificate: 'certificate-secret-3',
  source: 'UI',
  insecure_tls: false,
  properties: {
    awsConnectionName: 'aws-prod',
    accessKey: 'AKIA-SECRET-4',
    secretKey: 'secret-key-5',
    token: 't6',
  },
  created_by: 'p1',
  created_at: '2026-11-20T08:00:00.123456+00:00',
  updated_at: '2026-11-20T08:00:00.123456+00:00',
  deleted_at: null,
  creator: { id: 'p1', name: 'Admin', avatar: null },
};

const serverRows: readonly (readonly [Schemaed, Record<string, unknown>])[] = [
  [
    configItems,
    {
      id: 'c1',
      name: 'api',
      type: 'Kubernetes::Pod',
      config_class: 'Pod',
      status: 'Running',
      health: 'healthy',
      labels: { app: 'api', replicas: 3 },
      tags: { namespace: 'shop' },
      created_at: '2026-11-01T10:00:00.123456+00:00',
      updated_at: '2026-11-02T10:00:00+00:00',
      deleted_at: null,
      changes: 4,
      analysis: { security: 2 },
      cost_total_30d: 1.5,
      agent_id: null,
      agent: { id: 'a', name: 'local' },
      last_scraped: { last_scraped_time: '2026-11-20T08:00:00+00:00' },
    },
  ],
  [
    configItems,
    {
      id: 'c2',
      created_at: '2026-11-01T10:00:00+00:00',
      last_scraped: [{ last_scraped_time: '2026-11-21T08:00:00+00:00' }],
    },
  ],
  [configItems, { id: 'c3', created_at: '2026-11-01T10:00:00+00:00', last_scraped: null }],
  [
    checks,
    {
      id: 'k1',
      canary_id: 'n1',
      name: 'http',
      labels: { env: 'prod', n: 1 },
      uptime: { passed: 9, failed: 1, last_pass: '2026-11-21T00:00:00Z', last_fail: null },
      latency: { p99: 120, p95: 80, rolling1h: 60 },
    },
  ],
  [checks, { id: 'k2', canary_id: 'n1', name: 'tcp', uptime: null, latency: null }],
  [canaries, { id: 'n1', name: 'web', spec: { http: [{ url: 'https://example.com' }] } }],
  [canaries, { id: 'n2', name: 'empty', spec: null }],
  [
    canaries,
    { id: 'n3', name: 'api', labels: { team: 'web' }, created_by: 'u1', spec: { schedule: '@every 1m' } },
  ],
  [
    configScrapers,
    {
      id: 's1',
      name: 'cluster',
      namespace: 'default',
      source: 'UI',
      spec: { schedule: '@every 30m', kubernetes: [{ clusterName: 'demo' }] },
      created_by: 'u1',
      created_at: '2026-01-01T00:00:00Z',
      updated_at: null,
    },
  ],
  [configScrapers, { id: 's2', name: null, spec: null, created_at: '2026-01-01T00:00:00Z' }],
  [
    jobHistories,
    {
      id: 'j1',
      name: 'ConfigScraper',
      agent_id: null,
      agent: { id: null, name: null },
      resource_id: 's1',
      resource_type: 'config_scraper',
      resource_name: 'kubernetes',
      status: 'FAILED',
      time_start: '2026-11-20T08:00:00.123456+00:00',
      time_end: null,
      duration_millis: 1200,
      success_count: 3,
      error_count: 2,
      details: { errors: ['timeout', 'timeout'], scrape_summary: { 'Kubernetes::Pod': { added: 1 } }, x: 1 },
      hostname: null,
      created_at: '2026-11-20T08:00:00.123456+00:00',
    },
  ],
  [
    jobHistories,
    {
      ...Object.fromEntries(Object.keys(jobHistories.engine.fields).map((f) => [f, null])),
      id: 'j2',
      agent_id: null,
      agent: null,
      time_end: null,
      hostname: null,
      created_at: '2026-11-20T08:00:00+00:00',
      // An odd part of the details is dropped, not the job.
      details: { errors: [{ message: 'not a string' }], summary: 'ok' },
    },
  ],
  [
    notifications,
    {
      id: 'nt1',
      name: 'check-failures',
      namespace: 'default',
      title: 'Check {{.check.name}} is {{.status}}',
      events: ['check.failed'],
      filter: null,
      template: '**{{.resource.name}}**',
      person_id: null,
      team_id: 't1',
      // A service without a name (an older rule) keeps its connection.
      custom_services: [{ connection: 'connection://default/slack', extra: 1 }],
      properties: null,
      source: 'UI',
      repeat_interval: '4h',
      error: null,
      created_by: null,
      created_at: '2026-11-20T08:00:00.123456+00:00',
      updated_at: '2026-11-20T08:00:00.123456+00:00',
      deleted_at: null,
      person: null,
      team: { id: 't1', name: 'SRE', icon: null },
      creator: null,
    },
  ],
  [
    incidentRules,
    {
      id: 'ir1',
      name: 'sev1-pages',
      spec: { filter: { status: ['unhealthy'] }, autoClose: { timeout: '1h' } },
      source: null,
      created_by: 'p1',
      created_at: '2026-11-20T08:00:00.123456+00:00',
      updated_at: '2026-11-20T08:00:00.123456+00:00',
      deleted_at: null,
    },
  ],
  [
    incidentRules,
    {
      id: 'ir2',
      name: 'from-crd',
      spec: null,
      source: 'KubernetesCRD',
      created_by: 'p1',
      created_at: '2026-11-20T08:00:00+00:00',
      updated_at: '2026-11-20T08:00:00+00:00',
      deleted_at: null,
    },
  ], // A connection as a server that answers every column would send it: its secrets must not survive.
  [connections, CONNECTION_WITH_SECRETS],
  [
    connections,
    {
      id: 'cn2',
      name: 'no-props',
      namespace: 'default',
      type: 'http',
      source: null,
      insecure_tls: null,
      properties: null,
      created_by: null,
      created_at: '2026-11-20T08:00:00+00:00',
      updated_at: '2026-11-20T08:00:00+00:00',
      deleted_at: null,
      creator: null,
    },
  ],
  [
    topologies,
    {
      id: 'tp1',
      name: 'cluster',
      namespace: 'ops',
      labels: null,
      source: 'UI',
      spec: { schedule: '@every 5m', components: [{ name: 'nodes' }] },
      schedule: null,
      agent_id: '00000000-0000-0000-0000-000000000000',
      created_by: null,
      created_at: '2026-11-20T08:00:00.123456+00:00',
      updated_at: null,
      deleted_at: null,
    },
  ],
  [
    loggingBackends,
    {
      id: 'lb1',
      name: 'loki',
      labels: { env: 'prod' },
      source: null,
      spec: { loki: { url: 'http://loki:3100' } },
      agent_id: null,
      created_by: 'p1',
      created_at: '2026-11-20T08:00:00+00:00',
      updated_at: '2026-11-20T08:00:00+00:00',
      deleted_at: null,
    },
  ],
];

describe('stored rows restore unchanged', () => {
  it.each(serverRows.map(([spec, raw], i) => [`${spec.name} #${i}`, spec, raw] as const))(
    '%s',
    (_, spec, raw) => {
      const parsed: unknown = spec.schema.parse(raw);
      // What IndexedDB hands back is a structured clone of what was stored.
      const restored: unknown = spec.schema.parse(structuredClone(parsed));
      expect(restored).toEqual(parsed);
    },
  );

  it('keeps the last scrape time through a restore', () => {
    const [, raw] = serverRows[0] ?? [];
    const restored = configItems.schema.parse(configItems.schema.parse(raw));
    expect(restored.last_scraped_time).toBe('2026-11-20T08:00:00+00:00');
  });
});

describe('a stored connection', () => {
  it('keeps no password, token, key or secret, however the server sent them', () => {
    const stored = JSON.stringify(connections.schema.parse(structuredClone(CONNECTION_WITH_SECRETS)));
    for (const secret of [
      'url-secret-1',
      'password-secret-2',
      'certificate-secret-3',
      'AKIA-SECRET-4',
      'secret-key-5',
      't6',
    ])
      expect(stored).not.toContain(secret);
    expect(JSON.parse(stored)).toMatchObject({
      name: 'backups',
      type: 'restic',
      properties: { awsConnectionName: 'aws-prod' },
    });
  });
});
