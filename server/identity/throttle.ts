import type { Queryable } from '../db/database.ts';

/**
 * Password-login throttling per (identifier, client IP). Kratos has none built in; this one
 * allows FREE_ATTEMPTS failures inside WINDOW, then locks the pair for a delay that doubles with
 * every further failure (30 s, 60 s, 120 s, ... capped at 15 min). While locked, attempts are
 * refused without checking the password (and do not extend the lock). A success clears the count.
 */
export const FREE_ATTEMPTS = 5;
const WINDOW_MS = 15 * 60_000;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 15 * 60_000;

/** Seconds the pair must still wait, 0 when it may try. */
export async function lockedForSeconds(
  db: Queryable,
  identifier: string,
  ip: string,
  now: Date,
): Promise<number> {
  const { rows } = await db.query<{ locked_until: Date | null }>(
    'SELECT locked_until FROM identity_login_failures WHERE identifier = $1 AND ip = $2',
    [identifier, ip],
  );
  const until = rows[0]?.locked_until;
  if (!until || until.getTime() <= now.getTime()) return 0;
  return Math.ceil((until.getTime() - now.getTime()) / 1000);
}

export async function recordFailure(db: Queryable, identifier: string, ip: string, now: Date): Promise<void> {
  const { rows } = await db.query<{ failures: number; last_failure_at: Date }>(
    'SELECT failures, last_failure_at FROM identity_login_failures WHERE identifier = $1 AND ip = $2',
    [identifier, ip],
  );
  const prev = rows[0];
  const failures = prev && now.getTime() - prev.last_failure_at.getTime() < WINDOW_MS ? prev.failures + 1 : 1;
  const lockedUntil =
    failures >= FREE_ATTEMPTS
      ? new Date(now.getTime() + Math.min(BASE_DELAY_MS * 2 ** (failures - FREE_ATTEMPTS), MAX_DELAY_MS))
      : null;
  await db.query(
    `INSERT INTO identity_login_failures (identifier, ip, failures, last_failure_at, locked_until) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (identifier, ip) DO UPDATE SET failures = EXCLUDED.failures, last_failure_at = EXCLUDED.last_failure_at,
       locked_until = EXCLUDED.locked_until`,
    [identifier, ip, failures, now, lockedUntil],
  );
}

export async function clearFailures(db: Queryable, identifier: string, ip: string): Promise<void> {
  await db.query('DELETE FROM identity_login_failures WHERE identifier = $1 AND ip = $2', [identifier, ip]);
}
