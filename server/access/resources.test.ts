import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalog } from '../postgrest/catalog.ts';
import { loadCatalog } from '../postgrest/catalog.ts';
import { openTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';
import { RELATION_RESOURCES, resourceOf } from './resources.ts';
import type { Role } from './roles.ts';
import { allows, permissionsOf, RESOURCES } from './roles.ts';

describe('resource table against the schema', () => {
  let t: TestDatabase;
  let cat: Catalog;
  beforeAll(async () => {
    t = await openTestDatabase();
    cat = await loadCatalog(t.db);
  });
  afterAll(() => t.dispose());

  it('names only relations and functions that exist (no typos, no stale rows)', () => {
    const missing = Object.keys(RELATION_RESOURCES).filter((key) =>
      key.startsWith('rpc/') ? !cat.functions.has(key.slice(4)) : !cat.relations.has(key),
    );
    expect(missing).toEqual([]);
  });

  it('closes every identity_* table and access tokens', () => {
    const secret = [...cat.relations.keys()].filter(
      (r) => r.startsWith('identity_') || r === 'access_tokens',
    );
    expect(secret.length).toBeGreaterThan(3);
    for (const r of secret) expect(resourceOf(r), r).toBe('kratos');
  });

  it('defaults unlisted relations and functions to database', () => {
    expect(resourceOf('configs')).toBe('database');
    expect(resourceOf('related_configs_recursive', true)).toBe('database');
    expect(resourceOf('get_playbook_run_actions', true)).toBe('playbook_runs');
    expect(resourceOf('toString')).toBe('database');
  });
});

describe('role matrix', () => {
  it('follows the spec table', () => {
    const writes = (role: Role) => RESOURCES.filter((r) => allows([role], r, 'write'));
    const reads = (role: Role) => RESOURCES.filter((r) => allows([role], r, 'read'));
    const open = RESOURCES.filter((r) => r !== 'kratos');
    expect(reads('admin')).toEqual(open);
    expect(writes('admin')).toEqual(open);
    const editor = open.filter((r) => !['connections', 'identities', 'rbac'].includes(r));
    expect(reads('editor')).toEqual(editor);
    expect(writes('editor')).toEqual(editor);
    for (const role of ['commander', 'responder', 'viewer'] as const) expect(reads(role)).toEqual(editor);
    expect(writes('commander')).toEqual(['responder', 'incident', 'evidences', 'comments']);
    expect(writes('responder')).toEqual(['responder', 'incident', 'evidences', 'comments']);
    expect(writes('viewer')).toEqual([]);
  });

  it('unites the grants of several roles', () => {
    expect(allows(['viewer', 'commander'], 'comments', 'write')).toBe(true);
    expect(allows(['editor', 'admin'], 'connections', 'read')).toBe(true);
    expect(allows([], 'database', 'read')).toBe(false);
  });

  it('lists whoami permissions per role with the everyone deny', () => {
    const perms = permissionsOf(['responder']);
    expect(perms).toContainEqual({ subject: 'responder', object: 'incident', action: '*' });
    expect(perms).toContainEqual({ subject: 'responder', object: 'properties', action: 'read' });
    expect(perms.some((p) => p.object === 'connections' && p.deny !== true)).toBe(false);
    expect(perms.at(-1)).toEqual({ subject: 'everyone', object: 'kratos', action: '*', deny: true });
  });
});
