// `POST /api/connection/test/{id}` (api-contract §3 "Connections"; Mission Control's
// connection/controllers.go). Needs write on connections, as Mission Control's needs update on
// them: only admins (spec §6). Answers Mission Control's shapes:
// - 200 `{message: "ok"}` when the test reached the target and it answered well;
// - 400 `{error, message}` when it did not, with what the target or the network said;
// - 501 `{error: "not implemented", message}` for a type this server cannot test (Mission
//   Control answers its untestable types the same way), never a success it did not check;
// - 400 for an id that is not a UUID, 404 for no such (or a deleted) connection.
// Connection secrets stay in the `connections` table, as Mission Control keeps them; the test
// reads them there and never answers them.
import type { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { principalOf } from '../access/principal.ts';
import { serviceForbidden } from '../access/responses.ts';
import { allows } from '../access/roles.ts';
import { probeConnection, type StoredConnection } from './probes.ts';

const answer = (status: number, body: Record<string, unknown>): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });

const idSchema = z.string().uuid();

export function connectionRoutes(app: Hono, db: Database): void {
  app.post('/api/connection/test/:id', async (c) => {
    const principal = principalOf(c.req.raw);
    // Without a principal the server runs with auth off (tests, benchmarks): every call is allowed.
    if (principal !== undefined && !allows(principal.roles, 'connections', 'write'))
      return serviceForbidden('permission denied: connections update');
    const id = idSchema.safeParse(c.req.param('id'));
    if (!id.success) return answer(400, { error: 'invalid id', message: 'the connection id must be a UUID' });
    const { rows } = await db.query<StoredConnection>(
      `SELECT type, url, username, password, insecure_tls, properties
         FROM connections WHERE id = $1 AND deleted_at IS NULL`,
      [id.data],
    );
    const connection = rows[0];
    if (connection === undefined)
      return answer(404, { error: 'not found', message: 'connection was not found' });
    const result = await probeConnection(connection);
    if (result.kind === 'ok') return answer(200, { message: 'ok' });
    if (result.kind === 'unsupported')
      return answer(501, { error: 'not implemented', message: result.message });
    return answer(400, { error: result.message, message: 'connection test failed' });
  });
}
