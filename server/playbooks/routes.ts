// The playbook service endpoints (mission-control playbook/controllers.go), mounted under /api:
//   GET  /api/playbook/list[?config_id=|component_id=|check_id=]
//   POST /api/playbook/{id}/params
//   POST /api/playbook/run                      → 201 {run_id, starts_at}
//   POST /api/playbook/run/approve/{run_id}     → {message: 'playbook run approved'}
//   POST /api/playbook/run/cancel/{run_id}      → {message: 'playbook run cancelled'}
//   GET  /api/playbook/run/{id}, /run/{id}/status
//   POST /api/resources/search
// Running, approving and cancelling need write on playbooks (spec 02-areas §6, standing in for
// the product's playbook:run, :approve and :cancel permissions); reading needs read on playbooks.
import type { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import { principalOf, type Principal } from '../access/principal.ts';
import { allows, type Resource } from '../access/roles.ts';
import { answer, jsonResponse, PlaybookError } from './errors.ts';
import {
  findPlaybook,
  listItem,
  listPlaybooks,
  personOf,
  playbooksFor,
  requireTarget,
  templateEnv,
} from './catalog.ts';
import { bindRunRequest, requireApplicable, resolveRequest, templatedParameters } from './run-request.ts';
import { approveRun, cancelRun, createRun } from './runs.ts';
import { searchResources } from './search.ts';
import { parseSpec } from './spec.ts';
import { isUuid, targetOf } from './targets.ts';

export interface PlaybookRouteDeps {
  db: Database;
  /** Tells the executor there is new work (a run created, approved or cancelled). */
  wake?: (() => void) | undefined;
}

/** With auth off (tests, benchmarks) there is no principal and every call is allowed. */
function require(
  principal: Principal | undefined,
  resource: Resource,
  mode: 'read' | 'write',
  message: string,
): void {
  if (principal !== undefined && !allows(principal.roles, resource, mode))
    throw new PlaybookError('forbidden', message);
}

const body = async (req: Request): Promise<unknown> => {
  const text = await req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new PlaybookError('invalid', 'invalid request: malformed JSON body');
  }
};

export function playbookRoutes(app: Hono, deps: PlaybookRouteDeps): void {
  const { db } = deps;
  const wake = deps.wake ?? (() => undefined);

  app.get('/api/playbook/list', (c) =>
    answer(async () => {
      const principal = principalOf(c.req.raw);
      require(principal, 'playbooks', 'read', 'access denied: read access to playbooks not allowed');
      const which = targetOf({
        config_id: c.req.query('config_id'),
        component_id: c.req.query('component_id'),
        check_id: c.req.query('check_id'),
      });
      if (which === 'several')
        throw new PlaybookError('invalid', 'provide at most one of: config_id, check_id or component_id');
      const playbooks =
        which === null
          ? await listPlaybooks(db)
          : await playbooksFor(db, await requireTarget(db, which.kind, which.id));
      return jsonResponse(playbooks.map(listItem));
    }),
  );

  app.post('/api/playbook/:id/params', (c) =>
    answer(async () => {
      const principal = principalOf(c.req.raw);
      const req = bindRunRequest(await body(c.req.raw), c.req.param('id'));
      const { playbook, target } = await resolveRequest(db, req);
      require(principal, 'playbooks', 'write', `access denied to subject(${principal?.personId ?? ''}): cannot run playbook on this resource`);
      const parsed = parseSpec(playbook.spec);
      if ('error' in parsed) throw new PlaybookError('invalid', parsed.error);
      requireApplicable(playbook, parsed.spec, target);
      const user = await personOf(db, principal?.personId);
      const env = templateEnv({ playbook, target, params: req.params ?? {}, user });
      return jsonResponse({ params: templatedParameters(parsed.spec, env) });
    }),
  );

  app.post('/api/playbook/run', (c) =>
    answer(async () => {
      const principal = principalOf(c.req.raw);
      const req = bindRunRequest(await body(c.req.raw));
      require(principal, 'playbooks', 'write', `access denied to subject(${principal?.personId ?? ''}): cannot run playbook on this resource`);
      const created = await createRun(db, req, principal?.personId);
      wake();
      return jsonResponse(created, 201);
    }),
  );

  app.post('/api/playbook/run/approve/:run_id', (c) =>
    answer(async () => {
      const principal = principalOf(c.req.raw);
      const runId = c.req.param('run_id');
      if (!isUuid(runId))
        return jsonResponse(
          { error: `invalid UUID length: ${runId.length}`, message: 'invalid run id' },
          400,
        );
      require(principal, 'playbooks', 'write', 'access denied: approval permission required');
      await approveRun(db, runId, principal?.personId);
      wake();
      return jsonResponse({ message: 'playbook run approved' });
    }),
  );

  app.post('/api/playbook/run/cancel/:run_id', (c) =>
    answer(async () => {
      const principal = principalOf(c.req.raw);
      require(principal, 'playbooks', 'write', 'you do not have permission to cancel this playbook run');
      await cancelRun(db, c.req.param('run_id'));
      wake();
      return jsonResponse({ message: 'playbook run cancelled' });
    }),
  );

  const runRoute = (withActions: boolean) => (c: { req: { raw: Request; param(name: string): string } }) =>
    answer(async () => {
      require(principalOf(
        c.req.raw,
      ), 'playbooks', 'read', 'access denied: read access to playbooks not allowed');
      const id = c.req.param('id');
      if (!isUuid(id))
        throw new PlaybookError('invalid', `invalid run id: invalid UUID length: ${id.length}`);
      const { rows } = await db.query('SELECT * FROM playbook_runs WHERE id = $1', [id]);
      const run = rows[0];
      if (run === undefined) throw new PlaybookError('not_found', `playbook run(id=${id}) not found`);
      if (!withActions) return jsonResponse(run);
      const playbook = await findPlaybook(db, String(run['playbook_id']));
      const { rows: actions } = await db.query(
        'SELECT * FROM playbook_run_actions WHERE playbook_run_id = $1 ORDER BY scheduled_time ASC',
        [id],
      );
      return jsonResponse({ playbook, run, actions });
    });
  app.get('/api/playbook/run/:id/status', runRoute(true));
  app.get('/api/playbook/run/:id', runRoute(false));

  app.post('/api/resources/search', (c) =>
    answer(async () => {
      require(principalOf(
        c.req.raw,
      ), 'database', 'read', 'access denied: read access to catalog not allowed');
      return jsonResponse(await searchResources(db, await body(c.req.raw)));
    }),
  );
}
