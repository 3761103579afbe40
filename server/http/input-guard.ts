import type { MiddlewareHandler } from 'hono';
import { jsonHasNul } from '../postgrest/limits.ts';

/** Largest request body `/api/*` takes by default (`--max-body` changes it). */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

const JSON_TYPE = 'application/json; charset=utf-8';

/** An error in PostgREST's shape (`code`, `message`, `details`, `hint`). */
function refusal(status: number, code: string, message: string, details: string | null): Response {
  return new Response(JSON.stringify({ code, message, details, hint: null }), {
    status,
    headers: { 'Content-Type': JSON_TYPE, 'Proxy-Status': `PostgREST; error=${code}` },
  });
}

/** A NUL byte in `what`: Postgres's SQLSTATE and words in the details, answered 400. */
export function nulRefusal(what: string): Response {
  const pg = 'invalid byte sequence for encoding "UTF8": 0x00';
  return refusal(400, '22021', `${what} must be text without NUL bytes`, pg);
}

function decodedOr(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Which part of a URL holds a NUL byte (`%00`): the path, or a query parameter by name. */
function nulInUrl(raw: string): string | null {
  if (!/%00|\0/.test(raw)) return null;
  const url = new URL(raw);
  if (decodedOr(url.pathname).includes('\0')) return 'the path';
  for (const [k, v] of url.searchParams) {
    if (k.includes('\0')) return 'a parameter name';
    if (v.includes('\0')) return k;
  }
  return null;
}

/** PostgREST's `PT413` (a status chosen by the server): the body is over the limit. */
function tooLarge(max: number): Response {
  return refusal(413, 'PT413', 'Payload Too Large', `Request bodies are limited to ${max} bytes`);
}

/** Reads at most `max` bytes of a body; null when it is longer. */
async function readBounded(req: Request, max: number): Promise<Buffer | null> {
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > max) return null;
  if (req.body === null) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

/** Whether a body (JSON, a form, or other text) carries a NUL byte, raw or escaped. */
function bodyHasNul(bytes: Buffer, contentType: string): boolean {
  if (bytes.includes(0)) return true;
  const text = bytes.toString('utf8');
  if (/json/i.test(contentType)) {
    try {
      return jsonHasNul(JSON.parse(text) as unknown);
    } catch {
      return false; // not JSON: the handler answers that
    }
  }
  if (/x-www-form-urlencoded/i.test(contentType)) return /%00/.test(text);
  return false;
}

/**
 * Guards every `/api/*` request before it reaches a handler or the database: bodies over
 * `maxBodyBytes` answer 413, and a NUL byte anywhere in the URL or body answers 400 (Postgres
 * text cannot hold one; left to the database it was a 500). Both in PostgREST's error shape.
 * `/api/db` answers NUL bytes itself, with PostgREST's own words (postgrest/limits.ts).
 */
export function inputGuard(opts: { maxBodyBytes?: number | undefined } = {}): MiddlewareHandler {
  const max = opts.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  return async (c, next) => {
    const checkNul = !/^\/api\/db(\/|$)/.test(c.req.path);
    const inUrl = checkNul ? nulInUrl(c.req.raw.url) : null;
    if (inUrl !== null) return nulRefusal(inUrl);
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.raw.body === null) return next();
    const bytes = await readBounded(c.req.raw, max);
    if (bytes === null) return tooLarge(max);
    if (checkNul && bodyHasNul(bytes, c.req.header('content-type') ?? ''))
      return nulRefusal('The request body');
    c.req.raw = new Request(c.req.raw, { body: new Uint8Array(bytes) });
    return next();
  };
}
