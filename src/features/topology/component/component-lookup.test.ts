import { describe, expect, it } from 'vitest';
import { lookupComponent, needsServer, type ComponentHead, type LookupInputs } from './component-lookup.ts';

const row: ComponentHead = { id: 'c1', name: 'checkout' };
const base: LookupInputs<ComponentHead> = {
  localLoaded: true,
  localRow: undefined,
  localComplete: false,
  server: { kind: 'pending' },
};

describe('which component the page shows', () => {
  it('shows the synced row without asking the server', () => {
    const inputs = { ...base, localRow: row };
    expect(lookupComponent(inputs)).toEqual({ kind: 'local', row });
    expect(needsServer(inputs)).toBe(false);
  });

  it('is missing once a complete sync does not hold it', () => {
    const inputs = { ...base, localComplete: true };
    expect(needsServer(inputs)).toBe(false);
    expect(lookupComponent(inputs)).toEqual({ kind: 'missing' });
  });

  it('asks the server while the sync is incomplete, and takes its first component', () => {
    expect(needsServer(base)).toBe(true);
    expect(lookupComponent(base)).toEqual({ kind: 'loading' });
    const two = { ...base, server: { kind: 'answer', components: [row, { id: 'c2', name: 'x' }] } } as const;
    expect(lookupComponent(two)).toEqual({ kind: 'server', head: row, multiple: true });
    const none = { ...base, server: { kind: 'answer', components: [] } } as const;
    expect(lookupComponent(none)).toEqual({ kind: 'missing' });
  });

  it('says missing offline (or on a server error) rather than loading for ever', () => {
    expect(lookupComponent({ ...base, server: { kind: 'unavailable' } })).toEqual({ kind: 'missing' });
  });

  it('waits for the engine before deciding anything', () => {
    expect(lookupComponent({ ...base, localLoaded: false })).toEqual({ kind: 'loading' });
    expect(needsServer({ ...base, localLoaded: false })).toBe(false);
  });
});
