import { describe, expect, it } from 'vitest';
import { STORE_NAME_PREFIX, storeNameFor } from './namespace.ts';

describe('storeNameFor', () => {
  const ns = { backendUrl: 'https://MC.example.com/api/', organization: 'acme', userId: 'u1' };

  it('is stable, prefixed and hides the identity', async () => {
    const name = await storeNameFor(ns);
    expect(name).toMatch(new RegExp(`^${STORE_NAME_PREFIX}[0-9a-f]{32}$`));
    expect(await storeNameFor({ ...ns, backendUrl: 'https://mc.example.com/api' })).toBe(name);
  });

  it('differs for each part of the namespace', async () => {
    const names = new Set(
      await Promise.all([
        storeNameFor(ns),
        storeNameFor({ ...ns, backendUrl: 'https://other.example.com/api' }),
        storeNameFor({ ...ns, organization: 'globex' }),
        storeNameFor({ ...ns, userId: 'u2' }),
        // Joining without a separator would make these two collide.
        storeNameFor({ ...ns, organization: 'acmeu', userId: '1' }),
      ]),
    );
    expect(names.size).toBe(5);
  });
});
