import { describe, expect, it } from 'vitest';
import { inviteErrors, roleErrors, truncated, userViews, type UserView } from './user-model.ts';

describe('users screen model', () => {
  it('joins identities with their roles; a user without bindings has none, a nameless one shows the email', () => {
    const views = userViews(
      [
        {
          id: 'a',
          state: 'active',
          created_at: '2026-01-01T00:00:00Z',
          traits: { email: 'ada@example.com', name: { first: 'Ada', last: 'Admin' } },
        },
        { id: 'b', state: 'inactive', created_at: null, traits: { email: 'bob@example.com' } },
      ],
      [{ id: 'a', roles: ['admin', 'editor'] }],
    );
    expect(views).toEqual([
      {
        id: 'a',
        name: 'Ada Admin',
        email: 'ada@example.com',
        roles: ['admin', 'editor'],
        state: 'active',
        createdAt: '2026-01-01T00:00:00Z',
      },
      {
        id: 'b',
        name: 'bob@example.com',
        email: 'bob@example.com',
        roles: [],
        state: 'inactive',
        createdAt: null,
      },
    ]);
  });

  it('cuts names longer than 50 characters with an ellipsis and leaves shorter ones whole', () => {
    const long = 'x'.repeat(60);
    expect(truncated(long)).toBe(`${'x'.repeat(50)}…`);
    expect(truncated('x'.repeat(50))).toBe('x'.repeat(50));
  });

  it("checks the invite form with the spec's words", () => {
    expect(inviteErrors({ firstName: ' ', lastName: '', email: '', role: '' })).toEqual({
      firstName: 'Please provide valid first name',
      lastName: 'Please provide valid last name',
      email: 'Please provide valid email',
      role: 'Please select any role',
    });
    expect(inviteErrors({ firstName: 'N', lastName: 'H', email: 'nope@', role: 'editor' })).toEqual({
      email: 'Entered value does not match email format',
    });
    expect(inviteErrors({ firstName: 'N', lastName: 'H', email: 'n@example.com', role: 'viewer' })).toEqual(
      {},
    );
  });

  it("checks the role form with the spec's words", () => {
    const users: UserView[] = [{ id: 'a', name: 'A', email: '', roles: [], state: '', createdAt: null }];
    expect(roleErrors({ userId: '', role: 'root' }, users)).toEqual({
      userId: 'Please select any user',
      role: 'Please select any role',
    });
    expect(roleErrors({ userId: 'a', role: 'commander' }, users)).toEqual({});
  });
});
