import type { ConfigRef } from './catalog-builder.ts';
import type { CatalogPlan } from './catalog-plan.ts';
import type { Row, SeedContext } from './context.ts';
import { DAY, HOUR, MINUTE, SECOND } from './context.ts';
import type { CheckRef } from './gen-checks.ts';
import type { AgentsOutput } from './gen-people.ts';
import { LOCAL_AGENT_ID } from './well-known-ids.ts';

export const JOB_STATUSES = ['RUNNING', 'SUCCESS', 'WARNING', 'FAILED', 'STALE', 'SKIPPED'] as const;

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
