import type { StoreNamespace } from './store.ts';

/** Every database this app creates starts with this, so a sign-out can find them all. */
export const STORE_NAME_PREFIX = 'mcc-store-';

function normalizeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
  } catch {
    return url.trim().replace(/\/+$/, '');
  }
}

/**
 * The database name for a namespace: a SHA-256 of (backend URL, organisation, user), so names
 * hide who signed in and never collide between users or backends.
 */
export async function storeNameFor(ns: StoreNamespace): Promise<string> {
  const identity = JSON.stringify([normalizeUrl(ns.backendUrl), ns.organization, ns.userId]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(identity));
  const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  return `${STORE_NAME_PREFIX}${hex.slice(0, 32)}`;
}
