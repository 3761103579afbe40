import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { restore } from './restore.ts';
import type { VersionedSchema } from './store.ts';

const spec: VersionedSchema<{ id: string; tags: string[] }> = {
  version: 3,
  schema: z.object({ id: z.string(), tags: z.array(z.string()) }),
  migrations: {
    1: (old) => ({ ...(old as object), tag: 'none' }),
    2: (old) => {
      const { tag, ...rest } = old as { tag: string };
      if (tag === 'boom') throw new Error('cannot split');
      return { ...rest, tags: [tag] };
    },
  },
};

describe('restore', () => {
  it('returns current records as they are', () => {
    expect(restore(spec, 3, { id: 'a', tags: [] })).toEqual({
      kind: 'ok',
      value: { id: 'a', tags: [] },
      migrated: false,
    });
  });

  it('migrates step by step from any older version', () => {
    expect(restore(spec, 1, { id: 'a' })).toEqual({
      kind: 'ok',
      value: { id: 'a', tags: ['none'] },
      migrated: true,
    });
    expect(restore(spec, 2, { id: 'a', tag: 'x' })).toEqual({
      kind: 'ok',
      value: { id: 'a', tags: ['x'] },
      migrated: true,
    });
  });

  it('reports failures with a reason instead of throwing', () => {
    expect(restore(spec, 2, { id: 'a', tag: 'boom' })).toEqual({
      kind: 'invalid',
      reason: 'migration 2→3 failed: cannot split',
    });
    const invalid = restore(spec, 3, { id: 1, tags: [] });
    expect(invalid.kind === 'invalid' && invalid.reason).toMatch(/id/);
    expect(restore({ ...spec, migrations: {} }, 2, {})).toEqual({
      kind: 'invalid',
      reason: 'no migration from version 2 to 3',
    });
    expect(restore(spec, 0, {})).toMatchObject({ kind: 'invalid' });
  });

  it('marks records from a newer version', () => {
    expect(restore(spec, 4, { anything: true })).toEqual({ kind: 'newer' });
  });
});
