// The worker's HTTP: GETs for the puller and the outbox's transport, both over fetch with the
// session cookie (same origin). Every answer resolves (status + parsed body); only "no answer"
// (network error, timeout, abort) rejects, which is what tells the runtime it is offline.
import type { OutboxRequest, Transport } from '../outbox/outbox-options.ts';
import type { PullHttp } from './pull-port.ts';
import { StallWatch, type StallWatchOptions } from './stall-watch.ts';

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
  /** When a write is given up as stalled (tests shorten it). */
  readonly stall?: StallWatchOptions;
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
  const stalls = new StallWatch(options.stall);

  /** `abortable`: may be given up when a later request is answered first (stall-watch.ts). */
  async function send(
    url: string,
    init: RequestInit,
    { signal, abortable = false }: { signal?: AbortSignal; abortable?: boolean } = {},
  ): Promise<{ status: number; body: unknown }> {
    const watch = stalls.begin(abortable);
    const combined = AbortSignal.any([
      AbortSignal.timeout(timeoutMs),
      ...(signal ? [signal] : []),
      ...(options.stop ? [options.stop] : []),
      ...(watch.signal ? [watch.signal] : []),
    ]);
    let response: Response;
    try {
      response = await doFetch(url, { ...init, credentials: 'same-origin', signal: combined });
    } catch (error) {
      // A stalled request is no sign of a network down: a later one was just answered.
      const expected = signal?.aborted || options.stop?.aborted || watch.signal?.aborted;
      if (!expected) options.onReachable?.(false);
      if (watch.signal?.aborted) throw watch.signal.reason as Error;
      throw error;
    } finally {
      watch.settled();
    }
    watch.answered();
    options.onReachable?.(true);
    return { status: response.status, body: await bodyOf(response) };
  }

  const get: PullHttp = (path, params, signal) => {
    const query = params.toString();
    const url = resolveApiPath(options.apiBase, path) + (query === '' ? '' : `?${query}`);
    return send(url, { method: 'GET', headers: { Accept: 'application/json' } }, signal ? { signal } : {});
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
    return send(url, init, { abortable: request.dedupable !== false });
  };

  return { get, transport };
}
