import type { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import { createApp } from '../http/app.ts';
import { DEMO_PASSWORD, ensureDemoIdentities } from '../identity/demo.ts';
import { Browser, passwordLogin } from '../identity/test-kit.ts';
import { createPostgrest } from '../postgrest/handler.ts';
import type { Role } from '../seed/well-known-ids.ts';
import { DEMO_ACCOUNTS, ROLES } from '../seed/well-known-ids.ts';
import type { TestDatabase } from '../tests/support/test-db.ts';
import { openTestDatabase } from '../tests/support/test-db.ts';
import { ACCESS_CONTROL } from './postgrest-authorizer.ts';

/**
 * Test helpers for access control (used only by `*.test.ts`): the five demo accounts without the
 * whole demo estate, and signed-in browsers against an app that mounts the identity service.
 */
export async function seedDemoAccounts(db: Database): Promise<void> {
  for (const a of Object.values(DEMO_ACCOUNTS)) {
    await db.query('INSERT INTO people (id, name, email) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      a.id,
      a.name,
      a.email,
    ]);
    await db.query(
      "INSERT INTO casbin_rule (ptype, v0, v1, v2, v3, v4, v5) VALUES ('g', $1, $2, '', '', '', '')",
      [a.id, a.role],
    );
  }
  await ensureDemoIdentities(db);
}

/** A browser holding the session cookie of the demo account of `role`. */
export async function signedIn(app: Hono, role: Role): Promise<Browser> {
  const b = new Browser(app);
  const res = await passwordLogin(b, DEMO_ACCOUNTS[role].email, DEMO_PASSWORD);
  if (res.status !== 200) throw new Error(`sign-in as ${role}: ${res.status} ${JSON.stringify(res.body)}`);
  return b;
}

/**
 * Signs in over real HTTP (a server started as a child process) and returns the `Cookie` header
 * value to send with later requests.
 */
export async function signInOverHttp(baseUrl: string, email: string, password: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response): void => {
    for (const sc of res.headers.getSetCookie()) {
      const pair = sc.split(';')[0] ?? '';
      const eq = pair.indexOf('=');
      if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  };
  const cookie = (): string => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const init = await fetch(`${baseUrl}/api/.ory/self-service/login/browser`, {
    headers: { Accept: 'application/json' },
  });
  keep(init);
  const flow = (await init.json()) as {
    id: string;
    ui: { nodes: { attributes: { name?: string; value?: unknown } }[] };
  };
  const csrf = flow.ui.nodes.find((n) => n.attributes.name === 'csrf_token')?.attributes.value;
  const submit = await fetch(`${baseUrl}/api/.ory/self-service/login?flow=${flow.id}`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Cookie: cookie() },
    body: JSON.stringify({ method: 'password', identifier: email, password, csrf_token: csrf }),
  });
  keep(submit);
  if (submit.status !== 200) throw new Error(`sign-in as ${email}: ${submit.status} ${await submit.text()}`);
  return cookie();
}

/** The open incident `openAccessFixture` creates. */
export const FIXTURE_INCIDENT_ID = '1c1de000-0000-4000-8000-000000000001';

export interface AccessFixture {
  t: TestDatabase;
  app: Hono;
  /** A signed-in browser per role. */
  as: Record<Role, Browser>;
}

/**
 * A migrated database with the demo accounts, one open incident and a Slack connection, served by
 * the app with role-based authorisation, and a browser signed in as each role.
 */
export async function openAccessFixture(): Promise<AccessFixture> {
  const t = await openTestDatabase();
  await seedDemoAccounts(t.db);
  await t.db.query(
    "INSERT INTO incidents (id, title, created_by, severity, type) VALUES ($1, 'Checkout latency', $2, 'High', 'availability')",
    [FIXTURE_INCIDENT_ID, DEMO_ACCOUNTS.admin.id],
  );
  await t.db.query("INSERT INTO connections (name, type) VALUES ('slack-alerts', 'slack')");
  const postgrest = await createPostgrest(t.db, ACCESS_CONTROL);
  const app = createApp({ db: t.db, postgrest, staticDir: null, version: '9.9.9' });
  const as = {} as Record<Role, Browser>;
  for (const role of ROLES) as[role] = await signedIn(app, role);
  return { t, app, as };
}
