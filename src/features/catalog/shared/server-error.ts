import { z } from 'zod';
import { httpResponseOf } from '../../../lib/api-client.ts';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';

const errorBody = builtOnFirstUse(() =>
  z.object({ message: z.string().optional(), error: z.string().optional() }),
);

/** Runs a ky call; an HTTP error becomes an Error carrying the server's own message. */
export async function withServerMessage<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    const response = httpResponseOf(e);
    if (response !== undefined) {
      let message = '';
      try {
        const body = errorBody.safeParse(await response.clone().json());
        if (body.success) message = body.data.message ?? body.data.error ?? '';
      } catch {
        // Not JSON: fall back to the generic message.
      }
      throw new Error(message || 'Something went wrong');
    }
    throw e;
  }
}
