import { describe, expect, it } from 'vitest';
import { can, canAny, effectiveRoles, RESOURCES, type Resource } from './permissions.ts';

const INCIDENT_WORK: Resource[] = ['responder', 'incident', 'evidences', 'comments'];
const HIDDEN_FROM_NON_ADMINS: Resource[] = ['rbac', 'identities', 'connections'];

describe('role matrix (01-core §6)', () => {
  it('admin reads and writes everything except the identity tables closed to everyone', () => {
    for (const r of RESOURCES) {
      expect(can(['admin'], r, 'read')).toBe(r !== 'kratos');
      expect(can(['admin'], r, 'write')).toBe(r !== 'kratos');
    }
  });

  it('editor reads and writes everything but connections, identities and rbac', () => {
    expect(can(['editor'], 'playbooks', 'write')).toBe(true);
    expect(can(['editor'], 'properties', 'write')).toBe(true);
    expect(can(['editor'], 'canaries', 'read')).toBe(true);
    for (const r of HIDDEN_FROM_NON_ADMINS) {
      expect(can(['editor'], r, 'read')).toBe(false);
      expect(can(['editor'], r, 'write')).toBe(false);
    }
  });

  it.each(['commander', 'responder'] as const)(
    '%s reads the viewer set and writes only incident work',
    (role) => {
      for (const r of RESOURCES) {
        expect(can([role], r, 'read')).toBe(!HIDDEN_FROM_NON_ADMINS.includes(r) && r !== 'kratos');
        expect(can([role], r, 'write')).toBe(INCIDENT_WORK.includes(r));
      }
    },
  );

  it('viewer reads like a commander and writes nothing', () => {
    for (const r of RESOURCES) {
      expect(can(['viewer'], r, 'read')).toBe(can(['commander'], r, 'read'));
      expect(can(['viewer'], r, 'write')).toBe(false);
    }
  });

  it('several roles grant the union', () => {
    expect(can(['viewer', 'responder'], 'incident', 'write')).toBe(true);
    expect(can(['viewer', 'admin'], 'connections', 'read')).toBe(true);
  });

  it('a user without (known) roles is a viewer', () => {
    expect(effectiveRoles([])).toEqual(['viewer']);
    expect(effectiveRoles(['superuser'])).toEqual(['viewer']);
    expect(effectiveRoles(['viewer', 'admin', 'x'])).toEqual(['admin', 'viewer']);
  });

  it('the access wrapper rule: any listed resource permitted', () => {
    expect(canAny(['viewer'], ['connections', 'database'], 'read')).toBe(true);
    expect(canAny(['viewer'], ['connections', 'identities'], 'read')).toBe(false);
    expect(canAny(['viewer'], [], 'read')).toBe(false);
  });
});
