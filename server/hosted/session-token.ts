import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { z } from 'zod';

// Session tokens in the shape of Clerk's (v2 claims): an RS256 JWT the directory signs and each
// organisation's server verifies with the directory's public key, as a backend verifies Clerk's
// tokens with the instance's JWKS key. `o` names the active organisation; `email` is a custom
// session claim (Clerk's "customize session token"), by which an estate finds its own person.

/** How long a token lives: Clerk's session tokens live 60 s and clients refresh them. */
export const TOKEN_TTL_SECONDS = 60;

export const sessionClaimsSchema = z.object({
  iss: z.string(),
  sub: z.string(),
  sid: z.string(),
  iat: z.number(),
  nbf: z.number(),
  exp: z.number(),
  v: z.literal(2),
  email: z.string(),
  o: z.object({ id: z.string(), rol: z.string(), slg: z.string() }),
});
export type SessionClaims = z.infer<typeof sessionClaimsSchema>;

export interface SigningKeys {
  privateKey: KeyObject;
  /** PEM of the public key, handed to each organisation's server. */
  publicKeyPem: string;
}

export function generateSigningKeys(): SigningKeys {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey, publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

/** Reads a private key given as PEM (tests keep one key for a whole file). */
export function privateKeyFrom(pem: string): KeyObject {
  return createPrivateKey(pem);
}

const b64url = (data: Buffer | string): string => Buffer.from(data).toString('base64url');

export function signSessionToken(
  claims: Omit<SessionClaims, 'iat' | 'nbf' | 'exp' | 'v'>,
  key: KeyObject,
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  const full: SessionClaims = {
    ...claims,
    iat: nowSeconds,
    nbf: nowSeconds - 5,
    exp: nowSeconds + TOKEN_TTL_SECONDS,
    v: 2,
  };
  const head = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'mc-directory' }));
  const body = b64url(JSON.stringify(full));
  const signature = sign('RSA-SHA256', Buffer.from(`${head}.${body}`), key);
  return `${head}.${body}.${b64url(signature)}`;
}

const headerSchema = z.object({ alg: z.literal('RS256') });

/**
 * The claims of a token signed by `publicKeyPem`'s directory for `organizationId`, unexpired;
 * null for anything else (bad signature, other organisation, expired, not a JWT).
 */
export function verifySessionToken(
  token: string,
  publicKeyPem: string,
  organizationId: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): SessionClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head = '', body = '', signature = ''] = parts;
  try {
    if (!headerSchema.safeParse(JSON.parse(Buffer.from(head, 'base64url').toString())).success) return null;
    const key = createPublicKey(publicKeyPem);
    const ok = verify('RSA-SHA256', Buffer.from(`${head}.${body}`), key, Buffer.from(signature, 'base64url'));
    if (!ok) return null;
    const claims = sessionClaimsSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString()));
    if (!claims.success) return null;
    const c = claims.data;
    if (c.o.id !== organizationId || c.exp <= nowSeconds || c.nbf > nowSeconds) return null;
    return c;
  } catch {
    return null;
  }
}
