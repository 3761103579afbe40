import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Queryable } from '../db/database.ts';
import type { IdentityConfig } from './config.ts';
import type { IdentityRecord } from './identity-store.ts';
import { identityJson } from './identity-store.ts';

/**
 * Sessions. The `ory_kratos_session` cookie carries 32 random bytes (base64url); the table keeps
 * only their SHA-256, so a database dump cannot be replayed as a cookie. The logout token is
 * derived from the session token (so it can be handed out again without storing it in clear).
 */
export type Aal = 'aal1' | 'aal2';
export type AuthMethod = 'password' | 'totp' | 'lookup_secret' | 'code_recovery';

const amrEntry = z.object({ method: z.string(), aal: z.enum(['aal1', 'aal2']), completed_at: z.string() });
const amrList = z.array(amrEntry);
const deviceList = z.array(
  z.object({ id: z.string(), ip_address: z.string(), user_agent: z.string(), location: z.string() }),
);

export interface SessionRow {
  id: string;
  identity_id: string;
  active: boolean;
  aal: Aal;
  authentication_methods: z.infer<typeof amrList>;
  devices: z.infer<typeof deviceList>;
  authenticated_at: Date;
  issued_at: Date;
  expires_at: Date;
}

export const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

export function logoutTokenFor(sessionToken: string): string {
  return createHash('sha256').update(`logout:${sessionToken}`).digest('base64url');
}

const SECOND_FACTORS = new Set(['totp', 'lookup_secret']);

function aalOf(methods: z.infer<typeof amrList>): Aal {
  const first = methods.some((m) => !SECOND_FACTORS.has(m.method));
  const second = methods.some((m) => SECOND_FACTORS.has(m.method));
  return first && second ? 'aal2' : 'aal1';
}

export async function createSession(
  db: Queryable,
  cfg: IdentityConfig,
  identityId: string,
  method: AuthMethod,
  now: Date,
  device: { ip: string; userAgent: string },
): Promise<{ token: string; session: SessionRow }> {
  const token = randomBytes(32).toString('base64url');
  const methods = [{ method, aal: 'aal1' as const, completed_at: now.toISOString() }];
  const session: SessionRow = {
    id: randomUUID(),
    identity_id: identityId,
    active: true,
    aal: 'aal1',
    authentication_methods: methods,
    devices: [{ id: randomUUID(), ip_address: device.ip, user_agent: device.userAgent, location: '' }],
    authenticated_at: now,
    issued_at: now,
    expires_at: new Date(now.getTime() + cfg.sessionLifespan),
  };
  await db.query(
    `INSERT INTO identity_sessions (id, token_hash, logout_token_hash, identity_id, active, aal, authentication_methods, devices,
       authenticated_at, issued_at, expires_at)
     VALUES ($1, $2, $3, $4, true, 'aal1', $5, $6, $7, $7, $8)`,
    [
      session.id,
      sha256(token),
      sha256(logoutTokenFor(token)),
      identityId,
      JSON.stringify(methods),
      JSON.stringify(session.devices),
      now,
      session.expires_at,
    ],
  );
  return { token, session };
}

interface RawRow extends Omit<SessionRow, 'authentication_methods' | 'devices' | 'aal'> {
  aal: string;
  authentication_methods: unknown;
  devices: unknown;
}

function parseRow(r: RawRow): SessionRow {
  return {
    ...r,
    aal: r.aal === 'aal2' ? 'aal2' : 'aal1',
    authentication_methods: amrList.catch([]).parse(r.authentication_methods),
    devices: deviceList.catch([]).parse(r.devices),
  };
}

const COLUMNS =
  'id, identity_id, active, aal, authentication_methods, devices, authenticated_at, issued_at, expires_at';

/** The active, unexpired session a cookie token belongs to. */
export async function findSession(db: Queryable, token: string, now: Date): Promise<SessionRow | null> {
  const { rows } = await db.query<RawRow>(
    `SELECT ${COLUMNS} FROM identity_sessions WHERE token_hash = $1 AND active AND expires_at > $2`,
    [sha256(token), now],
  );
  return rows[0] ? parseRow(rows[0]) : null;
}

/** Records a completed authentication method; a first + second factor makes the session aal2. */
export async function addAuthMethod(
  db: Queryable,
  session: SessionRow,
  method: AuthMethod,
  now: Date,
  opts: { refresh?: boolean } = {},
): Promise<SessionRow> {
  const entry = {
    method,
    aal: SECOND_FACTORS.has(method) ? ('aal2' as const) : ('aal1' as const),
    completed_at: now.toISOString(),
  };
  const methods = [...session.authentication_methods, entry];
  const aal = aalOf(methods);
  const authenticatedAt = opts.refresh === true || aal !== session.aal ? now : session.authenticated_at;
  await db.query(
    'UPDATE identity_sessions SET authentication_methods = $2, aal = $3, authenticated_at = $4 WHERE id = $1',
    [session.id, JSON.stringify(methods), aal, authenticatedAt],
  );
  return { ...session, authentication_methods: methods, aal, authenticated_at: authenticatedAt };
}

export async function revokeSession(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE identity_sessions SET active = false WHERE id = $1', [id]);
}

export async function revokeOtherSessions(db: Queryable, identityId: string, keepId: string): Promise<void> {
  await db.query('UPDATE identity_sessions SET active = false WHERE identity_id = $1 AND id <> $2', [
    identityId,
    keepId,
  ]);
}

/** The Session object of whoami and login responses (design/kratos-flows.md §5). */
export function sessionJson(
  cfg: IdentityConfig,
  s: SessionRow,
  identity: IdentityRecord,
): Record<string, unknown> {
  return {
    id: s.id,
    active: s.active,
    expires_at: s.expires_at.toISOString(),
    authenticated_at: s.authenticated_at.toISOString(),
    authenticator_assurance_level: s.aal,
    authentication_methods: s.authentication_methods,
    issued_at: s.issued_at.toISOString(),
    identity: identityJson(cfg, identity),
    devices: s.devices,
  };
}
