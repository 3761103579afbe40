// The real reference server, in-process, on a loopback port: migrated database (PGlite, or the
// Postgres of TEST_DATABASE_URL), the PostgREST engine and the HTTP app with `auth: false` (no
// session needed; the fault suite tests delivery and sync, not access control). No demo estate:
// each scenario inserts the few rows it needs under its own ids.
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../../server/http/app.ts';
import { createPostgrest } from '../../../server/postgrest/handler.ts';
import { openTestDatabase, type TestDatabase } from '../../../server/tests/support/test-db.ts';
import type { Database } from '../../../server/db/database.ts';

export interface ReferenceServer {
  readonly db: Database;
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  /** Straight to the app, bypassing the network and the proxy (the "truth" reads). */
  request(path: string): Promise<Response>;
  close(): Promise<void>;
}

/** A person every scenario's rows are created by. */
export const FAULT_USER_ID = 'f0000000-0000-4000-8000-000000000001';

export async function startReferenceServer(): Promise<ReferenceServer> {
  const t: TestDatabase = await openTestDatabase();
  await t.db.query(
    `INSERT INTO people (id, name, email) VALUES ($1, 'Fault Runner', 'faults@example.com') ON CONFLICT DO NOTHING`,
    [FAULT_USER_ID],
  );
  const postgrest = await createPostgrest(t.db, {});
  const app = createApp({ db: t.db, postgrest, staticDir: null, version: 'faults', auth: false });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    db: t.db,
    origin: `http://127.0.0.1:${port}`,
    request: (path) => Promise.resolve(app.request(`http://127.0.0.1${path}`)),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await t.dispose();
    },
  };
}
