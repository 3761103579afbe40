import type { Hono } from 'hono';
import type { Queryable } from '../db/database.ts';
import { principalOf } from '../access/principal.ts';
import { serviceForbidden, serviceUnauthorized } from '../access/responses.ts';
import { allows } from '../access/roles.ts';
import { catalogSummary } from './summary.ts';
import { summaryRequestSchema } from './summary-request.ts';

const badRequest = (message: string): Response =>
  new Response(JSON.stringify({ error: 'bad request', message }), {
    status: 400,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

/**
 * The catalogue's service endpoints (`/api/catalog/*`) owned here: the summary. Reads need read
 * on `database`, as the catalogue's tables do under `/api/db` (server/access/resources.ts).
 * With `auth` off (tests, benchmarks) no principal is required.
 */
export function catalogRoutes(app: Hono, db: Queryable, auth: boolean): void {
  app.post('/api/catalog/summary', async (c) => {
    if (auth) {
      const principal = principalOf(c.req.raw);
      if (principal === undefined) return serviceUnauthorized();
      if (!allows(principal.roles, 'database', 'read'))
        return serviceForbidden('not allowed to read the catalogue');
    }
    let body: unknown;
    try {
      const text = await c.req.text();
      body = text.trim() === '' ? {} : JSON.parse(text);
    } catch {
      return badRequest('request body is not JSON');
    }
    const parsed = summaryRequestSchema.safeParse(body);
    if (!parsed.success)
      return badRequest(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    const { changes, analysis } = parsed.data;
    for (const [name, since] of [
      ['changes.since', changes.since],
      ['analysis.since', analysis.since],
    ] as const) {
      if (since !== '' && !/^\d{1,6}[smhdwy]$/.test(since)) return badRequest(`${name}: not a duration`);
    }
    return c.json(await catalogSummary(db, parsed.data));
  });
}
