/** Collects bound values; SQL text only ever contains `$n` placeholders for request data. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Quotes an identifier. Callers pass names taken from the schema catalogue only. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function qualified(name: string): string {
  return `"public".${ident(name)}`;
}

/** Casts allowed in `select=col::type`, mapped to SQL (anything else is a 400, never spliced). */
const CASTS: Record<string, string> = {
  text: 'text',
  varchar: 'varchar',
  char: 'char',
  name: 'name',
  citext: 'text',
  int: 'int4',
  int2: 'int2',
  int4: 'int4',
  int8: 'int8',
  integer: 'int4',
  smallint: 'int2',
  bigint: 'int8',
  numeric: 'numeric',
  decimal: 'numeric',
  real: 'float4',
  float: 'float8',
  float4: 'float4',
  float8: 'float8',
  'double precision': 'float8',
  bool: 'bool',
  boolean: 'bool',
  json: 'json',
  jsonb: 'jsonb',
  uuid: 'uuid',
  date: 'date',
  time: 'time',
  timestamp: 'timestamp',
  timestamptz: 'timestamptz',
  interval: 'interval',
  'timestamp with time zone': 'timestamptz',
  'timestamp without time zone': 'timestamp',
  'text[]': 'text[]',
  _text: 'text[]',
  tsvector: 'tsvector',
  money: 'money',
  bytea: 'bytea',
  inet: 'inet',
};

export function castSql(name: string): string | undefined {
  return CASTS[name.toLowerCase()];
}

/** A Postgres array literal with every element quoted, for `= ANY($n)`. */
export function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
