// The tests `POST /api/connection/test/{id}` can honestly make from this server (spec 02-areas
// §7.6; Mission Control's connection/check.go): an HTTP GET for the HTTP-speaking types, a
// Postgres `SELECT 1`, a folder's existence. Every other type answers "not supported here":
// the demo has no internet and no cloud accounts, and a success it did not check would be a lie.
import { stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import pg from 'pg';

/** The stored connection a test reads (secrets included: the test runs on the server only). */
export interface StoredConnection {
  type: string;
  url: string | null;
  username: string | null;
  password: string | null;
  insecure_tls: boolean | null;
  properties: Record<string, unknown> | null;
}

export type ProbeResult =
  { kind: 'ok' } | { kind: 'failed'; message: string } | { kind: 'unsupported'; message: string };

const PROBE_TIMEOUT_MS = 5_000;
/** What of a failing answer's body is shown: enough to read the error, not a whole page. */
const BODY_LIMIT = 2_000;

/** The path an HTTP-speaking type is asked, relative to its URL (as Mission Control asks it). */
const HTTP_PATHS: Readonly<Record<string, string>> = {
  http: '',
  prometheus: 'api/v1/status/config',
  elasticsearch: '_cluster/health',
};

const failed = (message: string): ProbeResult => ({ kind: 'failed', message });
const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** `base` joined with `path` the way a Go client's BaseURL + R().Get(path) does. */
function joined(base: string, path: string): URL {
  if (path === '') return new URL(base);
  return new URL(path, base.endsWith('/') ? base : `${base}/`);
}

function httpGet(url: URL, c: StoredConnection): Promise<ProbeResult> {
  const secure = url.protocol === 'https:';
  if (!secure && url.protocol !== 'http:')
    return Promise.resolve(failed(`unsupported scheme ${url.protocol}`));
  const headers: Record<string, string> = { Accept: 'application/json, */*' };
  if ((c.username ?? '') !== '' || (c.password ?? '') !== '')
    headers['Authorization'] =
      `Basic ${Buffer.from(`${c.username ?? ''}:${c.password ?? ''}`).toString('base64')}`;
  return new Promise((resolve) => {
    const options = { method: 'GET', headers, timeout: PROBE_TIMEOUT_MS };
    const req = secure
      ? httpsRequest(url, { ...options, rejectUnauthorized: c.insecure_tls !== true })
      : httpRequest(url, options);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        if (size < BODY_LIMIT) chunks.push(chunk);
        size += chunk.length;
      });
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        if (status >= 200 && status < 300) return resolve({ kind: 'ok' });
        const body = Buffer.concat(chunks).toString('utf8').slice(0, BODY_LIMIT).trim();
        resolve(failed(body === '' ? `server returned status ${status}` : body));
      });
      res.on('error', (e) => resolve(failed(messageOf(e))));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${PROBE_TIMEOUT_MS / 1000} s`)));
    req.on('error', (e) => resolve(failed(messageOf(e))));
    req.end();
  });
}

async function postgresPing(c: StoredConnection): Promise<ProbeResult> {
  const client = new pg.Client({
    connectionString: c.url ?? '',
    ...(c.username ? { user: c.username } : {}),
    ...(c.password ? { password: c.password } : {}),
    connectionTimeoutMillis: PROBE_TIMEOUT_MS,
    query_timeout: PROBE_TIMEOUT_MS,
  });
  // A failure after connect (the server closing on us) must not escape as an unhandled event.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return { kind: 'ok' };
  } catch (e) {
    return failed(`error pinging database: ${messageOf(e)}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function folderExists(c: StoredConnection): Promise<ProbeResult> {
  const path = c.properties?.['path'];
  if (typeof path !== 'string' || path === '') return failed('the folder connection has no path');
  try {
    await stat(path);
    return { kind: 'ok' };
  } catch (e) {
    return failed(messageOf(e));
  }
}

/** Tests `c` for real where this server can, or says it cannot. */
export async function probeConnection(c: StoredConnection): Promise<ProbeResult> {
  const path = HTTP_PATHS[c.type];
  if (path !== undefined) {
    if ((c.url ?? '') === '') return failed('the connection has no URL');
    let url: URL;
    try {
      url = joined(c.url ?? '', path);
    } catch {
      return failed(`invalid URL: ${c.url ?? ''}`);
    }
    return httpGet(url, c);
  }
  if (c.type === 'postgres') {
    if ((c.url ?? '') === '') return failed('the connection has no URL');
    return postgresPing(c);
  }
  if (c.type === 'folder') return folderExists(c);
  return {
    kind: 'unsupported',
    message: `Testing a ${c.type} connection is not supported by this server`,
  };
}
