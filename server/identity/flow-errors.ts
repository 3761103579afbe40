import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { IdentityBindings, IdentityEnv } from './context.ts';
import type { KratosError } from './errors.ts';
import { errors } from './errors.ts';
import { IDENTITY_SCHEMA_ID, identitySchema } from './schema.ts';

/** Stores a browser-navigation error for the error UI; returns its id. */
export async function persistFlowError(env: IdentityEnv, err: KratosError): Promise<string> {
  const id = randomUUID();
  const now = env.now();
  await env.db.query(
    'INSERT INTO identity_flow_errors (id, error, created_at, updated_at) VALUES ($1, $2, $3, $3)',
    [id, JSON.stringify(err.body), now],
  );
  return id;
}

interface ErrorRow {
  id: string;
  error: unknown;
  created_at: Date;
  updated_at: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `getFlowError` and the identity schema endpoint. */
export function errorRoutes(app: Hono<IdentityBindings>, env: IdentityEnv): void {
  app.get('/self-service/errors', async (c) => {
    c.set('json', true);
    const id = c.req.query('id') ?? '';
    if (id === 'stub:500') {
      const at = env.now().toISOString();
      return c.json({ id, error: errors.internal().body, created_at: at, updated_at: at }, 200);
    }
    if (!UUID.test(id)) throw errors.notFound();
    const { rows } = await env.db.query<ErrorRow>(
      'SELECT id, error, created_at, updated_at FROM identity_flow_errors WHERE id = $1',
      [id],
    );
    const row = rows[0];
    if (!row) throw errors.notFound();
    return c.json(
      {
        id: row.id,
        error: row.error,
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
      },
      200,
    );
  });
  app.get('/schemas/:id', (c) => {
    c.set('json', true);
    const id = Buffer.from(c.req.param('id'), 'base64url').toString();
    if (id !== IDENTITY_SCHEMA_ID) throw errors.notFound();
    return c.json(identitySchema, 200);
  });
  app.get('/schemas', (c) => c.json([{ id: IDENTITY_SCHEMA_ID, schema: identitySchema }], 200));
}
