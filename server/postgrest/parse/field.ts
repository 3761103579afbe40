import type { Cursor } from './cursor.ts';

/** One step of a JSON path: `->key`, `->>key`, `->0`. Keys and indexes are values, never identifiers. */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
  index: boolean;
}

/** A column reference with an optional JSON path: `data->a->>b`. */
export interface FieldRef {
  name: string;
  json: JsonStep[];
}

function isNameChar(ch: string, jsonKey: boolean): boolean {
  // JSON keys are passed as parameters, so they may hold more than column names (`app.kubernetes.io/name` must be quoted, `a/b` need not).
  return jsonKey ? ch !== '' && !'.,()!:"*'.includes(ch) : /^[A-Za-z0-9_ $\u0080-\uffff]$/.test(ch);
}

/**
 * A name: `"quoted, anything but a quote"` or a run of letters, digits, `_`, space, `$`, and `-`
 * when not starting an arrow. Surrounding spaces are trimmed (clients may send `id, name`).
 */
export function parseName(cur: Cursor, expecting = 'field name', jsonKey = false): string {
  cur.skipSpaces();
  if (cur.eat('"')) {
    const end = cur.s.indexOf('"', cur.i);
    if (end < 0) throw cur.fail('closing quote');
    const name = cur.s.slice(cur.i, end);
    cur.i = end + 1;
    return name;
  }
  let out = '';
  while (!cur.done) {
    const ch = cur.peek();
    if (ch !== '-' ? isNameChar(ch, jsonKey) : cur.peek(1) !== '>') {
      out += ch;
      cur.i++;
    } else break;
  }
  out = out.trim();
  if (out === '') throw cur.fail(expecting);
  return out;
}

/** A field with its JSON path; the output key is the last key, or the column for index-only paths. */
export function parseField(cur: Cursor): FieldRef {
  const name = parseName(cur);
  const json: JsonStep[] = [];
  while (cur.startsWith('->')) {
    const arrow = cur.eat('->>') ? '->>' : (cur.eat('->'), '->');
    const quoted = cur.peek() === '"';
    const key = parseName(cur, 'json key', true);
    json.push({ arrow, key, index: !quoted && /^-?\d+$/.test(key) });
  }
  return { name, json };
}

export function fieldOutputName(f: FieldRef): string {
  for (let k = f.json.length - 1; k >= 0; k--) {
    const step = f.json[k];
    if (step && !step.index) return step.key;
  }
  return f.name;
}
