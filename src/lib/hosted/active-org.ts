import { z } from 'zod';
import { builtOnFirstUse } from '../built-on-first-use.ts';

// The organisation this browser works in (hosted mode): its id, name and backend_url. Not a
// secret (the token is never stored); kept in localStorage so a reload or an offline start opens
// the same organisation's local store at once. Sign-out clears it with the rest of web storage.

const KEY = 'mc.hosted.active-org';

const activeOrgSchema = builtOnFirstUse(() =>
  z.object({ id: z.string().min(1), name: z.string(), slug: z.string(), backendUrl: z.string().url() }),
);
export type ActiveOrg = z.infer<typeof activeOrgSchema>;

function readStored(): ActiveOrg | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (raw === null) return null;
    const parsed = activeOrgSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function store(org: ActiveOrg): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(activeOrgSchema.parse(org)));
  } catch {
    // Storage unavailable: the organisation is chosen again from the directory on the next start.
  }
}

// The organisation of this page, read once: a switch stores the next one and loads a new page,
// so everything this page still does (a late answer, the frame kept on leaving) stays with the
// organisation it was for.
let pageOrg: ActiveOrg | null | undefined;

/** The organisation this page works in, or null (none chosen yet, or self-hosted). */
export function readActiveOrg(): ActiveOrg | null {
  if (pageOrg === undefined) pageOrg = readStored();
  return pageOrg;
}

/** Makes `org` this page's organisation (chosen at sign-in, when the page had none or a stale one). */
export function adoptActiveOrg(org: ActiveOrg): void {
  store(org);
  pageOrg = org;
}

/** Chooses the organisation the next page opens in (a switch, followed by a page load). */
export function storeNextActiveOrg(org: ActiveOrg): void {
  store(org);
}

/** Tests only. */
export function forgetPageOrgForTests(): void {
  pageOrg = undefined;
}

/**
 * Who a kept screen (boot frame) belongs to: in hosted mode the organisation too, because the
 * same person may have the same id in two organisations' estates.
 */
export function frameOwnerId(userId: string): string {
  const org = readActiveOrg();
  return org === null ? userId : `${org.id}/${userId}`;
}

/** The API base of an organisation: its backend_url's `/api`. */
export function apiBaseOf(org: ActiveOrg): string {
  return `${org.backendUrl.replace(/\/+$/, '')}/api`;
}
