import type { Database } from '../db/database.ts';
import { setCredential } from './credential-store.ts';
import { createIdentity, identifierOf, markAddressVerified } from './identity-store.ts';
import { hashPassword } from './password.ts';

/** The demo accounts' emails (seeded as `people` by server/seed) and their shared password. */
export const DEMO_EMAILS = [
  'admin@example.com',
  'editor@example.com',
  'commander@example.com',
  'responder@example.com',
  'viewer@example.com',
] as const;
export const DEMO_PASSWORD = 'demo-password';

/**
 * Gives every demo `people` row that has no identity yet an identity with the same id, a
 * verified email and the password `demo-password`. Idempotent; hashes the password once and
 * reuses the hash. Returns the ids it created.
 */
export async function ensureDemoIdentities(db: Database, now: Date = new Date()): Promise<string[]> {
  const { rows } = await db.query<{ id: string; name: string; email: string }>(
    `SELECT p.id, p.name, p.email FROM people p
     WHERE lower(p.email) = ANY($1::text[]) AND p.deleted_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM identities i WHERE i.id = p.id)
       AND NOT EXISTS (SELECT 1 FROM identity_credentials c WHERE c.type = 'password' AND c.identifier = lower(p.email))`,
    [[...DEMO_EMAILS]],
  );
  if (rows.length === 0) return [];
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const p of rows) {
      const [first = '', ...rest] = p.name.trim().split(/\s+/);
      const traits = { email: p.email, name: { first, last: rest.join(' ') } };
      await createIdentity(tx, traits, now, { id: p.id, createPerson: false });
      await markAddressVerified(tx, p.email, now);
      await setCredential(tx, p.id, 'password', { hashed_password: hash }, now, identifierOf(p.email));
    }
  });
  return rows.map((r) => r.id);
}
