import type { ConfigRef } from './catalog-builder.ts';
import type { CatalogPlan } from './catalog-plan.ts';
import type { Row, SeedContext } from './context.ts';
import { DAY, HOUR, MINUTE, SECOND } from './context.ts';
import type { CheckRef } from './gen-checks.ts';
import type { AgentsOutput } from './gen-people.ts';
import type { ComponentRef } from './gen-topology.ts';
import { DEMO_ACCOUNTS, LOCAL_AGENT_ID } from './well-known-ids.ts';

export const JOB_STATUSES = ['RUNNING', 'SUCCESS', 'WARNING', 'FAILED', 'STALE', 'SKIPPED'] as const;

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

export interface NotificationOutput {
  notifications: Row[];
  notification_silences: Row[];
  notification_send_history: Row[];
}

/** Notification rules, two silences and ~300 sends in every delivery state. */
export function generateNotifications(
  ctx: SeedContext,
  teamIds: Record<string, string>,
  people: string[],
  checks: CheckRef[],
  configs: ConfigRef[],
  components: ComponentRef[],
  connections: Row[],
): NotificationOutput {
  const rng = ctx.rng('notifications');
  const slack = connections.find((c) => c['type'] === 'slack')?.['id'] ?? null;
  const rule = (key: string, title: string, events: string[], o: Row): Row => ({
    id: ctx.id('notification', key),
    name: key,
    namespace: 'default',
    events,
    error: null,
    error_at: null,
    title,
    template: `**{{.resource.name}}** is {{.status}}`,
    filter: null,
    properties: {},
    playbook_id: null,
    person_id: null,
    team_id: null,
    repeat_interval: '4h',
    inhibitions: null,
    wait_for: null,
    wait_for_eval_period: null,
    group_by: null,
    group_by_interval: null,
    watchdog_schedule: null,
    custom_services: null,
    fallback_delay: null,
    fallback_custom_services: null,
    fallback_playbook_id: null,
    fallback_person_id: null,
    fallback_team_id: null,
    created_by: DEMO_ACCOUNTS.admin.id,
    created_at: ctx.ago(60 * DAY),
    source: 'UI',
    updated_at: ctx.ago(rng.int(1, 20) * DAY),
    deleted_at: null,
    ...o,
  });
  const notifications = [
    rule('check-failures', 'Check {{.check.name}} is {{.status}}', ['check.failed', 'check.passed'], {
      team_id: teamIds['sre'] ?? null,
      filter: "check.type != 'junit'",
      wait_for: 5 * 60 * 1e9,
    }),
    rule('config-unhealthy', 'Config {{.config.name}} is unhealthy', ['config.unhealthy', 'config.warning'], {
      person_id: people[6] ?? DEMO_ACCOUNTS.responder.id,
      repeat_interval: '1h',
    }),
    rule(
      'component-health',
      'Component {{.component.name}} is {{.status}}',
      ['component.unhealthy', 'component.warning', 'component.healthy', 'component.unknown'],
      { team_id: teamIds['platform'] ?? null },
    ),
    rule(
      'config-lifecycle',
      'Config {{.config.name}} changed',
      ['config.created', 'config.deleted', 'config.updated'],
      {
        custom_services: [{ name: 'slack', connection: 'connection://default/slack-alerts' }],
        error: 'slack: channel_not_found',
        error_at: ctx.ago(2 * HOUR),
      },
    ),
    rule(
      'playbook-approvals',
      'Playbook run needs approval',
      ['playbook.approval.inserted', 'playbook.spec.approval.updated'],
      { person_id: DEMO_ACCOUNTS.admin.id },
    ),
    rule('config-recovered', 'Config {{.config.name}} recovered', ['config.healthy', 'config.unknown'], {
      team_id: teamIds['platform'] ?? null,
      source: 'KubernetesCRD',
      namespace: 'mission-control',
      created_by: null,
    }),
  ];
  const silences: Row[] = [
    {
      id: ctx.id('silence', 'staging'),
      namespace: 'default',
      name: 'staging-maintenance',
      description: 'Staging agent upgrade',
      filter: "tags.cluster == 'staging'",
      selectors: null,
      error: null,
      from: ctx.ago(3 * DAY),
      until: ctx.ago(-2 * DAY),
      recursive: true,
      config_id: null,
      check_id: null,
      canary_id: null,
      component_id: null,
      source: 'UI',
      created_by: DEMO_ACCOUNTS.editor.id,
      created_at: ctx.ago(3 * DAY),
      updated_at: ctx.ago(3 * DAY),
      deleted_at: null,
    },
    {
      id: ctx.id('silence', 'junit'),
      namespace: 'default',
      name: 'flaky-e2e',
      description: 'Known flaky e2e suites',
      filter: "check.type == 'junit'",
      selectors: null,
      error: null,
      from: ctx.ago(10 * DAY),
      until: ctx.ago(3 * DAY),
      recursive: false,
      config_id: null,
      check_id: null,
      canary_id: null,
      component_id: null,
      source: 'UI',
      created_by: DEMO_ACCOUNTS.admin.id,
      created_at: ctx.ago(10 * DAY),
      updated_at: ctx.ago(10 * DAY),
      deleted_at: null,
    },
  ];
  const history: Row[] = [];
  const liveConfigs = configs.filter((c) => c.deletedMs === null);
  for (let i = 0; i < 300; i++) {
    const n = notifications[i % notifications.length] ?? notifications[0];
    if (n === undefined) break;
    const events = n['events'] as string[];
    const event = events[i % events.length] ?? 'check.failed';
    const resource = event.startsWith('check.')
      ? rng.pick(checks).id
      : event.startsWith('component.')
        ? rng.pick(components).id
        : event.startsWith('playbook.')
          ? ctx.id('playbook', 'rollback-deployment')
          : rng.pick(liveConfigs).id;
    const status = rng.weighted([
      ['sent', 70],
      ['error', 10],
      ['pending', 5],
      ['silenced', 5],
      ['repeat-interval', 5],
      ['inhibited', 5],
    ] as const);
    const created = ctx.nowMs - rng.int(1, 7 * 24 * 60) * MINUTE;
    const unhealthy = /failed|unhealthy|warning/.test(event);
    history.push({
      id: ctx.id('notification-send', i),
      notification_id: n['id'],
      body: status === 'sent' ? `${String(n['title'])}` : null,
      body_payload: null,
      status,
      not_before: status === 'pending' ? ctx.iso(ctx.nowMs + rng.int(1, 30) * MINUTE) : null,
      retries: status === 'error' ? rng.int(1, 4) : 0,
      payload: { event },
      count: status === 'repeat-interval' ? rng.int(2, 9) : 1,
      first_observed: ctx.iso(created),
      source_event: event,
      resource_id: resource,
      resource_health: unhealthy ? 'unhealthy' : 'healthy',
      resource_status: unhealthy ? 'Failed' : 'Running',
      resource_health_description: unhealthy ? 'health check failing' : null,
      person_id: n['person_id'],
      team_id: n['team_id'],
      connection_id: n['custom_services'] !== null ? slack : null,
      silenced_by: status === 'silenced' ? ctx.id('silence', 'staging') : null,
      playbook_run_id: null,
      error:
        status === 'error'
          ? rng.pick([
              'slack: channel_not_found',
              'smtp: 421 service not available',
              'context deadline exceeded',
            ])
          : null,
      duration_millis: status === 'sent' || status === 'error' ? rng.int(80, 4000) : null,
      created_at: ctx.iso(created),
      group_id: null,
      parent_id: null,
    });
  }
  return { notifications, notification_silences: silences, notification_send_history: history };
}

/** A week of job history: scrapers, topologies, canaries and system jobs, in every job status. */
export function generateJobHistory(
  ctx: SeedContext,
  plan: CatalogPlan,
  agents: AgentsOutput['ids'],
  offlineSinceMs: number,
  topologyIds: string[],
  canaryIds: string[],
): Row[] {
  const rng = ctx.rng('jobs');
  const rows: Row[] = [];
  const job = (
    name: string,
    resourceType: string,
    resourceId: string,
    agentId: string,
    everyMs: number,
    sinceMs: number,
    untilMs: number,
    typicalMs: number,
  ): void => {
    let n = 0;
    for (
      let t = untilMs - rng.int(0, Math.floor(everyMs / SECOND)) * SECOND;
      t > sinceMs;
      t -= everyMs, n++
    ) {
      const latest = t > ctx.nowMs - everyMs;
      const status =
        latest && rng.chance(0.3)
          ? 'RUNNING'
          : rng.weighted([
              ['SUCCESS', 85],
              ['WARNING', 6],
              ['FAILED', 5],
              ['SKIPPED', 3],
              ['STALE', 1],
            ] as const);
      const duration = status === 'RUNNING' ? null : Math.round(typicalMs * (0.5 + rng.next()));
      const errors = status === 'FAILED' ? rng.int(1, 20) : status === 'WARNING' ? rng.int(1, 3) : 0;
      const error = rng.pick([
        'context deadline exceeded',
        'the server has asked for the client to provide credentials',
        'rate exceeded (Service: Ec2, Status Code: 400)',
        'connection reset by peer',
      ]);
      rows.push({
        id: ctx.id('job', `${name}/${resourceId}/${n}`),
        agent_id: agentId,
        name,
        success_count: status === 'SKIPPED' ? 0 : rng.int(20, 4000),
        error_count: errors,
        details:
          errors > 0
            ? { errors: Array.from({ length: Math.min(errors, 3) }, () => error) }
            : resourceType === 'config_scraper'
              ? {
                  scrape_summary: {
                    'Kubernetes::Pod': {
                      added: rng.int(0, 20),
                      updated: rng.int(0, 200),
                      unchanged: rng.int(100, 900),
                    },
                  },
                }
              : null,
        hostname: 'mission-control-0',
        duration_millis: duration,
        resource_type: resourceType,
        resource_id: resourceId,
        status,
        time_start: ctx.iso(t),
        time_end: duration === null ? null : ctx.iso(t + duration),
        created_at: ctx.iso(t),
        is_pushed: false,
      });
    }
  };
  const weekAgo = ctx.nowMs - 7 * DAY;
  for (const c of plan.clusters)
    job(
      'ConfigScraper',
      'config_scraper',
      c.scraperId,
      c.agentId,
      30 * MINUTE,
      weekAgo,
      c.agentId === agents.staging ? offlineSinceMs : ctx.nowMs,
      45 * SECOND,
    );
  job(
    'ConfigScraper',
    'config_scraper',
    plan.awsScraperId,
    LOCAL_AGENT_ID,
    HOUR,
    weekAgo,
    ctx.nowMs,
    3 * MINUTE,
  );
  for (const t of topologyIds)
    job('TopologyRun', 'topology', t, LOCAL_AGENT_ID, 30 * MINUTE, weekAgo, ctx.nowMs, 4 * SECOND);
  for (const c of canaryIds)
    job('CanaryRun', 'canary', c, LOCAL_AGENT_ID, HOUR, ctx.nowMs - 2 * DAY, ctx.nowMs, 8 * SECOND);
  job(
    'RefreshMaterializedViews',
    '',
    'check_status_summary',
    LOCAL_AGENT_ID,
    15 * MINUTE,
    weekAgo,
    ctx.nowMs,
    900,
  );
  job('CleanupCheckStatuses', '', 'check_statuses', LOCAL_AGENT_ID, DAY, weekAgo, ctx.nowMs, 20 * SECOND);
  job('SyncAgentHeartbeat', 'agent', agents.usEast, agents.usEast, HOUR, weekAgo, ctx.nowMs, 200);
  return rows;
}

/** Pending and failed events of the queue, for the event-queue status page. */
export function generateEventQueue(ctx: SeedContext, checks: CheckRef[], configs: ConfigRef[]): Row[] {
  const rng = ctx.rng('event-queue');
  const rows: Row[] = [];
  const names: readonly (readonly [string, string | null])[] = [
    ['check.failed', null],
    ['check.passed', null],
    ['config.updated', null],
    ['notification.send', 'slack: channel_not_found'],
    ['playbook.action', 'agent prod-us not reachable'],
    ['incident.responder.added', 'jira: 401 Unauthorized'],
    ['incident.comment.added', null],
    ['push_queue.create', 'upstream returned 503'],
    ['playbook.spec.approval.updated', null],
  ];
  names.forEach(([name, error], n) => {
    const count = error === null ? rng.int(0, 4) : rng.int(2, 8);
    for (let i = 0; i < count; i++) {
      const failed = error !== null && rng.chance(0.75);
      const created = ctx.nowMs - rng.int(1, 48 * 60) * MINUTE;
      rows.push({
        id: ctx.id('event', `${n}/${i}`),
        event_id: name.startsWith('check') ? rng.pick(checks).id : rng.pick(configs).id,
        name,
        properties: { id: rng.pick(configs).id },
        error: failed ? error : null,
        delay: null,
        created_at: ctx.iso(created),
        last_attempt: failed ? ctx.iso(Math.min(ctx.nowMs, created + rng.int(1, 60) * MINUTE)) : null,
        attempts: failed ? rng.int(1, 6) : 0,
        priority: name.startsWith('incident') ? 10 : 100,
      });
    }
  });
  return rows;
}
