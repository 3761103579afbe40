// Creating, approving and cancelling runs, as mission-control's playbook.Run, ApproveRun and
// HandlePlaybookRunCancel do. The executor (executor.ts) takes a run from there.
import type { Queryable } from '../db/database.ts';
import { PlaybookError } from './errors.ts';
import { personOf, templateEnv } from './catalog.ts';
import { evaluateCel } from './template.ts';
import { finalParams, requireApplicable, resolveRequest, type RunRequest } from './run-request.ts';
import { parseDuration, parseSpec, requiresApproval, validateSpec, type PlaybookSpec } from './spec.ts';
import { isUuid } from './targets.ts';

const DEFAULT_TIMEOUT_NS = 30 * 60 * 1e9;
export const FINAL_RUN_STATUSES = ['cancelled', 'completed', 'failed', 'timed_out'];

export interface CreatedRun {
  run_id: string;
  starts_at: string;
}

/** Validates the request and saves the run (scheduled, or pending_approval), as `playbook.Run`. */
export async function createRun(
  db: Queryable,
  req: RunRequest,
  userId: string | undefined,
): Promise<CreatedRun> {
  const { playbook, target } = await resolveRequest(db, req);
  const parsed = parseSpec(playbook.spec);
  if ('error' in parsed) throw new PlaybookError('invalid', parsed.error);
  const spec = parsed.spec;
  const invalid = validateSpec(spec);
  if (invalid !== null) throw new PlaybookError('invalid', `invalid playbook spec: ${invalid}`);
  requireApplicable(playbook, spec, target);
  const user = await personOf(db, userId);
  const env = templateEnv({ playbook, target, params: req.params ?? {}, user });
  const params = finalParams(spec, req.params, env);
  checkFilters(spec, { ...env, params });
  let timeoutNs = DEFAULT_TIMEOUT_NS;
  if (spec.timeout !== undefined && spec.timeout !== '') {
    const ms = parseDuration(spec.timeout);
    if (ms === null) throw new PlaybookError('invalid', `invalid timeout duration (${spec.timeout})`);
    timeoutNs = ms * 1e6;
  }
  const status = requiresApproval(spec) ? 'pending_approval' : 'scheduled';
  const { rows } = await db.query<{ id: string; scheduled_time: string }>(
    `INSERT INTO playbook_runs (playbook_id, spec, status, timeout, created_by, config_id, component_id, check_id,
       parameters, request, agent_id, parent_id, notification_send_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id, scheduled_time`,
    [
      playbook.id,
      JSON.stringify(playbook.spec),
      status,
      timeoutNs,
      user?.id ?? null,
      target?.kind === 'config' ? target.id : null,
      target?.kind === 'component' ? target.id : null,
      target?.kind === 'check' ? target.id : null,
      JSON.stringify(params),
      req.request === undefined ? null : JSON.stringify(req.request),
      req.agent_id ?? null,
      req.parent_id ?? null,
      req.notification_send_id ?? null,
    ],
  );
  const run = rows[0];
  if (run === undefined) throw new Error('the run was not saved');
  // The product also approves at once for a creator who is an approver; we do not, so the demo
  // (where everyone who may run is an approver) still shows the approval step (README.md).
  if (target?.kind === 'config')
    await recordConfigChange(db, target.id, playbook.name, run.id, status, params);
  return { run_id: run.id, starts_at: new Date(run.scheduled_time).toISOString().replace(/\.\d{3}Z$/, 'Z') };
}

/** runner.CheckPlaybookFilter: every `filters` expression must give 'true'; otherwise its value. */
function checkFilters(spec: PlaybookSpec, env: Record<string, unknown>): void {
  for (const filter of spec.filters ?? []) {
    let value: string;
    try {
      value = evaluateCel(filter, env, { success: () => true, failure: () => false });
    } catch (e) {
      throw new PlaybookError('invalid', `invalid playbook filter: ${filter}: ${(e as Error).message}`);
    }
    if (value !== 'true') throw new PlaybookError('invalid', value);
  }
}

/** saveRunAsConfigChange: a run against a config item is a change of that item. */
async function recordConfigChange(
  db: Queryable,
  configId: string,
  playbookName: string,
  runId: string,
  status: string,
  params: Record<string, string>,
): Promise<void> {
  const type =
    status === 'scheduled'
      ? 'PlaybookScheduled'
      : `Playbook${status[0]?.toUpperCase() ?? ''}${status.slice(1)}`;
  await db.query(
    `INSERT INTO config_changes (config_id, external_change_id, change_type, severity, source, summary, details)
     VALUES ($1, $2, $3, 'info', 'Playbook', $4, $5)`,
    [configId, runId, type, `Playbook: ${playbookName}`, JSON.stringify({ parameters: params })],
  );
}

interface RunRow {
  id: string;
  status: string;
  spec: unknown;
  playbook_id: string;
}

async function loadRun(db: Queryable, id: string): Promise<RunRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<RunRow>(
    'SELECT id, status, spec, playbook_id FROM playbook_runs WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/** POST /run/approve/{run_id}: records the caller's approval, then schedules the run once approved. */
export async function approveRun(db: Queryable, runId: string, userId: string | undefined): Promise<void> {
  const user = await personOf(db, userId);
  if (user === null) throw new PlaybookError('unauthorized', 'Not logged in');
  await approveAs(db, runId, user);
}

async function approveAs(
  db: Queryable,
  runId: string,
  user: { id: string; email: string | null },
): Promise<void> {
  const run = await loadRun(db, runId);
  if (run === null) throw new PlaybookError('not_found', `playbook run (id=${runId}) not found`);
  const parsed = parseSpec(run.spec);
  const spec = 'spec' in parsed ? parsed.spec : {};
  if (!requiresApproval(spec)) throw new PlaybookError('invalid', 'this playbook does not require approval');
  const approvers = spec.approval?.approvers ?? {};
  let personId: string | null = null;
  let teamId: string | null = null;
  if (user.email !== null && (approvers.people ?? []).includes(user.email)) personId = user.id;
  else {
    const { rows } = await db.query<{ id: string }>(
      `SELECT t.id FROM teams t JOIN team_members m ON m.team_id = t.id
       WHERE m.person_id = $1 AND t.deleted_at IS NULL AND t.name = ANY($2::text[]) ORDER BY t.name LIMIT 1`,
      [user.id, approvers.teams ?? []],
    );
    teamId = rows[0]?.id ?? null;
    if (teamId === null)
      throw new PlaybookError('forbidden', 'you are not allowed to approve this playbook run');
  }
  await db.query('INSERT INTO playbook_approvals (run_id, person_id, team_id) VALUES ($1, $2, $3)', [
    run.id,
    personId,
    teamId,
  ]);
  // db.UpdatePlaybookRunStatusIfApproved: 'any' needs one allowed approver, otherwise all of them.
  const operator = spec.approval?.type === 'any' ? '&&' : '@>';
  await db.query(
    `WITH given AS (SELECT array_agg(coalesce(person_id, team_id)) AS ids FROM playbook_approvals WHERE run_id = $1),
          allowed AS (SELECT array_agg(id) AS ids FROM (
            SELECT id FROM teams WHERE name = ANY($2::text[]) AND deleted_at IS NULL
            UNION SELECT id FROM people WHERE email = ANY($3::text[])) a)
     UPDATE playbook_runs SET status = 'scheduled'
     WHERE id = $1 AND status = 'pending_approval' AND (SELECT ids FROM given) ${operator} (SELECT ids FROM allowed)`,
    [run.id, approvers.teams ?? [], approvers.people ?? []],
  );
}

/** POST /run/cancel/{run_id}: ends a run that has not ended, and skips what it had not started. */
export async function cancelRun(db: Queryable, runId: string): Promise<void> {
  if (!isUuid(runId))
    throw new PlaybookError('invalid', `invalid run id: invalid UUID length: ${runId.length}`);
  const run = await loadRun(db, runId);
  if (run === null) throw new PlaybookError('not_found', `playbook run(id=${runId}) not found`);
  if (FINAL_RUN_STATUSES.includes(run.status))
    throw new PlaybookError(
      'invalid',
      `playbook run(id=${runId}) is in ${run.status} state and cannot be cancelled`,
    );
  await db.query(
    `UPDATE playbook_runs SET status = 'cancelled', end_time = clock_timestamp() WHERE id = $1`,
    [runId],
  );
  await db.query(
    `UPDATE playbook_run_actions SET status = 'skipped', start_time = coalesce(start_time, clock_timestamp()),
       end_time = clock_timestamp() WHERE playbook_run_id = $1 AND status IN ('scheduled', 'sleeping', 'waiting')`,
    [runId],
  );
}
