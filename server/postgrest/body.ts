import { z } from 'zod';
import type { Relation } from './catalog.ts';
import { PgrstError } from './errors.ts';
import { jsonHasNul, nulByteError } from './limits.ts';
import { Cursor } from './parse/cursor.ts';
import { parseName } from './parse/field.ts';

const JsonObject = z.record(z.string(), z.unknown());
const WriteBody = z.union([JsonObject, z.array(JsonObject)]);
export type JsonObject = z.infer<typeof JsonObject>;

function invalidJson(): PgrstError {
  return new PgrstError(400, 'PGRST102', 'Empty or invalid json');
}

/** Reads a JSON request body (only JSON is accepted for writes). */
export async function readJson(req: Request, allowEmpty: boolean): Promise<unknown> {
  const type = req.headers.get('content-type');
  if (type !== null && !/^application\/json\b/i.test(type.trim()) && type.trim() !== '') {
    throw new PgrstError(400, 'PGRST102', `Content-Type not acceptable: ${type}`);
  }
  const text = await req.text();
  if (text.trim() === '') {
    if (allowEmpty) return {};
    throw invalidJson();
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    throw invalidJson();
  }
  if (jsonHasNul(parsed)) throw nulByteError();
  return parsed;
}

/** An insert body: one object or an array of objects. */
export function parseRows(body: unknown): { rows: JsonObject[]; isArray: boolean } {
  const parsed = WriteBody.safeParse(body);
  if (!parsed.success) throw invalidJson();
  return Array.isArray(parsed.data)
    ? { rows: parsed.data, isArray: true }
    : { rows: [parsed.data], isArray: false };
}

/** A PATCH body: one object. */
export function parseObject(body: unknown): JsonObject {
  const parsed = JsonObject.safeParse(body);
  if (!parsed.success) throw invalidJson();
  return parsed.data;
}

/** `columns=a,"b"` → names (quoted names allowed). */
export function parseColumnList(raw: string, what: string): string[] {
  const cur = new Cursor(raw, what);
  const out = [parseName(cur)];
  while (cur.eat(',')) out.push(parseName(cur));
  if (!cur.done) throw cur.fail('"," or end of input');
  return out;
}

export function checkBodyColumns(rel: Relation, columns: string[]): void {
  for (const c of columns) {
    if (!rel.columns.has(c)) {
      throw new PgrstError(
        400,
        'PGRST204',
        `Could not find the '${c}' column of '${rel.name}' in the schema cache`,
      );
    }
  }
}

/** Insert columns: `columns=` when given, else the (identical) key sets of every row. */
export function insertColumns(rel: Relation, rows: JsonObject[], columnsParam: string | undefined): string[] {
  if (columnsParam !== undefined) {
    const cols = parseColumnList(columnsParam, 'columns');
    checkBodyColumns(rel, cols);
    return cols;
  }
  const first = Object.keys(rows[0] ?? {});
  const sorted = [...first].sort().join('\u0000');
  for (const r of rows) {
    if (Object.keys(r).sort().join('\u0000') !== sorted)
      throw new PgrstError(400, 'PGRST102', 'All object keys must match');
  }
  checkBodyColumns(rel, first);
  return first;
}
