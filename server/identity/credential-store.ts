import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Queryable } from '../db/database.ts';
import type { CredentialType } from './identity-store.ts';

/** Credential configs, per type, as stored in `identity_credentials.config`. */
export const passwordConfig = z.object({ hashed_password: z.string() });
export const totpConfig = z.object({ secret: z.string() });
export const lookupConfig = z.object({
  recovery_codes: z.array(z.object({ code: z.string(), used_at: z.string().nullable().default(null) })),
});
export type LookupConfig = z.infer<typeof lookupConfig>;

const schemas = { password: passwordConfig, totp: totpConfig, lookup_secret: lookupConfig } as const;
type ConfigOf<T extends CredentialType> = z.infer<(typeof schemas)[T]>;

export async function getCredential<T extends CredentialType>(
  db: Queryable,
  identityId: string,
  type: T,
): Promise<ConfigOf<T> | null> {
  const { rows } = await db.query<{ config: unknown }>(
    'SELECT config FROM identity_credentials WHERE identity_id = $1 AND type = $2',
    [identityId, type],
  );
  const row = rows[0];
  if (!row) return null;
  const parsed = schemas[type].safeParse(row.config);
  return parsed.success ? (parsed.data as ConfigOf<T>) : null;
}

export async function setCredential<T extends CredentialType>(
  db: Queryable,
  identityId: string,
  type: T,
  config: ConfigOf<T>,
  now: Date,
  identifier: string | null = null,
): Promise<void> {
  await db.query(
    `INSERT INTO identity_credentials (id, identity_id, type, identifier, config, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)
     ON CONFLICT (identity_id, type) DO UPDATE SET config = EXCLUDED.config, updated_at = EXCLUDED.updated_at,
       identifier = COALESCE(EXCLUDED.identifier, identity_credentials.identifier)`,
    [randomUUID(), identityId, type, identifier, JSON.stringify(config), now],
  );
}

export async function deleteCredential(
  db: Queryable,
  identityId: string,
  type: CredentialType,
): Promise<void> {
  await db.query('DELETE FROM identity_credentials WHERE identity_id = $1 AND type = $2', [identityId, type]);
}

export async function findPasswordCredential(
  db: Queryable,
  identifier: string,
): Promise<{ identityId: string; hash: string; state: string } | null> {
  const { rows } = await db.query<{ identity_id: string; config: unknown; state: string }>(
    `SELECT c.identity_id, c.config, i.state FROM identity_credentials c JOIN identities i ON i.id = c.identity_id
     WHERE c.type = 'password' AND c.identifier = $1`,
    [identifier],
  );
  const row = rows[0];
  if (!row) return null;
  const parsed = passwordConfig.safeParse(row.config);
  return parsed.success
    ? { identityId: row.identity_id, hash: parsed.data.hashed_password, state: row.state }
    : null;
}

/** Second factors the identity has set up (drives aal2 step-up and `highest_available`). */
export async function secondFactors(
  db: Queryable,
  identityId: string,
): Promise<{ totp: boolean; lookup: boolean }> {
  const { rows } = await db.query<{ type: string }>(
    "SELECT type FROM identity_credentials WHERE identity_id = $1 AND type IN ('totp', 'lookup_secret')",
    [identityId],
  );
  const types = new Set(rows.map((r) => r.type));
  return { totp: types.has('totp'), lookup: types.has('lookup_secret') };
}

/** Compare-and-set of a credential's config; false when someone changed it meanwhile. */
export async function replaceCredentialIf<T extends CredentialType>(
  db: Queryable,
  identityId: string,
  type: T,
  expected: ConfigOf<T>,
  next: ConfigOf<T>,
  now: Date,
): Promise<boolean> {
  const res = await db.query(
    'UPDATE identity_credentials SET config = $4, updated_at = $5 WHERE identity_id = $1 AND type = $2 AND config = $3::jsonb',
    [identityId, type, JSON.stringify(expected), JSON.stringify(next), now],
  );
  return res.rowCount === 1;
}
