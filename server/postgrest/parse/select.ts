import { PgrstError } from '../errors.ts';
import { Cursor } from './cursor.ts';
import type { FieldRef } from './field.ts';
import { parseField, parseName } from './field.ts';

export interface SelectStar {
  kind: 'star';
}
export interface SelectColumn {
  kind: 'column';
  field: FieldRef;
  alias: string | undefined;
  cast: string | undefined;
}
export interface SelectEmbed {
  kind: 'embed';
  /** Table/view name, FK constraint name or FK column name. */
  target: string;
  alias: string | undefined;
  hint: string | undefined;
  inner: boolean;
  spread: boolean;
  items: SelectItem[];
}
export type SelectItem = SelectStar | SelectColumn | SelectEmbed;

const AGGREGATES = ['count', 'sum', 'avg', 'min', 'max'];

function aggregatesDisabled(): PgrstError {
  return new PgrstError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
}

function parseEmbedRest(
  cur: Cursor,
  target: string,
  alias: string | undefined,
  spread: boolean,
): SelectEmbed {
  let hint: string | undefined;
  let inner = false;
  while (cur.eat('!')) {
    const mod = parseName(cur, 'hint');
    if (mod === 'inner') inner = true;
    else if (mod !== 'left') hint = mod;
  }
  cur.expect('(');
  cur.skipSpaces();
  const items = cur.peek() === ')' ? [] : parseItems(cur);
  cur.expect(')', '"," or ")"');
  return { kind: 'embed', target, alias, hint, inner, spread, items };
}

function parseItem(cur: Cursor): SelectItem {
  cur.skipSpaces();
  if (cur.eat('*')) return { kind: 'star' };
  if (cur.eat('...')) {
    const target = parseName(cur, 'embedded resource');
    return parseEmbedRest(cur, target, undefined, true);
  }
  if (cur.startsWith('count()')) throw aggregatesDisabled();
  let alias: string | undefined;
  const start = cur.i;
  const first = parseName(cur);
  if (cur.peek() === ':' && cur.peek(1) !== ':') {
    cur.i++;
    alias = first;
  } else cur.i = start;
  const nameStart = cur.i;
  const name = parseName(cur);
  if (cur.peek() === '!' || cur.peek() === '(') {
    if (AGGREGATES.includes(name) && cur.startsWith('()')) throw aggregatesDisabled();
    return parseEmbedRest(cur, name, alias, false);
  }
  cur.i = nameStart;
  const field = parseField(cur);
  let cast: string | undefined;
  if (cur.eat('::')) {
    const m = /^[A-Za-z0-9_ $]+/.exec(cur.s.slice(cur.i));
    if (!m) throw cur.fail('cast type');
    cast = m[0].trim();
    cur.i += m[0].length;
  }
  if (cur.peek() === '.' && AGGREGATES.some((a) => cur.s.startsWith(`.${a}(`, cur.i)))
    throw aggregatesDisabled();
  cur.skipSpaces();
  return { kind: 'column', field, alias, cast };
}

function parseItems(cur: Cursor): SelectItem[] {
  const items = [parseItem(cur)];
  cur.skipSpaces();
  while (cur.eat(',')) items.push(parseItem(cur));
  cur.skipSpaces();
  return items;
}

/**
 * Parses `select=`; empty means `*`. PostgREST parses the select as a list of items and ignores
 * what follows the last one (its parser does not require the end of input), so a stray `)` after
 * the list is accepted: the existing Mission Control console sends
 * `select=*,…,created_by(id,name,avatar))`. We accept a remainder of `)` only; any other unread
 * text is still an error (`id)&drop…` too), so a select we misread fails loudly instead of
 * answering with fewer columns.
 */
export function parseSelect(raw: string | undefined): SelectItem[] {
  if (raw === undefined || raw.trim() === '') return [{ kind: 'star' }];
  const cur = new Cursor(raw, 'select parameter');
  const items = parseItems(cur);
  if (!/^\)*$/.test(cur.s.slice(cur.i))) throw cur.fail('"," or end of input');
  return items;
}
