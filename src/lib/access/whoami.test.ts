import { describe, expect, it } from 'vitest';
import { toCurrentUser, whoamiSchema } from './whoami.ts';

describe('whoami parsing', () => {
  it('reads the user and roles of a Mission Control answer', () => {
    const body = whoamiSchema.parse({
      message: 'success',
      payload: {
        user: { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com', avatar: null },
        roles: ['editor'],
        permissions: [{ subject: 'editor', object: 'canaries', action: '*' }],
        hostname: 'mc-0',
      },
    });
    expect(toCurrentUser(body)).toEqual({
      id: 'u1',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      avatar: null,
      roles: ['editor'],
      hostname: 'mc-0',
    });
  });

  it('treats missing roles as viewer and falls back to the email for a blank name', () => {
    const user = toCurrentUser(
      whoamiSchema.parse({ payload: { user: { id: 'u2', name: ' ', email: 'ops@example.com' } } }),
    );
    expect(user.roles).toEqual(['viewer']);
    expect(user.name).toBe('ops@example.com');
  });

  it('rejects an answer without a user', () => {
    expect(() => whoamiSchema.parse({ payload: {} })).toThrow();
  });
});
