// The connection calls that go straight to the server, never through a cache or the outbox
// (spec 02-areas §7.6; api-contract §3 "Connections"): reading a whole connection (with its
// secrets) when the form opens, writing one that carries a secret, and the connection test.
// Nothing here is kept anywhere: not in TanStack Query's persisted cache, not in IndexedDB.
import { z } from 'zod';
import { api, httpResponseOf } from '../../../lib/api-client.ts';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';
import type { ConnectionPayload, StoredConnection } from './model/connection-model.ts';

const text = z.string().nullable();
const fullRowSchema = builtOnFirstUse(() =>
  z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      namespace: z.string(),
      type: z.string(),
      url: text,
      username: text,
      password: text,
      certificate: text,
      insecure_tls: z.boolean().nullable(),
      properties: z.record(z.string(), z.unknown()).nullable(),
      source: text,
      updated_at: z.string(),
    }),
  ),
);
export type FullConnection = StoredConnection & { id: string; source: string | null; updated_at: string };

const errorBody = builtOnFirstUse(() =>
  z.object({ message: z.string().optional(), error: z.string().optional() }).loose(),
);

async function bodyOf(response: Response): Promise<{ message: string; error: string }> {
  const body = errorBody.safeParse(
    await response
      .clone()
      .json()
      .catch(() => undefined),
  );
  return { message: body.data?.message ?? '', error: body.data?.error ?? '' };
}

/** A refusal as an Error with the server's words (spec §8: "errors show the server message"). */
async function serverError(e: unknown): Promise<Error> {
  const response = httpResponseOf(e);
  if (response === undefined) return e instanceof Error ? e : new Error(String(e));
  const { message, error } = await bodyOf(response);
  return new Error(
    [message, error].filter((s) => s !== '').join(': ') || `The server answered ${response.status}`,
  );
}

/** The whole connection, secrets included, for the form; undefined when it is gone. */
export async function fetchConnection(id: string, signal?: AbortSignal): Promise<FullConnection | undefined> {
  try {
    const rows = fullRowSchema.parse(
      await api
        .get(`db/connections?id=eq.${encodeURIComponent(id)}&deleted_at=is.null`, {
          ...(signal === undefined ? {} : { signal }),
          // The answer holds secrets: no HTTP cache may keep it either.
          cache: 'no-store',
        })
        .json(),
    );
    return rows[0];
  } catch (e) {
    throw await serverError(e);
  }
}

/** Creates a connection that carries a secret (online only). */
export async function createConnectionNow(
  payload: ConnectionPayload & { id: string; created_by: string; created_at: string },
): Promise<void> {
  try {
    await api.post('db/connections', {
      json: { ...payload, source: 'UI' },
      headers: { Prefer: 'return=minimal' },
    });
  } catch (e) {
    throw await serverError(e);
  }
}

/** Updates a connection with a secret in it (online only); name and namespace never change. */
export async function updateConnectionNow(id: string, payload: ConnectionPayload): Promise<void> {
  const { name: _name, namespace: _namespace, ...fields } = payload;
  try {
    await api.patch(`db/connections?id=eq.${encodeURIComponent(id)}`, {
      json: fields,
      headers: { Prefer: 'return=minimal' },
    });
  } catch (e) {
    throw await serverError(e);
  }
}

export type TestOutcome = { readonly ok: boolean; readonly message: string };

export const TEST_OK = 'Connection successful';
export const TEST_UNSUPPORTED = 'We currently do not support testing this connection type';
export const TEST_FAILED = 'Testing connection failed!';

/** The server's words, as pretty JSON when they are JSON (spec §8). */
function readable(words: string): string {
  try {
    return JSON.stringify(JSON.parse(words), null, 2);
  } catch {
    return words;
  }
}

/** Tests a saved connection (spec §8 "Connection test"). */
export async function testConnection(id: string): Promise<TestOutcome> {
  try {
    const body = await api.post(`connection/test/${encodeURIComponent(id)}`).json();
    const ok = errorBody.safeParse(body).data?.message === 'ok';
    return { ok, message: ok ? TEST_OK : TEST_FAILED };
  } catch (e) {
    const response = httpResponseOf(e);
    if (response === undefined) return { ok: false, message: TEST_FAILED };
    if (response.status === 501) return { ok: false, message: TEST_UNSUPPORTED };
    if (response.status !== 400) return { ok: false, message: TEST_FAILED };
    const { message, error } = await bodyOf(response);
    return { ok: false, message: readable(error || message) || TEST_FAILED };
  }
}
