/**
 * The HTTP side of the server load bench: a cookie-carrying client, the Kratos password sign-in
 * the console does (login flow create + submit), and the heavy reads the load clients repeat.
 */
export interface Timed {
  ms: number;
  ok: boolean;
  /** What went wrong, when not ok: the status or the network error. */
  failure?: string;
}

/** A client with its own cookie jar (session and CSRF cookies), as one browser tab. */
export class Client {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    if (this.cookies.size > 0)
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(this.base + path, { ...init, headers });
    for (const sc of res.headers.getSetCookie()) {
      const pair = sc.split(';')[0] ?? '';
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      if (/max-age=0\b/i.test(sc)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(eq + 1).trim());
    }
    return res;
  }

  /** Times one request, reading its whole body; ok on 2xx (206 is a counted page). */
  async timed(path: string, init: RequestInit = {}): Promise<Timed> {
    const start = performance.now();
    try {
      const res = await this.fetch(path, init);
      await res.arrayBuffer();
      const ok = res.status >= 200 && res.status < 300;
      return { ms: performance.now() - start, ok, ...(ok ? {} : { failure: `HTTP ${res.status}` }) };
    } catch (e) {
      return { ms: performance.now() - start, ok: false, failure: String(e) };
    }
  }
}

interface FlowJson {
  id: string;
  ui: { nodes: { attributes: Record<string, unknown> }[] };
}

/** A full sign-in from a fresh browser: create the login flow, submit the password. */
export async function signIn(
  base: string,
  email: string,
  password: string,
): Promise<{ client: Client } & Timed> {
  const client = new Client(base);
  const start = performance.now();
  try {
    const created = await client.fetch('/api/.ory/self-service/login/browser');
    const flow = (await created.json()) as FlowJson;
    const csrf = flow.ui.nodes.find((n) => n.attributes['name'] === 'csrf_token')?.attributes['value'];
    const submitted = await client.fetch(`/api/.ory/self-service/login?flow=${flow.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'password', identifier: email, password, csrf_token: csrf }),
    });
    await submitted.arrayBuffer();
    const ok = created.status === 200 && submitted.status === 200;
    const failure = `login flow HTTP ${created.status}, submit HTTP ${submitted.status}`;
    return { client, ms: performance.now() - start, ok, ...(ok ? {} : { failure }) };
  } catch (e) {
    return { client, ms: performance.now() - start, ok: false, failure: String(e) };
  }
}

export const WHOAMI = '/api/.ory/sessions/whoami';

/** The heavy reads of the issue: the catalogue list with an exact count, and the catalogue summary. */
export const HEAVY: { label: string; path: string; init: RequestInit }[] = [
  {
    label: 'GET configs, count=exact',
    path: '/api/db/configs?select=id,type,config_class,status,health,labels,name,tags,created_at,updated_at,cost_per_minute,cost_total_1d,cost_total_30d,changes,analysis&order=type,name.asc&limit=100&offset=0',
    init: { headers: { Prefer: 'count=exact' } },
  },
  {
    label: 'POST catalog/summary',
    path: '/api/catalog/summary',
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        groupBy: ['type'],
        changes: { since: '2d' },
        analysis: { since: '2d' },
        cost: '30d',
      }),
    },
  },
];
