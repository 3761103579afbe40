import { describe, expect, it } from 'vitest';
import { parseSelected, toggleLine, withSelected } from './selected-lines.ts';

describe('selected lines in the URL', () => {
  it('reads the repeated parameter and the router’s JSON form', () => {
    expect(parseSelected('?selected=4&selected=2&selected=x&selected=2')).toEqual([2, 4]);
    expect(parseSelected('?selected=%5B2%2C3%5D')).toEqual([2, 3]);
  });

  it('writes repeated parameters and keeps the others', () => {
    expect(withSelected('?tab=a&selected=9', [1, 2])).toBe('?tab=a&selected=1&selected=2');
    expect(withSelected('?selected=9', [])).toBe('');
  });

  it('toggles a line, and shift adds the range from the last one', () => {
    expect(toggleLine([2], 2, false)).toEqual([]);
    expect(toggleLine([2], 5, true)).toEqual([2, 3, 4, 5]);
  });
});
