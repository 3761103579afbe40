import { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';
import type { Database } from '../db/database.ts';
import { createIdentityApp } from './app.ts';
import { ensureDemoIdentities } from './demo.ts';

/**
 * Test helpers for the identity service: the app mounted at /api/.ory as the lead mounts it,
 * a hand-carried cookie jar, and a settable clock. Used only by `*.test.ts`.
 */
export const ORIGIN = 'https://mc.example.test';
export const BASE = `${ORIGIN}/api/.ory`;
export const JSON_ACCEPT = 'application/json, text/plain, */*';

export interface StoredCookie {
  value: string;
  attributes: string;
}

export class Browser {
  readonly cookies = new Map<string, StoredCookie>();
  constructor(private readonly app: Hono) {}

  cookieHeader(): string {
    return [...this.cookies.entries()].map(([k, v]) => `${k}=${v.value}`).join('; ');
  }

  async fetch(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (!headers.has('accept')) headers.set('accept', JSON_ACCEPT);
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader());
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const url = path.startsWith('http') ? path : `${BASE}${path}`;
    const { json: _json, ...rest } = init;
    const res = await this.app.fetch(
      new Request(url, { ...rest, headers, ...(body !== undefined ? { body } : {}) }),
    );
    for (const sc of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = sc.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const attributes = attrs.join(';');
      if (/max-age=0\b/i.test(attributes) || /max-age=-/i.test(attributes)) this.cookies.delete(name);
      else this.cookies.set(name, { value: pair.slice(eq + 1).trim(), attributes });
    }
    return res;
  }

  async json<T = Record<string, unknown>>(
    path: string,
    init: RequestInit & { json?: unknown } = {},
  ): Promise<{ status: number; body: T; res: Response }> {
    const res = await this.fetch(path, init);
    const text = await res.text();
    return { status: res.status, body: (text === '' ? {} : JSON.parse(text)) as T, res };
  }
}

export class Clock {
  constructor(public t = new Date('2026-03-01T10:00:00Z').getTime()) {}
  now = (): Date => new Date(this.t);
  advance(ms: number): void {
    this.t += ms;
  }
}

export function mountedApp(db: Database, clock: Clock, opts: { trustProxy?: boolean } = {}): Hono {
  const root = new Hono();
  root.route(
    '/api/.ory',
    createIdentityApp({ db, publicBaseUrl: BASE, now: clock.now, mailbox: true, ...opts }),
  );
  return root;
}

/**
 * A test file's identity service: one test database with the demo people and their sign-in
 * identities, and the app mounted over it (`trustProxy` to name each request's client address).
 * Call at the top of the file; read `app` and `db` inside tests.
 */
export function identityFixture(opts: { trustProxy?: boolean } = {}): {
  clock: Clock;
  readonly app: Hono;
  readonly db: Database;
} {
  const clock = new Clock();
  let t: TestDatabase | undefined;
  let app: Hono | undefined;
  beforeAll(async () => {
    t = await openTestDatabase();
    await seedDemoPeople(t.db);
    await ensureDemoIdentities(t.db, clock.now());
    app = mountedApp(t.db, clock, opts);
  });
  afterAll(async () => t?.dispose());
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('identityFixture: used before its beforeAll ran');
    return value;
  };
  return {
    clock,
    get app() {
      return ready(app);
    },
    get db() {
      return ready(t).db;
    },
  };
}

/** Flow JSON as the tests read it. */
export interface FlowBody {
  id: string;
  state: string;
  ui: {
    action: string;
    method: string;
    messages?: { id: number; text: string; type: string; context?: Record<string, unknown> }[];
    nodes: {
      type: string;
      group: string;
      attributes: Record<string, unknown>;
      messages: { id: number; text: string }[];
      meta: Record<string, unknown>;
    }[];
  };
  [key: string]: unknown;
}

export function csrfOf(flow: FlowBody): string {
  const node = flow.ui.nodes.find((n) => n.attributes['name'] === 'csrf_token');
  const v = node?.attributes['value'];
  if (typeof v !== 'string') throw new Error('flow has no csrf_token node');
  return v;
}

export function nodeNamed(flow: FlowBody, name: string): FlowBody['ui']['nodes'][number] | undefined {
  return flow.ui.nodes.find((n) => n.attributes['name'] === name);
}

export async function seedDemoPeople(db: Database): Promise<void> {
  const people = [
    ['a11ce000-0000-4000-8000-000000000001', 'Ada Admin', 'admin@example.com'],
    ['a11ce000-0000-4000-8000-000000000005', 'Vera Viewer', 'viewer@example.com'],
  ];
  for (const [id, name, email] of people) {
    await db.query('INSERT INTO people (id, name, email) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      id,
      name,
      email,
    ]);
  }
}

/** Signs in with a password through a fresh login flow; returns the submit response. */
export async function passwordLogin(
  b: Browser,
  identifier: string,
  password: string,
  query = '',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const created = await b.json<FlowBody>(`/self-service/login/browser${query}`);
  if (created.status !== 200) throw new Error(`login init ${created.status} ${JSON.stringify(created.body)}`);
  return b.json(`/self-service/login?flow=${created.body.id}`, {
    method: 'POST',
    json: { method: 'password', identifier, password, csrf_token: csrfOf(created.body) },
  });
}
