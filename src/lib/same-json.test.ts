import { describe, expect, it } from 'vitest';
import { sameJson } from './same-json.ts';

describe('sameJson', () => {
  it('is true for equal rows built apart, false for any changed field, nested or not', () => {
    const row = () => ({
      id: 'a',
      name: 'pod',
      tags: { env: 'prod' },
      analysis: [{ k: 1 }],
      deleted_at: null,
    });
    expect(sameJson(row(), row())).toBe(true);
    expect(sameJson(row(), { ...row(), name: 'pod2' })).toBe(false);
    expect(sameJson(row(), { ...row(), tags: { env: 'dev' } })).toBe(false);
    expect(sameJson(row(), { ...row(), analysis: [{ k: 2 }] })).toBe(false);
    expect(sameJson(row(), { ...row(), extra: undefined })).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });
});
