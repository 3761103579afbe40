import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

/**
 * Access tokens (`access_tokens`): credentials for tools (the kubeconfig download, scripts). The
 * token is shown once; the table keeps only its SHA-256 in `value`. `expiresAt` ends it (principal.ts
 * refuses it after); the kubeconfig's tokens last KUBECONFIG_TOKEN_LIFETIME_MS (7 days).
 */
/** SHA-256 hex, as `value` stores it (principal.ts looks tokens up by it). */
export const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface NewAccessToken {
  id: string;
  token: string;
}

export async function createAccessToken(
  db: Queryable,
  personId: string,
  name: string,
  expiresAt: Date | null = null,
): Promise<NewAccessToken> {
  const token = `mcat_${randomBytes(32).toString('base64url')}`;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO access_tokens (name, person_id, value, auto_renew, created_by, expires_at)
     VALUES ($1, $2, $3, false, $2, $4) RETURNING id`,
    [name, personId, hashOf(token), expiresAt],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('access token insert returned no row');
  return { id, token };
}
