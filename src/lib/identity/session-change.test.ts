import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { whoamiQuery } from '../access/queries.ts';
import { peekString } from '../query/idb-storage.ts';
import { saveQueryCacheNow } from '../query/persistence.ts';
import { appQueryClient } from '../query/query-client.ts';
import { resetQueryCacheDb } from '../query/test-support.ts';
import { forgetPreviousUser, mayHaveStartedSession } from './session-change.ts';

const memory = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (k: string) => memory.get(k) ?? null,
    setItem: (k: string, v: string) => void memory.set(k, v),
    removeItem: (k: string) => void memory.delete(k),
    clear: () => memory.clear(),
  },
});

const responder = {
  id: 'u-responder',
  name: 'Ravi Responder',
  email: 'responder@example.com',
  avatar: null,
  roles: ['responder' as const],
  hostname: null,
};

afterEach(async () => {
  appQueryClient.clear();
  memory.clear();
  await resetQueryCacheDb();
});

describe('a sign-in forgets the user before it', () => {
  it('counts sign-in, registration and recovery as starting a session; verification and settings not', () => {
    expect(['login', 'registration', 'recovery'].every((k) => mayHaveStartedSession(k as 'login'))).toBe(
      true,
    );
    expect(mayHaveStartedSession('verification')).toBe(false);
    expect(mayHaveStartedSession('settings')).toBe(false);
  });

  it("drops the previous user's identity in memory, on disk and as the offline fallback, and keeps the rest", async () => {
    appQueryClient.setQueryData(whoamiQuery().queryKey, responder);
    appQueryClient.setQueryData(['properties'], { disabled: [] });
    memory.set('mc.whoami.last-known', JSON.stringify({ savedAt: 1, user: responder }));
    await saveQueryCacheNow();
    expect(await peekString('queries')).toContain('Ravi Responder');

    forgetPreviousUser();

    expect(appQueryClient.getQueryData(whoamiQuery().queryKey)).toBeUndefined();
    expect(memory.has('mc.whoami.last-known')).toBe(false);
    // Saved at once, not a second later: a full page load may follow the sign-in.
    await expect.poll(() => peekString('queries'), { timeout: 500 }).not.toContain('Ravi Responder');
    // The other answers go only once the server names someone else (owner.ts).
    expect(await peekString('queries')).toContain('"properties"');
  });
});
