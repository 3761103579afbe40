// Test support: an in-memory PostgREST table with the semantics the puller relies on (filters,
// `or`/`and` trees, multi-column order with nulls last, limit), Postgres-style timestamps with
// microseconds, a request log and a hook for injecting faults.
import { compareCursor, epochMicros } from './instant.ts';
import type { PullHttp } from './types.ts';

export type Row = Record<string, unknown>;

/** Postgres's timestamptz text: microseconds, trailing zeros trimmed, `+00:00`. */
export function pgTimestamp(epochMicrosValue: number): string {
  const ms = Math.floor(epochMicrosValue / 1000);
  const micros = epochMicrosValue - ms * 1000;
  const iso = new Date(ms).toISOString(); // 2026-01-01T00:00:00.123Z
  const fraction = `${iso.slice(20, 23)}${String(micros).padStart(3, '0')}`.replace(/0+$/, '');
  return `${iso.slice(0, 19)}${fraction ? `.${fraction}` : ''}+00:00`;
}

function compareValues(a: unknown, b: unknown): number {
  return compareCursor(
    typeof a === 'string' ? a : JSON.stringify(a),
    typeof b === 'string' ? b : JSON.stringify(b),
  );
}

function splitTop(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const ch of list) {
    if (ch === '"') quoted = !quoted;
    if (!quoted && ch === '(') depth++;
    if (!quoted && ch === ')') depth--;
    if (ch === ',' && depth === 0 && !quoted) {
      out.push(current);
      current = '';
    } else current += ch;
  }
  if (current !== '') out.push(current);
  return out;
}

function unquote(value: string): string {
  return value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value;
}

type Predicate = (row: Row) => boolean;

function condition(column: string, expression: string): Predicate {
  const negate = expression.startsWith('not.');
  const body = negate ? expression.slice(4) : expression;
  const dot = body.indexOf('.');
  const op = body.slice(0, dot);
  const value = body.slice(dot + 1);
  const test = (row: Row): boolean => {
    const v = row[column];
    switch (op) {
      case 'is':
        return value === 'null' ? v === null || v === undefined : JSON.stringify(v) === value;
      case 'in': {
        const list = splitTop(value.slice(1, -1)).map(unquote);
        return typeof v === 'string' && list.includes(v);
      }
      default: {
        if (v === null || v === undefined) return false;
        const c = compareValues(v, unquote(value));
        if (op === 'eq') return c === 0;
        if (op === 'neq') return c !== 0;
        if (op === 'gt') return c > 0;
        if (op === 'gte') return c >= 0;
        if (op === 'lt') return c < 0;
        if (op === 'lte') return c <= 0;
        throw new Error(`fake PostgREST: operator ${op}`);
      }
    }
  };
  return negate ? (row) => !test(row) : test;
}

function tree(kind: 'or' | 'and', list: string): Predicate {
  const parts = splitTop(list.slice(1, -1)).map((item): Predicate => {
    if (item.startsWith('and(')) return tree('and', item.slice(3));
    if (item.startsWith('or(')) return tree('or', item.slice(2));
    const dot = item.indexOf('.');
    return condition(item.slice(0, dot), item.slice(dot + 1));
  });
  return kind === 'or' ? (row) => parts.some((p) => p(row)) : (row) => parts.every((p) => p(row));
}

export interface FakeTable {
  readonly rows: Map<string, Row>;
  /** Every request, as `path?query`. */
  readonly log: string[];
  /** Current server time in epoch µs; advances 7 µs per tick() (so timestamps collide within a ms). */
  clock: number;
  tick(): string;
  /** Faults: return an answer (or throw) to replace the real one. */
  intercept?:
    ((path: string, params: URLSearchParams) => { status: number; body: unknown } | undefined) | undefined;
  readonly http: PullHttp;
  query(params: URLSearchParams): Row[];
}

export function fakeTable(options: { path: string; key: string; start?: string }): FakeTable {
  const table: FakeTable = {
    rows: new Map(),
    log: [],
    clock: epochMicros(options.start ?? '2026-03-01T12:00:00Z') ?? 0,
    tick() {
      table.clock += 7;
      return pgTimestamp(table.clock);
    },
    http: async (path, params, signal) => {
      await Promise.resolve();
      if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
      table.log.push(`${path}?${params.toString()}`);
      const injected = table.intercept?.(path, params);
      if (injected) return injected;
      if (path !== options.path) return { status: 404, body: { code: 'PGRST205', message: 'not found' } };
      return { status: 200, body: table.query(params) };
    },
    query(params) {
      const predicates: Predicate[] = [];
      let select = '*';
      let order: { column: string; desc: boolean }[] = [];
      let limit = Infinity;
      for (const [name, value] of params) {
        if (name === 'select') select = value;
        else if (name === 'order')
          order = value
            .split(',')
            .map((term) => ({ column: term.split('.')[0] ?? term, desc: term.includes('.desc') }));
        else if (name === 'limit') limit = Number(value);
        else if (name === 'or' || name === 'and') predicates.push(tree(name, value));
        else predicates.push(condition(name, value));
      }
      const matched = [...table.rows.values()].filter((row) => predicates.every((p) => p(row)));
      matched.sort((a, b) => {
        for (const { column, desc } of order) {
          const va = a[column];
          const vb = b[column];
          const na = va === null || va === undefined;
          const nb = vb === null || vb === undefined;
          if (na || nb) {
            if (na && nb) continue;
            return na ? 1 : -1; // nulls last (ascending default)
          }
          const c = compareValues(va, vb);
          if (c !== 0) return desc ? -c : c;
        }
        return 0;
      });
      const columns = select === '*' ? undefined : select.split(',');
      return matched
        .slice(0, limit)
        .map((row) => (columns ? Object.fromEntries(columns.map((c) => [c, row[c] ?? null])) : { ...row }));
    },
  };
  return table;
}
