// Where in the value a key typed at the cursor would go: the path of the object it belongs to,
// the keys already there, and the partial word typed so far. For completion of keys.
import { isMap, isScalar, isSeq, parseDocument } from 'yaml';
import type { PathSegment } from './types.ts';

export interface KeyContext {
  /** Offset where the partial key starts (what a chosen completion replaces). */
  from: number;
  partial: string;
  path: PathSegment[];
  siblings: string[];
  /** JSON only: the cursor is inside an opened string, so a completion is the bare key. */
  quoted: boolean;
}

const marker = 'mc0cursor0key';

function findMarker(
  node: unknown,
  path: PathSegment[],
): { path: PathSegment[]; siblings: string[] } | undefined {
  if (isMap(node)) {
    const keys = node.items.map((p) => (isScalar(p.key) ? String(p.key.value) : ''));
    if (keys.includes(marker)) return { path, siblings: keys.filter((k) => k !== marker && k !== '') };
    for (const pair of node.items) {
      const found = findMarker(pair.value, [...path, isScalar(pair.key) ? String(pair.key.value) : '']);
      if (found !== undefined) return found;
    }
  } else if (isSeq(node)) {
    for (const [i, item] of node.items.entries()) {
      const found = findMarker(item, [...path, i]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * YAML: the cursor's line, up to the cursor, is indentation, list dashes and a partial key. The
 * line is replaced by a marker key and the text parsed (the parser tolerates the rest being
 * unfinished); the marker's place in the document is the answer.
 */
export function yamlKeyContext(text: string, offset: number): KeyContext | undefined {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const newline = text.indexOf('\n', offset);
  const lineEnd = newline === -1 ? text.length : newline;
  const typed = /^(\s*(?:-\s+)*)([\w.$/][\w.$/-]*)?$/.exec(text.slice(lineStart, offset));
  if (typed === null) return undefined;
  const partial = typed[2] ?? '';
  const from = offset - partial.length;
  const doc = parseDocument(`${text.slice(0, from)}${marker}: null${text.slice(lineEnd)}`);
  const found = findMarker(doc.contents, []);
  return found === undefined ? undefined : { from, partial, quoted: false, ...found };
}

interface Frame {
  kind: 'object' | 'array';
  key: string | undefined;
  index: number;
  keys: string[];
  expectKey: boolean;
}

/** JSON: a scan up to the cursor, keeping the open objects and arrays and the key being written. */
export function jsonKeyContext(text: string, offset: number): KeyContext | undefined {
  const stack: Frame[] = [];
  let stringStart = -1;
  let pendingKey: string | undefined;
  for (let at = 0; at < offset; at++) {
    const char = text.charAt(at);
    if (stringStart >= 0) {
      if (char === '\\') at++;
      else if (char === '"') {
        const top = stack.at(-1);
        const content = JSON.parse(text.slice(stringStart, at + 1)) as string;
        if (top?.kind === 'object' && top.expectKey) {
          pendingKey = content;
          top.keys.push(content);
          top.expectKey = false;
        }
        stringStart = -1;
      }
      continue;
    }
    const top = stack.at(-1);
    if (char === '"') stringStart = at;
    else if (char === '{')
      stack.push({ kind: 'object', key: undefined, index: 0, keys: [], expectKey: true });
    else if (char === '[')
      stack.push({ kind: 'array', key: undefined, index: 0, keys: [], expectKey: false });
    else if (char === '}' || char === ']') stack.pop();
    else if (char === ':' && top?.kind === 'object') top.key = pendingKey;
    else if (char === ',' && top !== undefined) {
      if (top.kind === 'object') top.expectKey = true;
      else top.index++;
    }
  }
  const top = stack.at(-1);
  if (top?.kind !== 'object') return undefined;
  const inString = stringStart >= 0;
  if (!inString && !top.expectKey) return undefined;
  // A string still open in key position is the partial key.
  if (inString && !top.expectKey) return undefined;
  const partial = inString ? text.slice(stringStart + 1, offset) : '';
  if (/["\\]/.test(partial)) return undefined;
  const path = stack.slice(0, -1).map((f) => (f.kind === 'object' ? (f.key ?? '') : f.index));
  return { from: inString ? stringStart + 1 : offset, partial, path, siblings: top.keys, quoted: inString };
}
