// `POST /api/logs` (api-contract §3.6): a component's logs through one of its log selectors, from
// the demo log store. Reads need read on topologies (every role); a bad body is a 400 that says
// what is wrong, an unknown component or selector a 404, as Mission Control answers them.
import type { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import { principalOf } from '../access/principal.ts';
import { serviceForbidden } from '../access/responses.ts';
import { allows } from '../access/roles.ts';
import { logsRequestSchema } from './request.ts';
import { searchLogs } from './store.ts';

/** With auth turned off (tests, benchmarks) there is no principal and every call is allowed. */
function mayRead(req: Request): boolean {
  const p = principalOf(req);
  return p === undefined || allows(p.roles, 'topologies', 'read');
}

export function logsRoutes(app: Hono, db: Database, now: () => number = Date.now): void {
  app.post('/api/logs', async (c) => {
    if (!mayRead(c.req.raw)) return serviceForbidden('permission denied: logs read');
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: 'bad request', message: 'invalid request body: expected a JSON object' }, 400);
    }
    const parsed = logsRequestSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message =
        issue === undefined
          ? 'invalid request body'
          : issue.path.length === 0
            ? 'invalid request body: expected a JSON object'
            : issue.message;
      return c.json({ error: 'bad request', message }, 400);
    }
    const answer = await searchLogs(db, parsed.data, now());
    return c.json(answer.body, answer.status);
  });
}
