import type { Database, Queryable } from '../db/database.ts';

/**
 * Attempt counters with locks (table `identity_throttle`), one row per (rule scope, key).
 *
 * An attempt is counted *before* the thing it guards is checked, in one transaction that locks the
 * row, so parallel attempts are counted one after another: with `free` = 5, forty parallel wrong
 * passwords get five checks and thirty-five refusals, and the right password after them is
 * refused too. The attempt that reaches `free` sets the lock itself (and runs); while locked,
 * attempts are refused unchecked and do not extend the lock. A count restarts after `windowMs`
 * without attempts. A success clears the key (`clearAttempts`) or gives its attempt back
 * (`forgiveAttempt`).
 */
export interface ThrottleRule {
  scope: string;
  /** Attempts in a row before a lock; the one that reaches it locks. */
  free: number;
  /** A count restarts after this long without attempts. */
  windowMs: number;
  /** How long the `attempts`-th attempt (≥ free) locks the key. */
  lockMs: (attempts: number) => number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** 30 s at the `free`-th attempt, doubling with every further one, at most `cap`. */
function doubling(free: number, base: number, cap: number): (attempts: number) => number {
  return (attempts) => Math.min(base * 2 ** Math.min(attempts - free, 30), cap);
}

/** Password sign-in per identifier (whatever the client address): 5 tries, then 30 s doubling to 15 min. */
export const LOGIN_PER_IDENTIFIER: ThrottleRule = {
  scope: 'login:identifier',
  free: 5,
  windowMs: 15 * MINUTE,
  lockMs: doubling(5, 30_000, 15 * MINUTE),
};

/** Password sign-in per client address across identifiers (password spraying): 20, then as above. */
export const LOGIN_PER_CLIENT: ThrottleRule = {
  scope: 'login:client',
  free: 20,
  windowMs: 15 * MINUTE,
  lockMs: doubling(20, 30_000, 15 * MINUTE),
};

/** Recovery and verification code guesses per email address, over every flow and code: 10, then 1 h doubling to 24 h. */
export const CODE_GUESSES_PER_ADDRESS: ThrottleRule = {
  scope: 'code:guess',
  free: 10,
  windowMs: 24 * HOUR,
  lockMs: doubling(10, HOUR, 24 * HOUR),
};

/** Mailed recovery and verification codes per email address: 5, then none for 15 min. */
export const MAILS_PER_ADDRESS: ThrottleRule = {
  scope: 'code:mail',
  free: 5,
  windowMs: 15 * MINUTE,
  lockMs: () => 15 * MINUTE,
};

export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Row {
  attempts: number;
  last_at: Date;
  locked_until: Date | null;
}

/** Counts one attempt for `key` unless it is locked; says whether the attempt may go ahead. */
export async function reserveAttempt(
  db: Database,
  rule: ThrottleRule,
  key: string,
  now: Date,
): Promise<Reservation> {
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO identity_throttle (scope, key, attempts, last_at) VALUES ($1, $2, 0, $3)
       ON CONFLICT (scope, key) DO NOTHING`,
      [rule.scope, key, now],
    );
    const { rows } = await tx.query<Row>(
      'SELECT attempts, last_at, locked_until FROM identity_throttle WHERE scope = $1 AND key = $2 FOR UPDATE',
      [rule.scope, key],
    );
    const row = rows[0];
    if (row === undefined) throw new Error(`throttle row ${rule.scope}/${key} vanished`);
    const t = now.getTime();
    if (row.locked_until !== null && row.locked_until.getTime() > t) {
      return { allowed: false, retryAfterSeconds: Math.ceil((row.locked_until.getTime() - t) / 1000) };
    }
    const attempts = (t - row.last_at.getTime() < rule.windowMs ? row.attempts : 0) + 1;
    const lockedUntil = attempts >= rule.free ? new Date(t + rule.lockMs(attempts)) : null;
    await tx.query(
      'UPDATE identity_throttle SET attempts = $3, last_at = $4, locked_until = $5 WHERE scope = $1 AND key = $2',
      [rule.scope, key, attempts, now, lockedUntil],
    );
    return { allowed: true };
  });
}

/** Forgets `key`'s count and lock (a success proved the owner). */
export async function clearAttempts(db: Queryable, rule: ThrottleRule, key: string): Promise<void> {
  await db.query('DELETE FROM identity_throttle WHERE scope = $1 AND key = $2', [rule.scope, key]);
}

/** Gives one counted attempt back (a success from a shared address); lifts the lock it may have set. */
export async function forgiveAttempt(db: Queryable, rule: ThrottleRule, key: string): Promise<void> {
  await db.query(
    `UPDATE identity_throttle SET attempts = GREATEST(attempts - 1, 0),
       locked_until = CASE WHEN attempts - 1 < $3 THEN NULL ELSE locked_until END
     WHERE scope = $1 AND key = $2`,
    [rule.scope, key, rule.free],
  );
}
