import { parseError } from '../errors.ts';
import type { Cursor } from './cursor.ts';

/** Operators PostgREST accepts after `column=`. */
export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];

const QUANTIFIABLE = new Set<Operator>(['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const FTS = new Set<Operator>(['fts', 'plfts', 'phfts', 'wfts']);
export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const;
export type IsValue = (typeof IS_VALUES)[number];

/** `[not.]op[(any|all|lang)].value`, value already decoded: a string, an `in` list, or an `is` keyword. */
export interface OpExpr {
  negate: boolean;
  op: Operator;
  quantifier: 'any' | 'all' | undefined;
  ftsLanguage: string | undefined;
  value: string;
  /** Elements for `in`. */
  list: string[];
}

const EXPECTING = 'expecting "not" or operator (eq, gt, ...)';

/** Splits the `in` list body `a,"b,c",d` (parentheses already removed). */
export function parseInList(body: string): string[] {
  if (body === '') return [];
  const out: string[] = [];
  let i = 0;
  while (i <= body.length) {
    if (body[i] === '"') {
      let v = '';
      i++;
      while (i < body.length && body[i] !== '"') {
        if (body[i] === '\\' && i + 1 < body.length) i++;
        v += body[i];
        i++;
      }
      i++;
      out.push(v);
      const next = body.indexOf(',', i);
      i = next < 0 ? body.length + 1 : next + 1;
    } else {
      const next = body.indexOf(',', i);
      out.push(body.slice(i, next < 0 ? body.length : next));
      i = next < 0 ? body.length + 1 : next + 1;
    }
  }
  return out;
}

/**
 * Parses the operator part; `readValue` reads the value (rest of string at top level, up to `,`/`)`
 * inside logic trees). `what`/`input` are for the PGRST100 message.
 */
export function parseOpExpr(cur: Cursor, readValue: (cur: Cursor, op: Operator) => string): OpExpr {
  let negate = false;
  if (cur.startsWith('not.')) {
    negate = true;
    cur.i += 4;
  }
  const m = /^([a-z]+)(?:\(([A-Za-z0-9_]+)\))?\./.exec(cur.s.slice(cur.i));
  const op = m?.[1] as Operator | undefined;
  if (!m || op === undefined || !(OPERATORS as readonly string[]).includes(op)) {
    throw parseError(cur.what, cur.s, cur.i + 1, `unexpected "${cur.peek() || 'end of input'}" ${EXPECTING}`);
  }
  const modifier = m[2];
  let quantifier: OpExpr['quantifier'];
  let ftsLanguage: string | undefined;
  if (modifier !== undefined) {
    if ((modifier === 'any' || modifier === 'all') && QUANTIFIABLE.has(op)) quantifier = modifier;
    else if (FTS.has(op)) ftsLanguage = modifier;
    else throw parseError(cur.what, cur.s, cur.i + op.length + 1, `unexpected "(" ${EXPECTING}`);
  }
  cur.i += m[0].length;
  const valueStart = cur.i;
  const value = readValue(cur, op);
  let list: string[] = [];
  if (op === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')')) {
      throw parseError(cur.what, cur.s, valueStart + 1, 'unexpected value expecting "(" for the in list');
    }
    list = parseInList(value.slice(1, -1));
  } else if (op === 'is' && !(IS_VALUES as readonly string[]).includes(value.toLowerCase())) {
    throw parseError(
      cur.what,
      cur.s,
      valueStart + 1,
      `unexpected "${value}" expecting null, not_null, true, false or unknown`,
    );
  }
  if (quantifier !== undefined && !/^\{.*\}$/s.test(value)) {
    throw parseError(
      cur.what,
      cur.s,
      valueStart + 1,
      'unexpected value expecting "{" for the (any)/(all) list',
    );
  }
  return { negate, op, quantifier, ftsLanguage, value: op === 'is' ? value.toLowerCase() : value, list };
}

/** Top level: the value is the rest of the string, taken literally. */
export function readRestValue(cur: Cursor): string {
  const v = cur.s.slice(cur.i);
  cur.i = cur.s.length;
  return v;
}
