import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { ROLES } from './permissions.ts';
import type { CurrentUser } from './whoami.ts';
import { builtOnFirstUse } from '../built-on-first-use.ts';
import { readActiveOrg } from '../hosted/active-org.ts';
import { isHostedMode } from '../hosted/hosted-config.ts';

// The last user the server confirmed, kept in localStorage (wiped with everything else on
// sign-out), so a start without network opens the signed-in console instead of an error or the
// sign-in page. The sync worker still sends the session with every request; a 401 once the
// network is back sends the browser to the session check as usual.

const BASE_KEY = 'mc.whoami.last-known';

/** Hosted mode keeps one per organisation: each estate has its own person for the user. */
function storageKey(): string {
  const org = isHostedMode() ? readActiveOrg() : null;
  return org === null ? BASE_KEY : `${BASE_KEY}.${org.id}`;
}

const storedSchema = builtOnFirstUse(() =>
  z.object({
    savedAt: z.number(),
    user: z.object({
      id: z.string(),
      name: z.string(),
      email: z.string().nullable(),
      avatar: z.string().nullable(),
      roles: z.array(z.enum(ROLES)),
      hostname: z.string().nullable(),
    }),
  }),
);

/** Remembers the user the server just confirmed. */
export function rememberUser(user: CurrentUser, now = Date.now()): void {
  try {
    localStorage.setItem(storageKey(), JSON.stringify({ savedAt: now, user }));
  } catch {
    // Storage full or unavailable: an offline start will then show the error view.
  }
  setServedFromLastKnown(false);
}

/**
 * Forgets the last confirmed user: a new session has started, maybe someone else's, so an
 * unreachable backend must not bring the previous user back.
 */
export function forgetLastKnownUser(): void {
  try {
    localStorage.removeItem(storageKey());
  } catch {
    // Storage unavailable: nothing was kept either.
  }
  setServedFromLastKnown(false);
}

/** The last confirmed user, or null (none, unreadable, or from an incompatible version). */
export function lastKnownUser(): { user: CurrentUser; savedAt: number } | null {
  try {
    const raw = localStorage.getItem(storageKey());
    if (raw === null) return null;
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// Whether the user on screen comes from the last-known copy (the server could not be reached).
let servedFromLastKnown = false;
const listeners = new Set<() => void>();

/** Whether the user on screen is the last-known copy (so whoami is stale and asked again soon). */
export function isServedFromLastKnown(): boolean {
  return servedFromLastKnown;
}

export function setServedFromLastKnown(value: boolean): void {
  if (servedFromLastKnown === value) return;
  servedFromLastKnown = value;
  listeners.forEach((notify) => notify());
}

/** True while the signed-in user shown was not confirmed by the server (offline start). */
export function useUserIsLastKnown(): boolean {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    () => servedFromLastKnown,
    () => false,
  );
}
