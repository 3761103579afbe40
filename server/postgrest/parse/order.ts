import { Cursor } from './cursor.ts';
import type { FieldRef } from './field.ts';
import { parseField, parseName } from './field.ts';

/** One `order` term; `relation` set for `rel(col).desc` (order by a to-one embed's column). */
export interface OrderTerm {
  relation: string | undefined;
  field: FieldRef;
  direction: 'asc' | 'desc' | undefined;
  nulls: 'first' | 'last' | undefined;
}

function parseTerm(cur: Cursor): OrderTerm {
  cur.skipSpaces();
  let relation: string | undefined;
  const start = cur.i;
  const name = parseName(cur);
  let field: FieldRef;
  if (cur.eat('(')) {
    relation = name;
    field = parseField(cur);
    cur.expect(')');
  } else {
    cur.i = start;
    field = parseField(cur);
  }
  let direction: OrderTerm['direction'];
  let nulls: OrderTerm['nulls'];
  if (cur.eat('.asc')) direction = 'asc';
  else if (cur.eat('.desc')) direction = 'desc';
  if (cur.eat('.nullsfirst')) nulls = 'first';
  else if (cur.eat('.nullslast')) nulls = 'last';
  cur.skipSpaces();
  if (!cur.done && cur.peek() !== ',')
    throw cur.fail('"," "asc" "desc" "nullsfirst" "nullslast" or end of input');
  return { relation, field, direction, nulls };
}

/** Parses `order=a.desc.nullslast,b,rel(c).asc`. */
export function parseOrder(value: string): OrderTerm[] {
  const cur = new Cursor(value, 'order');
  const terms = [parseTerm(cur)];
  while (cur.eat(',')) terms.push(parseTerm(cur));
  return terms;
}
