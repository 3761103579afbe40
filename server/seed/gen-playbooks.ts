import type { ConfigRef } from './catalog-builder.ts';
import type { Row, SeedContext } from './context.ts';
import { DAY, MINUTE, SECOND } from './context.ts';
import type { PlaybookDef } from './data/playbooks-data.ts';
import { PLAYBOOKS } from './data/playbooks-data.ts';
import type { CheckRef } from './gen-checks.ts';
import type { ComponentRef } from './gen-topology.ts';
import type { Rng } from './prng.ts';
import { DEMO_ACCOUNTS, LOCAL_AGENT_ID } from './well-known-ids.ts';

export const RUN_STATUSES = [
  'scheduled',
  'running',
  'cancelled',
  'completed',
  'failed',
  'pending',
  'waiting',
  'pending_approval',
  'timed_out',
] as const;
export const ACTION_STATUSES = [
  'completed',
  'failed',
  'running',
  'scheduled',
  'skipped',
  'waiting_children',
  'sleeping',
] as const;
type RunStatus = (typeof RUN_STATUSES)[number];

export interface PlaybookOutput {
  playbooks: Row[];
  playbook_runs: Row[];
  playbook_run_actions: Row[];
  playbook_approvals: Row[];
  playbookIds: string[];
  runIds: string[];
}

/** Playbooks of several categories and ~70 runs in every run status, with their actions and approvals. */
export function generatePlaybooks(
  ctx: SeedContext,
  people: string[],
  teamIds: Record<string, string>,
  configs: ConfigRef[],
  checks: CheckRef[],
  components: ComponentRef[],
): PlaybookOutput {
  const rng = ctx.rng('playbooks');
  const out: PlaybookOutput = {
    playbooks: [],
    playbook_runs: [],
    playbook_run_actions: [],
    playbook_approvals: [],
    playbookIds: [],
    runIds: [],
  };
  const specs = new Map<string, Row>();
  for (const [i, p] of PLAYBOOKS.entries()) {
    const id = ctx.id('playbook', p.name);
    const spec = {
      title: p.title,
      description: `${p.title}.`,
      category: p.category,
      icon: p.icon,
      parameters: p.parameters,
      ...(p.target === 'config'
        ? { configs: [{ types: p.types ?? [] }] }
        : p.target === 'check'
          ? { checks: [{ types: ['http', 'kubernetes', 'postgres'] }] }
          : { components: [{ types: ['Application', 'KubernetesNamespace'] }] }),
      ...(p.approval
        ? { approval: { type: 'any', approvers: { people: [DEMO_ACCOUNTS.admin.email], teams: ['SRE'] } } }
        : {}),
      actions: p.actions.map((a) => ({ name: a, exec: { script: `echo "${a}"` } })),
    };
    specs.set(id, spec);
    out.playbookIds.push(id);
    out.playbooks.push({
      id,
      namespace: p.source === 'UI' ? 'default' : 'mission-control',
      name: p.name,
      title: p.title,
      icon: p.icon,
      description: `${p.title}.`,
      spec,
      created_by: p.source === 'UI' ? DEMO_ACCOUNTS.editor.id : null,
      source: p.source,
      category: p.category,
      created_at: ctx.ago((100 - i * 5) * DAY),
      updated_at: ctx.ago(rng.int(1, 30) * DAY),
      deleted_at: null,
    });
  }
  // A retired playbook (soft-deleted), still referenced by an old run.
  const retired = ctx.id('playbook', 'legacy-restart');
  out.playbooks.push({
    id: retired,
    namespace: 'default',
    name: 'legacy-restart',
    title: 'Legacy restart script',
    icon: 'archive',
    description: 'Replaced by restart-deployment.',
    spec: { actions: [{ name: 'restart', exec: { script: 'kubectl rollout restart' } }] },
    created_by: DEMO_ACCOUNTS.admin.id,
    source: 'UI',
    category: 'Kubernetes',
    created_at: ctx.ago(300 * DAY),
    updated_at: ctx.ago(40 * DAY),
    deleted_at: ctx.ago(40 * DAY),
  });

  const targets = (p: PlaybookDef): Row => {
    if (p.target === 'check') return { check_id: rng.pick(checks).id };
    if (p.target === 'component')
      return { component_id: rng.pick(components.filter((c) => c.type === 'Application')).id };
    const pool = configs.filter((c) => c.deletedMs === null && (p.types ?? []).includes(c.type));
    return pool.length > 0 ? { config_id: rng.pick(pool).id } : {};
  };
  const statuses: RunStatus[] = [];
  for (let i = 0; i < 70; i++)
    statuses.push(
      i < RUN_STATUSES.length
        ? (RUN_STATUSES[i] as RunStatus)
        : rng.weighted<RunStatus>([
            ['completed', 30],
            ['failed', 8],
            ['cancelled', 2],
            ['running', 1],
            ['timed_out', 1],
            ['pending_approval', 1],
          ]),
    );
  statuses.forEach((status, i) => {
    const pIndex =
      status === 'pending_approval' ? PLAYBOOKS.findIndex((p) => p.approval === true) : i % PLAYBOOKS.length;
    const p = PLAYBOOKS[pIndex] ?? PLAYBOOKS[0];
    if (p === undefined) return;
    const playbookId = ctx.id('playbook', p.name);
    const id = ctx.id('playbook-run', i);
    const active =
      status === 'running' ||
      status === 'waiting' ||
      status === 'pending' ||
      status === 'scheduled' ||
      status === 'pending_approval';
    const createdMs = active
      ? ctx.nowMs - rng.int(1, 40) * MINUTE
      : ctx.nowMs - rng.int(1, 7 * 24 * 60) * MINUTE;
    const scheduledMs = status === 'scheduled' ? ctx.nowMs + rng.int(5, 60) * MINUTE : createdMs;
    const started =
      status === 'scheduled' || status === 'pending' || status === 'pending_approval'
        ? null
        : scheduledMs + rng.int(1, 20) * SECOND;
    const duration = rng.int(4, 600) * SECOND;
    const ended =
      active || started === null
        ? null
        : status === 'timed_out'
          ? started + 30 * MINUTE
          : Math.min(ctx.nowMs, started + duration);
    out.runIds.push(id);
    out.playbook_runs.push({
      id,
      playbook_id: i === 69 ? retired : playbookId,
      spec: specs.get(playbookId) ?? {},
      status,
      created_at: ctx.iso(createdMs),
      start_time: started === null ? null : ctx.iso(started),
      scheduled_time: ctx.iso(scheduledMs),
      end_time: ended === null ? null : ctx.iso(ended),
      timeout: 1800000000000,
      created_by: rng.pick([DEMO_ACCOUNTS.admin.id, DEMO_ACCOUNTS.editor.id, ...people.slice(5, 9)]),
      notification_send_id: null,
      ...{ check_id: null, config_id: null, component_id: null },
      ...targets(p),
      parameters: Object.fromEntries(p.parameters.map((param) => [param.name, param['default'] ?? 'demo'])),
      request: null,
      agent_id: LOCAL_AGENT_ID,
      parent_id: null,
      error:
        status === 'failed'
          ? rng.pick([
              'action "wait for rollout" failed: deadline exceeded',
              'exit status 1',
              'forbidden: cannot patch deployments',
            ])
          : status === 'timed_out'
            ? 'playbook run timed out after 30m0s'
            : null,
    });
    if (status === 'completed' && p.approval === true) {
      out.playbook_approvals.push({
        id: ctx.id('approval', i),
        run_id: id,
        person_id: DEMO_ACCOUNTS.admin.id,
        team_id: null,
        created_at: ctx.iso(createdMs + 30 * SECOND),
      });
    }
    if (status === 'pending_approval' && teamIds['sre']) {
      // One of two approvals already given.
      out.playbook_approvals.push({
        id: ctx.id('approval', i),
        run_id: id,
        person_id: null,
        team_id: teamIds['sre'],
        created_at: ctx.iso(createdMs + 10 * SECOND),
      });
    }
    addActions(ctx, rng, out, id, i, p.actions, status, started, ended);
    if (status === 'waiting') {
      // A parent waiting on a child run that is still running.
      const childId = ctx.id('playbook-run', `${i}/child`);
      out.runIds.push(childId);
      const childStart = (started ?? createdMs) + 20 * SECOND;
      out.playbook_runs.push({
        id: childId,
        playbook_id: ctx.id('playbook', 'diagnose-check'),
        spec: specs.get(ctx.id('playbook', 'diagnose-check')) ?? {},
        status: 'running',
        created_at: ctx.iso(childStart),
        start_time: ctx.iso(childStart),
        scheduled_time: ctx.iso(childStart),
        end_time: null,
        timeout: 1800000000000,
        created_by: null,
        notification_send_id: null,
        check_id: rng.pick(checks).id,
        config_id: null,
        component_id: null,
        parameters: {},
        request: null,
        agent_id: LOCAL_AGENT_ID,
        parent_id: id,
        error: null,
      });
      addActions(
        ctx,
        rng,
        out,
        childId,
        1000 + i,
        ['collect logs', 'describe pods', 'summarize'],
        'running',
        childStart,
        null,
      );
    }
  });
  return out;
}

function addActions(
  ctx: SeedContext,
  rng: Rng,
  out: PlaybookOutput,
  runId: string,
  runIndex: number,
  names: string[],
  status: RunStatus,
  started: number | null,
  ended: number | null,
): void {
  if (started === null) return;
  const perAction = Math.max(
    SECOND,
    Math.floor(((ended ?? ctx.nowMs) - started) / Math.max(1, names.length)),
  );
  const failAt = status === 'failed' || status === 'timed_out' ? rng.int(0, names.length - 1) : -1;
  const cancelAt = status === 'cancelled' ? Math.min(1, names.length - 1) : -1;
  const runAt = status === 'running' ? 0 : status === 'waiting' ? names.length - 1 : -1;
  names.forEach((name, a) => {
    let st: string;
    if (status === 'completed')
      st = a === names.length - 1 && name === 'notify team' && rng.chance(0.5) ? 'skipped' : 'completed';
    else if (failAt >= 0) st = a < failAt ? 'completed' : a === failAt ? 'failed' : 'skipped';
    else if (cancelAt >= 0) st = a < cancelAt ? 'completed' : 'skipped';
    else if (runAt >= 0)
      st =
        a < runAt
          ? 'completed'
          : a === runAt
            ? status === 'waiting'
              ? 'waiting_children'
              : 'running'
            : a === runAt + 1 && status === 'running'
              ? 'sleeping'
              : 'scheduled';
    else st = 'scheduled';
    const s = started + a * perAction;
    const notStarted = st === 'scheduled' || st === 'skipped' || st === 'sleeping';
    const done = st === 'completed' || st === 'failed';
    out.playbook_run_actions.push({
      id: ctx.id('playbook-action', `${runIndex}/${a}`),
      name,
      status: st,
      retry_count: st === 'failed' ? rng.int(0, 2) : 0,
      playbook_run_id: runId,
      start_time: notStarted ? null : ctx.iso(s),
      scheduled_time: ctx.iso(st === 'sleeping' ? ctx.nowMs + rng.int(1, 10) * MINUTE : s),
      end_time: done ? ctx.iso(Math.min(ctx.nowMs, s + perAction)) : null,
      result: done
        ? {
            stdout: `${name}: ok\nsee https://grafana.acme.io/d/rollouts for details`,
            stderr: st === 'failed' ? 'Error: deadline exceeded' : '',
            exitCode: st === 'failed' ? 1 : 0,
          }
        : null,
      is_pushed: false,
      agent_id: LOCAL_AGENT_ID,
      error: st === 'failed' ? 'exit status 1' : null,
    });
  });
}
