// One GET through PullHttp, with the answer mapped to rows or a PullError.
import { StoreError } from '../../db/store-error.ts';
import { PullError, type PullHttp } from './types.ts';

function messageOf(body: unknown, status: number): string {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string')
    return body.message;
  return `HTTP ${status}`;
}

export function abortedError(): PullError {
  return new PullError('aborted', 'pull aborted');
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortedError();
}

/** Maps an HTTP status (non-2xx) to the error kind the runtime schedules by. */
export function errorForStatus(status: number, body: unknown, path: string): PullError {
  const message = `${path}: ${messageOf(body, status)}`;
  if (status === 401) return new PullError('unauthorized', message, { status });
  if (status === 403) return new PullError('forbidden', message, { status });
  if (status >= 500 || status === 408 || status === 429) return new PullError('server', message, { status });
  return new PullError('client', message, { status });
}

/** GETs a JSON array of rows. Rejects with PullError (network, aborted, status kinds, or a non-array body as 'server'). */
export async function fetchRows(
  http: PullHttp,
  path: string,
  query: URLSearchParams,
  signal: AbortSignal | undefined,
): Promise<Record<string, unknown>[]> {
  throwIfAborted(signal);
  let answer: { status: number; body: unknown };
  try {
    answer = await http(path, query, signal);
  } catch (error) {
    if (signal?.aborted) throw abortedError();
    throw new PullError('network', `${path}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  throwIfAborted(signal);
  if (answer.status < 200 || answer.status >= 300) throw errorForStatus(answer.status, answer.body, path);
  if (!Array.isArray(answer.body))
    throw new PullError('server', `${path}: expected a JSON array of rows`, { status: answer.status });
  return answer.body.map((row: unknown) =>
    typeof row === 'object' && row !== null && !Array.isArray(row) ? (row as Record<string, unknown>) : {},
  );
}

/** Runs a store call, turning its StoreError into PullError('storage'). */
export async function storage<R>(task: () => Promise<R>): Promise<R> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof PullError) throw error;
    const message =
      error instanceof StoreError
        ? `${error.kind}: ${error.message}`
        : error instanceof Error
          ? error.message
          : String(error);
    throw new PullError('storage', message, { cause: error });
  }
}

/** A cursor or key value as the server printed it (strings as-is, numbers in decimal). */
export function wireValue(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}
