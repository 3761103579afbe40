import { describe, expect, it } from 'vitest';
import { totalFromContentRange } from './detail-queries.ts';

describe('status history paging', () => {
  it('reads the total after the slash of Content-Range', () => {
    expect(totalFromContentRange('0-49/1234')).toBe(1234);
    expect(totalFromContentRange('*/0')).toBe(0);
    expect(totalFromContentRange('0-49/*')).toBeNull();
    expect(totalFromContentRange(null)).toBeNull();
  });
});
