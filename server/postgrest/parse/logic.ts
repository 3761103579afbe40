import { Cursor } from './cursor.ts';
import type { FieldRef } from './field.ts';
import { parseField } from './field.ts';
import type { OpExpr, Operator } from './filter.ts';
import { parseOpExpr } from './filter.ts';

/** A filter on one field, or an and/or group of conditions. */
export type Condition =
  | { kind: 'filter'; field: FieldRef; expr: OpExpr }
  | { kind: 'group'; op: 'and' | 'or'; negate: boolean; children: Condition[] };

function readQuoted(cur: Cursor): string {
  cur.expect('"');
  let v = '';
  while (!cur.done && cur.peek() !== '"') {
    if (cur.peek() === '\\') cur.i++;
    v += cur.peek();
    cur.i++;
  }
  cur.expect('"', 'closing quote');
  return v;
}

/** Values inside a tree end at `,` or `)`; quotes, `{…}` literals and `in` lists may contain them. */
function readTreeValue(cur: Cursor, op: Operator): string {
  if (op === 'in') {
    const start = cur.i;
    cur.expect('(');
    while (!cur.done && cur.peek() !== ')') {
      if (cur.peek() === '"') readQuoted(cur);
      else cur.i++;
    }
    cur.expect(')');
    return cur.s.slice(start, cur.i);
  }
  if (cur.peek() === '"') return readQuoted(cur);
  let depth = 0;
  const start = cur.i;
  while (!cur.done) {
    const ch = cur.peek();
    if (depth === 0 && (ch === ',' || ch === ')')) break;
    if (ch === '{') depth++;
    if (ch === '}') depth--;
    cur.i++;
  }
  return cur.s.slice(start, cur.i);
}

function parseGroupBody(cur: Cursor, op: 'and' | 'or', negate: boolean): Condition {
  cur.expect('(');
  const children: Condition[] = [];
  do {
    cur.skipSpaces();
    children.push(parseCondition(cur));
    cur.skipSpaces();
  } while (cur.eat(','));
  cur.expect(')', '"," or ")"');
  return { kind: 'group', op, negate, children };
}

function parseCondition(cur: Cursor): Condition {
  const start = cur.i;
  const negate = cur.eat('not.');
  for (const op of ['and', 'or'] as const) {
    if (cur.startsWith(`${op}(`)) {
      cur.i += op.length;
      return parseGroupBody(cur, op, negate);
    }
  }
  cur.i = start;
  const field = parseField(cur);
  cur.expect('.', '"." after the field name');
  const expr = parseOpExpr(cur, readTreeValue);
  return { kind: 'filter', field, expr };
}

/** Parses the value of an `or`/`and` key: `(a.eq.1,and(b.gt.2,c.not.is.null))`. */
export function parseLogicTree(op: 'and' | 'or', negate: boolean, value: string): Condition {
  const cur = new Cursor(value, 'logic tree');
  const tree = parseGroupBody(cur, op, negate);
  if (!cur.done) throw cur.fail('end of input');
  return tree;
}
