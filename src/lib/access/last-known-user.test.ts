import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetLastKnownUser,
  isServedFromLastKnown,
  lastKnownUser,
  rememberUser,
  setServedFromLastKnown,
} from './last-known-user.ts';
import type { CurrentUser } from './whoami.ts';

const memory = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (k: string) => memory.get(k) ?? null,
    setItem: (k: string, v: string) => void memory.set(k, v),
    removeItem: (k: string) => void memory.delete(k),
    clear: () => memory.clear(),
  },
});

const ada: CurrentUser = {
  id: 'u-1',
  name: 'Ada',
  email: 'ada@example.com',
  avatar: null,
  roles: ['editor'],
  hostname: null,
};

describe('last known user', () => {
  beforeEach(() => memory.clear());

  it('is null until a user was confirmed, then returns that user', () => {
    expect(lastKnownUser()).toBeNull();
    rememberUser(ada, 42);
    expect(lastKnownUser()).toEqual({ user: ada, savedAt: 42 });
  });

  it('ignores stored values that do not parse (another version, tampering)', () => {
    memory.set('mc.whoami.last-known', JSON.stringify({ savedAt: 1, user: { ...ada, roles: ['root'] } }));
    expect(lastKnownUser()).toBeNull();
    memory.set('mc.whoami.last-known', '{not json');
    expect(lastKnownUser()).toBeNull();
  });

  it('is forgotten when a new session starts, and then no longer marks the user shown as unconfirmed', () => {
    rememberUser(ada, 42);
    setServedFromLastKnown(true);
    forgetLastKnownUser();
    expect(lastKnownUser()).toBeNull();
    expect(isServedFromLastKnown()).toBe(false);
    expect(memory.size).toBe(0);
  });
});
