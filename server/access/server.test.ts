import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../identity/demo.ts';
import { Browser, ORIGIN, passwordLogin } from '../identity/test-kit.ts';
import { DEMO_ACCOUNTS, ROLES } from '../seed/well-known-ids.ts';
import type { RunningServer } from '../start.ts';
import { startServer } from '../start.ts';
import { backendName, openTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';

// The served app as the CLI builds it: demo estate, demo identities, identity service and access control.
describe(`startServer with access control (${backendName()})`, () => {
  let t: TestDatabase;
  let running: RunningServer | undefined;
  const log: string[] = [];
  const app = () => {
    if (running === undefined) throw new Error('server did not start');
    return running.app;
  };

  beforeAll(async () => {
    t = await openTestDatabase({ migrate: false });
    running = await startServer(t.db, {
      seed: 1,
      scale: 100,
      reset: false,
      live: false,
      staticDir: null,
      version: 't',
      log: (m) => log.push(m),
    });
  }, 300_000); // migrations and a small demo estate: slow on a busy 2-core machine
  afterAll(async () => {
    await running?.stop();
    await t.dispose();
  });

  it('creates the five demo accounts, which sign in with demo-password and carry their role', async () => {
    expect(log.join('\n')).toContain('Created 5 demo sign-in account(s).');
    for (const role of ROLES) {
      const b = new Browser(app());
      const login = await passwordLogin(b, DEMO_ACCOUNTS[role].email, DEMO_PASSWORD);
      expect(login.status, role).toBe(200);
      const who = await b.json<{ payload: { roles: string[]; user: { id: string } } }>(
        `${ORIGIN}/api/auth/whoami`,
      );
      expect(who.body.payload).toMatchObject({ roles: [role], user: { id: DEMO_ACCOUNTS[role].id } });
    }
  });

  it('enforces the matrix on the seeded estate', async () => {
    const viewer = new Browser(app());
    await passwordLogin(viewer, DEMO_ACCOUNTS.viewer.email, DEMO_PASSWORD);
    const incidents = await viewer.json<{ id: string }[]>(`${ORIGIN}/api/db/incidents?select=id&limit=1`);
    expect(incidents.status).toBe(200);
    const id = incidents.body[0]?.id;
    expect(id).toBeDefined();
    const body = JSON.stringify({ incident_id: id, comment: 'hi', created_by: DEMO_ACCOUNTS.viewer.id });
    const headers = { 'Content-Type': 'application/json' };
    expect((await viewer.fetch(`${ORIGIN}/api/db/comments`, { method: 'POST', headers, body })).status).toBe(
      403,
    );
    expect((await viewer.fetch(`${ORIGIN}/api/db/connections`)).status).toBe(403);
    expect((await app().request(`${ORIGIN}/api/db/configs?limit=1`)).status).toBe(401);
  });

  it('keeps demo identities on a restart without creating them again', async () => {
    const again = await startServer(t.db, {
      seed: 1,
      scale: 100,
      reset: false,
      live: false,
      staticDir: null,
      version: 't',
      auth: false,
      log: (m) => log.push(m),
    });
    try {
      expect(log.filter((m) => m.startsWith('Created')).length).toBe(1);
      // auth: false (benchmarks only) serves the data API without a session.
      expect((await again.app.request(`${ORIGIN}/api/db/connections?limit=1`)).status).toBe(200);
    } finally {
      await again.stop();
    }
  });
});
