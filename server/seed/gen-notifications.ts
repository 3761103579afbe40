import type { ConfigRef } from './catalog-builder.ts';
import type { Row, SeedContext } from './context.ts';
import { DAY, HOUR, MINUTE } from './context.ts';
import type { CheckRef } from './gen-checks.ts';
import type { ComponentRef } from './gen-topology.ts';
import { DEMO_ACCOUNTS } from './well-known-ids.ts';

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
