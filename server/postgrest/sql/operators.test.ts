import { describe, expect, it } from 'vitest';
import { Cursor } from '../parse/cursor.ts';
import type { Operator } from '../parse/filter.ts';
import { OPERATORS, parseOpExpr, readRestValue } from '../parse/filter.ts';
import { operatorSql } from './operators.ts';
import { Params } from './params.ts';

/** A filter value per operator and the SQL it must render to, with its bound parameters. */
const EXPECTED: Record<Operator, [filter: string, sql: string, params: unknown[]]> = {
  eq: ['eq.1', 'c = $1', ['1']],
  neq: ['neq.1', 'c <> $1', ['1']],
  gt: ['gt.1', 'c > $1', ['1']],
  gte: ['gte.1', 'c >= $1', ['1']],
  lt: ['lt.1', 'c < $1', ['1']],
  lte: ['lte.1', 'c <= $1', ['1']],
  like: ['like.*a_b*', 'c LIKE $1', ['%a_b%']],
  ilike: ['ilike.A*', 'c ILIKE $1', ['A%']],
  match: ['match.^a', 'c ~ $1', ['^a']],
  imatch: ['imatch.^a', 'c ~* $1', ['^a']],
  in: ['in.(1,"2,3")', 'c = ANY($1)', ['{"1","2,3"}']],
  is: ['is.NOT_NULL', 'c IS NOT NULL', []],
  isdistinct: ['isdistinct.x', 'c IS DISTINCT FROM $1', ['x']],
  cs: ['cs.{a}', 'c @> $1', ['{a}']],
  cd: ['cd.{a}', 'c <@ $1', ['{a}']],
  ov: ['ov.{a}', 'c && $1', ['{a}']],
  sl: ['sl.[1,5)', 'c << $1', ['[1,5)']],
  sr: ['sr.[1,5)', 'c >> $1', ['[1,5)']],
  nxr: ['nxr.[1,5)', 'c &< $1', ['[1,5)']],
  nxl: ['nxl.[1,5)', 'c &> $1', ['[1,5)']],
  adj: ['adj.[1,5)', 'c -|- $1', ['[1,5)']],
  fts: [
    'fts(english).cat',
    'to_tsvector($1::regconfig, c) @@ to_tsquery($1::regconfig, $2)',
    ['english', 'cat'],
  ],
  plfts: ['plfts.fat cat', 'to_tsvector(c) @@ plainto_tsquery($1)', ['fat cat']],
  phfts: ['phfts.fat cat', 'to_tsvector(c) @@ phraseto_tsquery($1)', ['fat cat']],
  wfts: ['wfts.fat cat', 'to_tsvector(c) @@ websearch_to_tsquery($1)', ['fat cat']],
};

function render(filter: string, isTsvector = false): { sql: string; params: unknown[] } {
  const expr = parseOpExpr(new Cursor(filter, 'filter'), readRestValue);
  const params = new Params();
  return { sql: operatorSql('c', expr, params, isTsvector), params: params.values };
}

describe('PostgREST operators → SQL', () => {
  it('has an expected rendering for exactly the operators the parser accepts', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...OPERATORS].sort());
  });

  it.each(OPERATORS.map((op) => [op, ...EXPECTED[op]] as const))(
    '%s renders as its own SQL',
    (_op, filter, sql, params) => {
      expect(render(filter)).toEqual({ sql, params });
    },
  );

  it('renders no operator but eq as a plain "="', () => {
    const plainEquals = OPERATORS.filter((op) => / = \$/.test(render(EXPECTED[op][0]).sql));
    expect(plainEquals).toEqual(['eq']);
  });

  it('quantifiers, tsvector columns and empty in-lists', () => {
    expect(render('like(any).{*1,*2}')).toEqual({ sql: 'c LIKE ANY($1)', params: ['{"%1","%2"}'] });
    expect(render('gt(all).{1,2}')).toEqual({ sql: 'c > ALL($1)', params: ['{"1","2"}'] });
    expect(render('fts.cat', true)).toEqual({ sql: 'c @@ to_tsquery($1)', params: ['cat'] });
    expect(render('in.()')).toEqual({ sql: 'false', params: [] });
  });
});
