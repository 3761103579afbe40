import type { Row, SeedContext } from './context.ts';
import { DAY } from './context.ts';
import { DEMO_ACCOUNTS, LOCAL_AGENT_ID } from './well-known-ids.ts';

/** Feature flags and settings. Only an organisation-profile page (hosted mode) is switched off. */
export function generateProperties(ctx: SeedContext): Row[] {
  const p = (name: string, value: string, daysAgo: number): Row => ({
    name,
    value,
    created_by: DEMO_ACCOUNTS.admin.id,
    created_at: ctx.ago(daysAgo * DAY),
    updated_at: ctx.ago(daysAgo * DAY),
    deleted_at: null,
  });
  return [
    p('settings.organization_profile.disable', 'true', 60),
    p('incidents.disable', 'false', 60),
    p('logs.disable', 'false', 45),
    p('playbooks.disable', 'false', 45),
    p('agents.disable', 'false', 30),
    p('check.status.retention.days', '7', 90),
    p('config.retention.period', '7d', 90),
  ];
}

export function generateConnections(ctx: SeedContext): Row[] {
  const c = (name: string, type: string, url: string | null, properties: Row, extra: Row = {}): Row => ({
    id: ctx.id('connection', name),
    name,
    namespace: 'default',
    type,
    url,
    source: 'UI',
    username: null,
    password: null,
    certificate: null,
    properties,
    insecure_tls: false,
    created_by: DEMO_ACCOUNTS.admin.id,
    created_at: ctx.ago(120 * DAY),
    updated_at: ctx.ago(10 * DAY),
    deleted_at: null,
    ...extra,
  });
  return [
    c('slack-alerts', 'slack', 'slack://xoxb-demo-token@alerts', { BotName: 'mission-control' }),
    c(
      'oncall-email',
      'email',
      'smtp://smtp.example.com:587',
      {
        from: 'mission-control@example.com',
        fromName: 'Mission Control',
        host: 'smtp.example.com',
        port: '587',
        encryptionMethod: 'Auto',
        authMethod: 'Plain',
      },
      { username: 'mission-control', password: 'demo-password' },
    ),
    c(
      'acme-prod',
      'aws',
      null,
      { region: 'eu-west-1', profile: 'default' },
      { username: 'AKIADEMO0000000000', password: 'demo-secret' },
    ),
    c('prod-eu', 'kubernetes', null, {}, { certificate: '# kubeconfig for prod-eu (demo)' }),
    c(
      'payments-db',
      'postgres',
      'postgres://payments-db.internal:5432/payments',
      {},
      { username: 'readonly', password: 'demo-password' },
    ),
    c('prometheus', 'prometheus', 'http://prometheus.monitoring:9090', {}),
    c('github', 'github', 'https://github.com/acme', {}, { password: 'ghp_demo' }),
    c(
      'jira',
      'http',
      'https://acme.atlassian.net',
      {},
      { username: 'bot@example.com', password: 'demo-token' },
    ),
    c('loki', 'http', 'http://loki.monitoring:3100', {}),
    c('backups', 's3', null, { region: 'eu-west-1', bucket: 'acme-backups' }),
    c(
      'teams-webhook',
      'teams',
      'teams://demo@acme.webhook.office.com',
      { host: 'acme.webhook.office.com' },
      { namespace: 'mission-control', source: 'KubernetesCRD' },
    ),
  ];
}

export function generateLoggingBackends(ctx: SeedContext): Row[] {
  return [
    {
      id: ctx.id('logging-backend', 'loki'),
      name: 'loki',
      labels: { default: 'true' },
      spec: { loki: { url: 'http://loki.monitoring:3100', routes: [{ type: 'loki' }] } },
      source: 'UI',
      agent_id: LOCAL_AGENT_ID,
      created_at: ctx.ago(100 * DAY),
      created_by: DEMO_ACCOUNTS.admin.id,
      updated_at: ctx.ago(5 * DAY),
      deleted_at: null,
    },
    {
      id: ctx.id('logging-backend', 'opensearch'),
      name: 'opensearch',
      labels: {},
      spec: { opensearch: { address: 'https://opensearch.logging:9200', index: 'logs-*' } },
      source: 'KubernetesCRD',
      agent_id: LOCAL_AGENT_ID,
      created_at: ctx.ago(80 * DAY),
      created_by: null,
      updated_at: ctx.ago(80 * DAY),
      deleted_at: null,
    },
  ];
}
