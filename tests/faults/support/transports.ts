// The console's two HTTP callers over fetch, as the worker makes them: the outbox Transport
// (writes) and the puller's PullHttp (reads). Both tag requests with the scenario id so the proxy
// applies that scenario's fault policy; both reject only when no complete answer arrived.
import type { Transport } from '../../../src/sync/outbox/outbox-options.ts';
import type { PullHttp } from '../../../src/sync/pull/index.ts';

async function parse(response: Response): Promise<unknown> {
  const text = await response.text(); // rejects when the connection resets mid-body
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function fetchTransport(origin: string, scenario: string): Transport {
  return async (request) => {
    const url = new URL(request.path, origin);
    for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-fault-scenario': scenario,
    };
    if (request.prefer !== undefined) headers['prefer'] = request.prefer;
    const response = await fetch(url, {
      method: request.method,
      headers,
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
    return { status: response.status, body: await parse(response) };
  };
}

/** PullHttp against `<origin>/api` (paths like `/db/comments`). */
export function fetchPullHttp(origin: string, scenario: string): PullHttp {
  return async (path, params, signal) => {
    const query = params.toString();
    const response = await fetch(`${origin}/api${path}${query ? `?${query}` : ''}`, {
      headers: { accept: 'application/json', 'x-fault-scenario': scenario },
      ...(signal ? { signal } : {}),
    });
    const body = await parse(response);
    return { status: response.status, body: body ?? null };
  };
}
