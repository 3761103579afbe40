// What a delivery attempt's outcome means for the queue (the rules in the brief's "Outbox").
import type { Failure } from './entry.ts';

export type RetryCause = 'network' | 'server';

export interface TransportResponse {
  readonly status: number;
  /** Parsed JSON body, or undefined when empty. */
  readonly body: unknown;
}

export type Outcome =
  /** Done: remove the entry; `body` is the server's answer (the row, with return=representation). */
  | { readonly kind: 'delivered'; readonly body: unknown; readonly duplicate: boolean }
  /**
   * Transient: back off and try the same entry again. `network`: no answer arrived (offline,
   * unreachable); `server`: the server answered 408/429/5xx.
   */
  | { readonly kind: 'retry'; readonly cause: RetryCause; readonly reason: string }
  /** Not signed in: stop the queue until resume(). */
  | { readonly kind: 'pause' }
  /** Refused for good: keep the entry as failed with the server's reason. */
  | { readonly kind: 'fail'; readonly failure: Failure }
  /** Refused, and the mutator's `recover` said to send these (validated) args instead, in place. */
  | { readonly kind: 'resend'; readonly args: unknown };

function field(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null || !(name in body)) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

/** PostgREST error bodies are `{ code, message, details, hint }`; other services vary. */
export function failureFrom(response: TransportResponse): Failure {
  const message =
    field(response.body, 'message') ?? field(response.body, 'error') ?? `HTTP ${response.status}`;
  const code = field(response.body, 'code');
  return code === undefined
    ? { status: response.status, message }
    : { status: response.status, code, message };
}

export function classify(response: TransportResponse, isCreate: boolean): Outcome {
  const { status } = response;
  if (status >= 200 && status < 300) return { kind: 'delivered', body: response.body, duplicate: false };
  // A create whose earlier attempt landed but whose response was lost: the row is there.
  if (status === 409 && isCreate && field(response.body, 'code') === '23505') {
    return { kind: 'delivered', body: undefined, duplicate: true };
  }
  if (status === 401) return { kind: 'pause' };
  if (status === 408 || status === 429 || status >= 500)
    return { kind: 'retry', cause: 'server', reason: `HTTP ${status}` };
  return { kind: 'fail', failure: failureFrom(response) };
}
