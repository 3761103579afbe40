import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * CSRF tokens as ory/nosurf makes them: the cookie holds base64(32 random bytes); forms carry a
 * masked copy, base64(pad || token XOR pad), different on every render.
 */
export function newCsrfToken(): string {
  return randomBytes(32).toString('base64');
}

export function maskToken(token: string): string {
  const raw = Buffer.from(token, 'base64');
  const pad = randomBytes(raw.length);
  const masked = Buffer.alloc(raw.length);
  for (let i = 0; i < raw.length; i++) masked[i] = (raw[i] ?? 0) ^ (pad[i] ?? 0);
  return Buffer.concat([pad, masked]).toString('base64');
}

function unmask(masked: string): Buffer | null {
  const buf = Buffer.from(masked, 'base64');
  if (buf.length !== 64) return null;
  const out = Buffer.alloc(32);
  for (let i = 0; i < 32; i++) out[i] = (buf[i] ?? 0) ^ (buf[i + 32] ?? 0);
  return out;
}

/** True when the masked form value carries the same token as the cookie. */
export function maskedMatches(masked: unknown, cookieToken: string | undefined): boolean {
  if (typeof masked !== 'string' || cookieToken === undefined) return false;
  const a = unmask(masked);
  const b = Buffer.from(cookieToken, 'base64');
  return a !== null && b.length === 32 && timingSafeEqual(a, b);
}

/** Compares two raw tokens (cookie vs flow) in constant time. */
export function tokensEqual(a: string | undefined, b: string): boolean {
  if (a === undefined) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
