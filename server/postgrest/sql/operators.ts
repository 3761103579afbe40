import type { IsValue, OpExpr, Operator } from '../parse/filter.ts';
import type { Params } from './params.ts';
import { arrayLiteral } from './params.ts';

/** How an operator renders: `lhs <sql> $n` (patterns first turn `*` into `%`), a tsquery match, `= ANY`, `IS`. */
export type OperatorSql =
  | { kind: 'binary'; sql: string }
  | { kind: 'pattern'; sql: string }
  | { kind: 'tsquery'; fn: string }
  | { kind: 'in' }
  | { kind: 'is' };

/**
 * The SQL of every operator the parser accepts (`OPERATORS` in parse/filter.ts). A `Record` over
 * `Operator`, so an operator added to the parser without its SQL here does not compile.
 */
export const OPERATOR_SQL: Record<Operator, OperatorSql> = {
  eq: { kind: 'binary', sql: '=' },
  neq: { kind: 'binary', sql: '<>' },
  gt: { kind: 'binary', sql: '>' },
  gte: { kind: 'binary', sql: '>=' },
  lt: { kind: 'binary', sql: '<' },
  lte: { kind: 'binary', sql: '<=' },
  like: { kind: 'pattern', sql: 'LIKE' },
  ilike: { kind: 'pattern', sql: 'ILIKE' },
  match: { kind: 'binary', sql: '~' },
  imatch: { kind: 'binary', sql: '~*' },
  in: { kind: 'in' },
  is: { kind: 'is' },
  isdistinct: { kind: 'binary', sql: 'IS DISTINCT FROM' },
  cs: { kind: 'binary', sql: '@>' },
  cd: { kind: 'binary', sql: '<@' },
  ov: { kind: 'binary', sql: '&&' },
  sl: { kind: 'binary', sql: '<<' },
  sr: { kind: 'binary', sql: '>>' },
  nxr: { kind: 'binary', sql: '&<' },
  nxl: { kind: 'binary', sql: '&>' },
  adj: { kind: 'binary', sql: '-|-' },
  fts: { kind: 'tsquery', fn: 'to_tsquery' },
  plfts: { kind: 'tsquery', fn: 'plainto_tsquery' },
  phfts: { kind: 'tsquery', fn: 'phraseto_tsquery' },
  wfts: { kind: 'tsquery', fn: 'websearch_to_tsquery' },
};

/** `is.<value>` keywords (the parser accepts only these, lower-cased). */
const IS_SQL: Record<IsValue, string> = {
  null: 'NULL',
  not_null: 'NOT NULL',
  true: 'TRUE',
  false: 'FALSE',
  unknown: 'UNKNOWN',
};

function isKeyword(value: string): string {
  const kw = (IS_SQL as Record<string, string | undefined>)[value];
  if (kw === undefined)
    throw new Error(`is.${value} reached SQL rendering; the parser accepts only IS_VALUES`);
  return kw;
}

/** `lhs <op> value` for one filter (without its `not.`); every value is a bound parameter. */
export function operatorSql(lhs: string, expr: OpExpr, params: Params, isTsvector: boolean): string {
  const { value } = expr;
  const op = OPERATOR_SQL[expr.op];
  switch (op.kind) {
    case 'is':
      return `${lhs} IS ${isKeyword(value)}`;
    case 'in':
      return expr.list.length === 0 ? 'false' : `${lhs} = ANY(${params.add(arrayLiteral(expr.list))})`;
    case 'tsquery': {
      const lang = expr.ftsLanguage === undefined ? '' : `${params.add(expr.ftsLanguage)}::regconfig, `;
      const doc = isTsvector ? lhs : `to_tsvector(${lang}${lhs})`;
      return `${doc} @@ ${op.fn}(${lang}${params.add(value)})`;
    }
    case 'binary':
    case 'pattern': {
      const v = op.kind === 'pattern' ? value.replace(/\*/g, '%') : value;
      if (expr.quantifier !== undefined) {
        const items = v.slice(1, -1).split(',');
        return `${lhs} ${op.sql} ${expr.quantifier.toUpperCase()}(${params.add(arrayLiteral(items))})`;
      }
      return `${lhs} ${op.sql} ${params.add(v)}`;
    }
    default: {
      const unhandled: never = op;
      throw new Error(`no SQL rendering for ${JSON.stringify(unhandled)}`);
    }
  }
}
