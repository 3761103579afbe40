import { PgrstError } from '../errors.ts';
import { Cursor } from './cursor.ts';
import type { FieldRef } from './field.ts';
import { parseField } from './field.ts';
import type { OpExpr } from './filter.ts';
import { parseOpExpr, readRestValue } from './filter.ts';
import type { Condition } from './logic.ts';
import { parseLogicTree } from './logic.ts';
import type { OrderTerm } from './order.ts';
import { parseOrder } from './order.ts';

/** Everything but `select`/`columns`/`on_conflict` is scoped by an embed path (`[]` = top level). */
export interface Scoped<T> {
  path: string[];
  value: T;
}

export interface ParsedQuery {
  select: string | undefined;
  columns: string | undefined;
  onConflict: string | undefined;
  filters: Scoped<{ field: FieldRef; expr: OpExpr }>[];
  logic: Scoped<Condition>[];
  order: Scoped<OrderTerm[]>[];
  limit: Scoped<number>[];
  offset: Scoped<number>[];
  /** RPC GET arguments: keys whose value is not an operator expression. */
  args: [string, string][];
  /** Decoded pairs in request order (for Content-Location). */
  pairs: [string, string][];
}

function decode(s: string): string {
  const spaced = s.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** Splits a raw query string: `+` is a space, then percent-decoding; keys without `=` are ignored. */
export function splitQuery(raw: string): [string, string][] {
  const out: [string, string][] = [];
  for (const part of raw.split('&')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    out.push([decode(part.slice(0, eq)), decode(part.slice(eq + 1))]);
  }
  return out;
}

function keyPath(key: string): { path: string[]; last: FieldRef } {
  const cur = new Cursor(key, 'filter');
  const path: string[] = [];
  let last = parseField(cur);
  while (cur.eat('.')) {
    if (last.json.length > 0) throw cur.fail('"=" after a JSON path');
    path.push(last.name);
    last = parseField(cur);
  }
  if (!cur.done) throw cur.fail('"." or "="');
  return { path, last };
}

function integer(value: string): number | undefined {
  if (!/^-?\d+$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  // Beyond 2^53 the number would print in exponent form; clamp so SQL always gets a plain integer.
  return Math.max(-Number.MAX_SAFE_INTEGER, Math.min(n, Number.MAX_SAFE_INTEGER));
}

/** Classifies query parameters; `rpcGet` lets non-filter values through as function arguments. */
export function parseQuery(pairs: [string, string][], rpcGet = false): ParsedQuery {
  const q: ParsedQuery = {
    select: undefined,
    columns: undefined,
    onConflict: undefined,
    filters: [],
    logic: [],
    order: [],
    limit: [],
    offset: [],
    args: [],
    pairs,
  };
  for (const [key, value] of pairs) {
    // Repeated `select` keys are merged: the console sends `select=cols&select=agent:agents(id,name)`.
    if (key === 'select')
      q.select = q.select === undefined || q.select.trim() === '' ? value : `${q.select},${value}`;
    else if (key === 'columns') q.columns ??= value;
    else if (key === 'on_conflict') q.onConflict ??= value;
    else {
      const { path, last } = keyPath(key);
      const name = last.json.length === 0 ? last.name : '';
      if (name === 'or' || name === 'and') {
        q.logic.push({
          path: path.filter((p) => p !== 'not'),
          value: parseLogicTree(name, path.includes('not'), value),
        });
      } else if (name === 'order') {
        q.order.push({ path, value: parseOrder(value) });
      } else if (name === 'limit' || name === 'offset') {
        const n = integer(value);
        if (n === undefined) continue;
        if (name === 'limit' && n < 0) {
          throw new PgrstError(
            416,
            'PGRST103',
            'Requested range not satisfiable',
            'Limit should be greater than or equal to zero.',
          );
        }
        if (n >= 0) q[name].push({ path, value: n });
      } else {
        const cur = new Cursor(value, 'filter');
        try {
          q.filters.push({ path, value: { field: last, expr: parseOpExpr(cur, readRestValue) } });
        } catch (e) {
          if (!rpcGet || path.length > 0 || last.json.length > 0) throw e;
          q.args.push([key, value]);
        }
      }
    }
  }
  return q;
}
