import type { Queryable } from '../db/database.ts';

const DAY = 24 * 60 * 60_000;

/**
 * Deletes identity data nobody can use any more: flows a day past expiry, sessions revoked or
 * expired for 30 days, flow errors and mails older than 7 days, throttle counters idle for two
 * days (longer than any window) and not locked. Safe to run at any time; `createIdentityApp` runs it at most once an hour.
 */
export async function purgeIdentityData(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM identity_flows WHERE expires_at < $1', [new Date(now.getTime() - DAY)]);
  await db.query('DELETE FROM identity_sessions WHERE (NOT active OR expires_at < $1) AND issued_at < $2', [
    now,
    new Date(now.getTime() - 30 * DAY),
  ]);
  await db.query('DELETE FROM identity_flow_errors WHERE created_at < $1', [
    new Date(now.getTime() - 7 * DAY),
  ]);
  await db.query('DELETE FROM identity_mailbox WHERE created_at < $1', [new Date(now.getTime() - 7 * DAY)]);
  await db.query(
    'DELETE FROM identity_throttle WHERE last_at < $1 AND (locked_until IS NULL OR locked_until < $2)',
    [new Date(now.getTime() - 2 * DAY), now],
  );
}
