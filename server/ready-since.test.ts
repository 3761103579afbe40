import { describe, expect, it } from 'vitest';
import { readySince } from './ready-since.ts';

describe('the ready-in time', () => {
  it('counts from npm start when it says when it started, so the build is included', () => {
    expect(readySince('1000', 50_000)).toBe(1000);
  });
  it('counts from now without it, or with a value it cannot trust', () => {
    expect(readySince(undefined, 50_000)).toBe(50_000);
    expect(readySince('soon', 50_000)).toBe(50_000);
    expect(readySince('90000', 50_000)).toBe(50_000);
  });
});
