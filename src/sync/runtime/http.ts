// The worker's HTTP: GETs for the puller and the outbox's transport, both over fetch with the
// session cookie (same origin). Every answer resolves (status + parsed body); only "no answer"
// (network error, timeout, abort) rejects, which is what tells the runtime it is offline.
import type { OutboxRequest, Transport } from '../outbox/outbox-options.ts';
import type { PullHttp } from './pull-port.ts';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface HttpOptions {
  /** Absolute API base, e.g. `https://host/api` (no trailing slash needed). */
  readonly apiBase: string;
  readonly fetch?: FetchLike;
  readonly timeoutMs?: number;
  /** Told whether each request got an answer (true) or not (false). */
  readonly onReachable?: (reachable: boolean) => void;
  /** Aborts every request (the worker is stopping). */
  readonly stop?: AbortSignal;
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** `/db/x` or `/api/db/x` (mutators sometimes spell the API prefix) → absolute URL. */
export function resolveApiPath(apiBase: string, path: string): string {
  const base = new URL(apiBase.replace(/\/+$/, ''));
  const prefix = base.pathname.replace(/\/+$/, '');
  const relative = path.startsWith('/') ? path : `/${path}`;
  if (prefix !== '' && (relative === prefix || relative.startsWith(`${prefix}/`)))
    return `${base.origin}${relative}`;
  return `${base.origin}${prefix}${relative}`;
}

export function createHttp(options: HttpOptions): { get: PullHttp; transport: Transport } {
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function send(
    url: string,
    init: RequestInit,
    signal?: AbortSignal,
  ): Promise<{ status: number; body: unknown }> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = AbortSignal.any([
      timeout,
      ...(signal ? [signal] : []),
      ...(options.stop ? [options.stop] : []),
    ]);
    let response: Response;
    try {
      response = await doFetch(url, { ...init, credentials: 'same-origin', signal: combined });
    } catch (error) {
      if (!signal?.aborted && !options.stop?.aborted) options.onReachable?.(false);
      throw error;
    }
    options.onReachable?.(true);
    return { status: response.status, body: await bodyOf(response) };
  }

  const get: PullHttp = (path, params, signal) => {
    const query = params.toString();
    const url = resolveApiPath(options.apiBase, path) + (query === '' ? '' : `?${query}`);
    return send(url, { method: 'GET', headers: { Accept: 'application/json' } }, signal);
  };

  const transport: Transport = (request: OutboxRequest) => {
    const query = new URLSearchParams(request.query ?? {}).toString();
    const url = resolveApiPath(options.apiBase, request.path) + (query === '' ? '' : `?${query}`);
    const headers: Record<string, string> = {
      Accept: request.accept ?? 'application/json',
      'X-Mutation-Id': request.mutationId,
    };
    if (request.prefer !== undefined) headers['Prefer'] = request.prefer;
    const init: RequestInit = { method: request.method, headers };
    if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(request.body);
    }
    return send(url, init);
  };

  return { get, transport };
}
