import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { builtOnFirstUse } from '../built-on-first-use.ts';
import { applyRawPatch, parseUrlState, rawPatchOf, urlValuesOf } from './url-values.ts';

const schema = builtOnFirstUse(() =>
  z.object({
    search: z.string().optional().catch(undefined),
    sortOrder: z.enum(['asc', 'desc']).catch('asc'),
    hidePassing: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .catch(true),
    labels: z
      .string()
      .transform((v): unknown => JSON.parse(v))
      .pipe(z.record(z.string(), z.number()))
      .optional()
      .catch(undefined),
  }),
);

describe('URL state values', () => {
  it('reads plain strings, unquoting JSON string literals (the router quotes strings)', () => {
    expect(
      urlValuesOf('?a=%22true%22&b=%2242%22&c=%22Kubernetes%3A%3APod%22&d=x&e=%22&f=%22a%22b%22'),
    ).toEqual({
      a: 'true',
      b: '42',
      c: 'Kubernetes::Pod',
      d: 'x',
      e: '"',
      f: '"a"b"',
    });
  });

  it('falls back to a key’s default for a bad value without failing the other keys', () => {
    expect(parseUrlState(schema, '?search=disk&sortOrder=sideways&hidePassing=maybe&labels={bad')).toEqual({
      search: 'disk',
      sortOrder: 'asc',
      hidePassing: true,
    });
    expect(parseUrlState(schema, '?sortOrder=desc&hidePassing=false&labels={"a=b":1}&other=1')).toEqual({
      sortOrder: 'desc',
      hidePassing: false,
      labels: { 'a=b': 1 },
    });
  });

  it('removes a key for undefined, the empty string or its default, and encodes the rest', () => {
    expect(
      rawPatchOf(schema, { search: '', sortOrder: 'asc', hidePassing: true, labels: undefined }),
    ).toEqual({ search: undefined, sortOrder: undefined, hidePassing: undefined, labels: undefined });
    expect(
      rawPatchOf(schema, { search: 'a b', sortOrder: 'desc', hidePassing: false, labels: { x: 1 } }),
    ).toEqual({ search: 'a b', sortOrder: 'desc', hidePassing: 'false', labels: '{"x":1}' });
  });

  it('writes only the changed keys, keeping the others as they were', () => {
    expect(
      applyRawPatch('?keep=%22true%22&search=old&sortOrder=desc', { search: 'new', sortOrder: undefined }),
    ).toBe('keep=%22true%22&search=new');
  });
});
