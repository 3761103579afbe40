import type { Context, Hono } from 'hono';
import type { Queryable } from '../db/database.ts';
import { changesRequestSchema } from './changes-request.ts';
import { ChangesRequestError, queryChanges } from './changes-query.ts';

function badRequest(c: Context, message: string): Response {
  return c.json({ error: message, message }, 400);
}

async function answer(c: Context, db: Queryable, input: unknown): Promise<Response> {
  const parsed = changesRequestSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return badRequest(
      c,
      issue === undefined ? 'invalid request' : `invalid ${issue.path.join('.')}: ${issue.message}`,
    );
  }
  try {
    return c.json(await queryChanges(db, parsed.data));
  } catch (e) {
    if (e instanceof ChangesRequestError) return badRequest(c, e.message);
    throw e;
  }
}

/**
 * `POST /api/catalog/changes` (JSON body) and `GET` with the same names as query parameters
 * (api-contract §3.2): filtered, sorted, paged config changes, optionally of a config's
 * upstream/downstream relatives, with the total and a count per change type.
 */
export function mountCatalogChanges(app: Hono, db: Queryable): void {
  app.post('/api/catalog/changes', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return badRequest(c, 'request body must be JSON');
    }
    return answer(c, db, body);
  });
  app.get('/api/catalog/changes', (c) => answer(c, db, c.req.query()));
}
