// Answers of the playbook endpoints in the product's shapes: a failure is duty's error body
// (`{"error": "...", "code": "invalid"}`, as samber/oops and api.WriteError serialise it) with the
// status its code maps to; a success without a payload is `{"message": "..."}` (api.HTTPSuccess).
export type ErrorCode = 'invalid' | 'not_found' | 'forbidden' | 'unauthorized' | 'conflict';

const STATUS: Record<ErrorCode, number> = {
  invalid: 400,
  not_found: 404,
  forbidden: 403,
  unauthorized: 401,
  conflict: 409,
};

/** A refusal the handlers throw and the routes turn into an answer. */
export class PlaybookError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const JSON_TYPE = { 'Content-Type': 'application/json; charset=utf-8' };

export function errorResponse(code: ErrorCode, message: string): Response {
  return new Response(JSON.stringify({ code, error: message }), { status: STATUS[code], headers: JSON_TYPE });
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: JSON_TYPE });
}

/** Runs a handler; a PlaybookError becomes its answer, anything else propagates (a real 500). */
export async function answer(fn: () => Promise<Response>): Promise<Response> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof PlaybookError) return errorResponse(e.code, e.message);
    throw e;
  }
}
