// The canary service endpoints the health screens call (api-contract §3.1), mounted under
// /api/canary. Reads need read on `canaries` (every role); Run Now is for admin, editor,
// responder and commander (spec 01-core §6), refused to viewers.
import type { Hono } from 'hono';
import type { Queryable } from '../db/database.ts';
import { principalOf } from '../access/principal.ts';
import { serviceForbidden } from '../access/responses.ts';
import { allows } from '../access/roles.ts';
import type { Role } from '../access/roles.ts';
import { CheckQueryError, checkStatuses, parseCheckQuery } from './check-statuses.ts';
import { checkGraph } from './graph.ts';
import { runCheckNow } from './run.ts';
import { checksSummary } from './summary.ts';
import { parseDurationMs } from './time-range.ts';

const RUNNERS: readonly Role[] = ['admin', 'editor', 'responder', 'commander'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const badRequest = (message: string): Response =>
  new Response(JSON.stringify({ error: 'bad request', message }), {
    status: 400,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

/** With auth turned off (tests, benchmarks) there is no principal and every call is allowed. */
function mayRead(req: Request): boolean {
  const p = principalOf(req);
  return p === undefined || allows(p.roles, 'canaries', 'read');
}

function mayRun(req: Request): boolean {
  const p = principalOf(req);
  return p === undefined || p.roles.some((r) => RUNNERS.includes(r));
}

export function canaryRoutes(app: Hono, db: Queryable, now: () => number = Date.now): void {
  const summary = async (req: Request, timeRange: string | undefined): Promise<Response> => {
    if (!mayRead(req)) return serviceForbidden('permission denied: canaries read');
    const range = timeRange === undefined || timeRange === '' ? null : parseDurationMs(timeRange);
    if (timeRange !== undefined && timeRange !== '' && range === null)
      return badRequest(`invalid timeRange "${timeRange}"`);
    return Response.json(await checksSummary(db, range === null ? null : now() - range));
  };
  app.get('/api/canary/api/summary', (c) => summary(c.req.raw, c.req.query('timeRange')));
  app.post('/api/canary/api/summary', async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}));
    const timeRange =
      typeof body === 'object' && body !== null && 'timeRange' in body && typeof body.timeRange === 'string'
        ? body.timeRange
        : undefined;
    return summary(c.req.raw, timeRange);
  });

  app.get('/api/canary/api/graph', async (c) => {
    if (!mayRead(c.req.raw)) return serviceForbidden('permission denied: canaries read');
    const check = c.req.query('check') ?? '';
    if (!UUID.test(check)) return badRequest('check must be a check id');
    const start = c.req.query('start') ?? '1h';
    const range = parseDurationMs(start);
    if (range === null) return badRequest(`invalid start "${start}"`);
    const count = Math.min(Math.max(Number(c.req.query('count') ?? 300) || 300, 1), 5000);
    const nowMs = now();
    return c.json(await checkGraph(db, check, nowMs - range, count, nowMs));
  });

  app.get('/api/canary/api', async (c) => {
    if (!mayRead(c.req.raw)) return serviceForbidden('permission denied: canaries read');
    try {
      return c.json(await checkStatuses(db, parseCheckQuery(new URL(c.req.url).searchParams, now())));
    } catch (e) {
      if (e instanceof CheckQueryError) return badRequest(e.message);
      throw e;
    }
  });

  app.post('/api/canary/run/check/:id', async (c) => {
    if (!mayRun(c.req.raw))
      return serviceForbidden(
        'permission denied: only admins, editors, responders and commanders can run checks',
      );
    const id = c.req.param('id');
    if (!UUID.test(id)) return badRequest('id must be a check id');
    const result = await runCheckNow(db, id, now());
    if (result === null) return c.json({ error: 'not found', message: `check ${id} not found` }, 404);
    return c.json(result);
  });
}
