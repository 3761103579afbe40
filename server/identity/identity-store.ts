import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { IdentityConfig } from './config.ts';
import type { Traits } from './schema.ts';
import { IDENTITY_SCHEMA_ID, displayName, traitsSchema } from './schema.ts';

/** Identities, their addresses and credentials, stored as in Kratos (tables from 050_identity.sql). */
export interface VerifiableAddress {
  id: string;
  value: string;
  verified: boolean;
  via: 'email';
  status: string;
  verified_at?: string;
  created_at: string;
  updated_at: string;
}

export interface IdentityRecord {
  id: string;
  schema_id: string;
  state: string;
  state_changed_at: Date | null;
  traits: Traits;
  metadata_public: unknown;
  created_at: Date;
  updated_at: Date;
  verifiable_addresses: VerifiableAddress[];
  recovery_addresses: { id: string; value: string; via: 'email'; created_at: string; updated_at: string }[];
}

export type CredentialType = 'password' | 'totp' | 'lookup_secret';

interface IdentityRow {
  id: string;
  schema_id: string;
  state: string;
  state_changed_at: Date | null;
  traits: unknown;
  metadata_public: unknown;
  created_at: Date;
  updated_at: Date;
}

interface AddressRow {
  id: string;
  value: string;
  verified: boolean;
  status: string;
  verified_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export async function loadIdentity(db: Queryable, id: string): Promise<IdentityRecord | null> {
  const { rows } = await db.query<IdentityRow>(
    'SELECT id, schema_id, state, state_changed_at, traits, metadata_public, created_at, updated_at FROM identities WHERE id = $1',
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const parsed = traitsSchema.safeParse(row.traits);
  const traits: Traits = parsed.success ? parsed.data : { email: '', name: { first: '', last: '' } };
  const ver = await db.query<AddressRow>(
    'SELECT id, value, verified, status, verified_at, created_at, updated_at FROM identity_verifiable_addresses WHERE identity_id = $1 ORDER BY created_at, id',
    [id],
  );
  const rec = await db.query<AddressRow>(
    "SELECT id, value, false AS verified, '' AS status, NULL::timestamptz AS verified_at, created_at, updated_at FROM identity_recovery_addresses WHERE identity_id = $1 ORDER BY created_at, id",
    [id],
  );
  return {
    ...row,
    traits,
    verifiable_addresses: ver.rows.map((a) => ({
      id: a.id,
      value: a.value,
      verified: a.verified,
      via: 'email',
      status: a.status,
      ...(a.verified_at ? { verified_at: a.verified_at.toISOString() } : {}),
      created_at: a.created_at.toISOString(),
      updated_at: a.updated_at.toISOString(),
    })),
    recovery_addresses: rec.rows.map((a) => ({
      id: a.id,
      value: a.value,
      via: 'email',
      created_at: a.created_at.toISOString(),
      updated_at: a.updated_at.toISOString(),
    })),
  };
}

/** The Identity as whoami and settings flows show it (no credentials). */
export function identityJson(cfg: IdentityConfig, i: IdentityRecord): Record<string, unknown> {
  return {
    id: i.id,
    schema_id: i.schema_id,
    schema_url: `${cfg.base}/schemas/${Buffer.from(i.schema_id).toString('base64url')}`,
    state: i.state,
    state_changed_at: (i.state_changed_at ?? i.created_at).toISOString(),
    traits: i.traits,
    verifiable_addresses: i.verifiable_addresses,
    recovery_addresses: i.recovery_addresses,
    metadata_public: i.metadata_public ?? null,
    created_at: i.created_at.toISOString(),
    updated_at: i.updated_at.toISOString(),
    organization_id: null,
  };
}

/** Identifier used by the password credential and the addresses: the lower-cased email. */
export function identifierOf(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Creates an identity with its verification and recovery address (the email), the matching
 * `people` row (same id) and, when `role` is given, its casbin role binding.
 */
export async function createIdentity(
  tx: Queryable,
  traits: Traits,
  now: Date,
  opts: { id?: string; role?: string | null; createPerson?: boolean } = {},
): Promise<string> {
  const id = opts.id ?? randomUUID();
  const address = identifierOf(traits.email);
  await tx.query(
    `INSERT INTO identities (id, schema_id, traits, state, state_changed_at, created_at, updated_at)
     VALUES ($1, $2, $3, 'active', $4, $4, $4)`,
    [id, IDENTITY_SCHEMA_ID, JSON.stringify(traits), now],
  );
  await tx.query(
    `INSERT INTO identity_verifiable_addresses (id, identity_id, via, value, verified, status, created_at, updated_at)
     VALUES ($1, $2, 'email', $3, false, 'pending', $4, $4)`,
    [randomUUID(), id, address, now],
  );
  await tx.query(
    `INSERT INTO identity_recovery_addresses (id, identity_id, via, value, created_at, updated_at)
     VALUES ($1, $2, 'email', $3, $4, $4)`,
    [randomUUID(), id, address, now],
  );
  if (opts.createPerson !== false) {
    await tx.query(
      `INSERT INTO people (id, name, email, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
       ON CONFLICT (id) DO NOTHING`,
      [id, displayName(traits), traits.email, now],
    );
  }
  if (opts.role) {
    await tx.query(
      `INSERT INTO casbin_rule (ptype, v0, v1, v2, v3, v4, v5) VALUES ('g', $1, $2, '', '', '', '')
       ON CONFLICT DO NOTHING`,
      [id, opts.role],
    );
  }
  return id;
}

/** Saves new traits; keeps addresses and the people row in step with the email and name. */
export async function updateTraits(tx: Queryable, id: string, traits: Traits, now: Date): Promise<void> {
  const address = identifierOf(traits.email);
  await tx.query('UPDATE identities SET traits = $2, updated_at = $3 WHERE id = $1', [
    id,
    JSON.stringify(traits),
    now,
  ]);
  await tx.query(
    `UPDATE identity_verifiable_addresses SET value = $2, verified = false, status = 'pending', verified_at = NULL, updated_at = $3
     WHERE identity_id = $1 AND value <> $2`,
    [id, address, now],
  );
  await tx.query(
    'UPDATE identity_recovery_addresses SET value = $2, updated_at = $3 WHERE identity_id = $1',
    [id, address, now],
  );
  await tx.query(
    "UPDATE identity_credentials SET identifier = $2, updated_at = $3 WHERE identity_id = $1 AND type = 'password'",
    [id, address, now],
  );
  await tx.query('UPDATE people SET name = $2, email = $3, updated_at = $4 WHERE id = $1', [
    id,
    displayName(traits),
    traits.email,
    now,
  ]);
}

export async function identityIdByAddress(db: Queryable, email: string): Promise<string | null> {
  const { rows } = await db.query<{ identity_id: string }>(
    "SELECT identity_id FROM identity_recovery_addresses WHERE via = 'email' AND value = $1",
    [identifierOf(email)],
  );
  return rows[0]?.identity_id ?? null;
}

export async function markAddressVerified(db: Queryable, email: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE identity_verifiable_addresses SET verified = true, status = 'completed', verified_at = $2, updated_at = $2
     WHERE via = 'email' AND value = $1`,
    [identifierOf(email), now],
  );
}

export async function markAddressSent(db: Queryable, email: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE identity_verifiable_addresses SET status = 'sent', updated_at = $2
     WHERE via = 'email' AND value = $1 AND status = 'pending'`,
    [identifierOf(email), now],
  );
}
