// Text to value, with where each key and item sits. YAML and JSON both go through the yaml
// library's document (valid JSON is YAML), which keeps every node's range; JSON's syntax is
// checked by its own stricter scanner first.
import { isMap, isScalar, isSeq, parseDocument, type Document } from 'yaml';
import { firstJsonError } from './json-syntax.ts';
import { LineIndex } from './line-index.ts';
import type { PathSegment, SpecDiagnostic, SpecLanguage } from './types.ts';

export interface ParsedSource {
  /** Undefined when the text is blank or does not parse. */
  value: unknown;
  diagnostics: SpecDiagnostic[];
  /** 1-based line and column of the key (or item) a path leads to, or of the deepest part found. */
  locate(path: readonly PathSegment[]): { line: number; column: number };
}

function firstLine(message: string): string {
  // The yaml library appends " at line N, column M:" and a snippet; the editor shows both itself.
  return (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+:?$/, '');
}

function locator(doc: Document | undefined, lines: LineIndex) {
  return (path: readonly PathSegment[]) => {
    let node: unknown = doc?.contents;
    let offset = isRanged(node) ? node.range[0] : 0;
    for (const step of path) {
      if (isMap(node)) {
        const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(step));
        if (pair === undefined) break;
        if (isRanged(pair.key)) offset = pair.key.range[0];
        node = pair.value;
      } else if (isSeq(node)) {
        const item: unknown = node.items[Number(step)];
        if (!isRanged(item)) break;
        offset = item.range[0];
        node = item;
      } else break;
    }
    return lines.position(offset);
  };
}

function isRanged(node: unknown): node is { range: [number, number, number] } {
  return typeof node === 'object' && node !== null && 'range' in node && Array.isArray(node.range);
}

export function parseSource(text: string, language: SpecLanguage): ParsedSource {
  const lines = new LineIndex(text);
  if (text.trim() === '')
    return { value: undefined, diagnostics: [], locate: () => ({ line: 1, column: 1 }) };
  if (language === 'json') {
    const problem = firstJsonError(text);
    if (problem !== undefined)
      return {
        value: undefined,
        diagnostics: [{ ...lines.position(problem.offset), message: problem.message, severity: 'error' }],
        locate: () => lines.position(problem.offset),
      };
  }
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true });
  const diagnostics: SpecDiagnostic[] = [
    ...doc.errors.map((e) => ({
      ...lines.position(e.pos[0]),
      message: firstLine(e.message),
      severity: 'error' as const,
    })),
    ...doc.warnings.map((w) => ({
      ...lines.position(w.pos[0]),
      message: firstLine(w.message),
      severity: 'warning' as const,
    })),
  ];
  if (doc.errors.length > 0) return { value: undefined, diagnostics, locate: locator(doc, lines) };
  let value: unknown;
  try {
    value =
      language === 'json' ? (JSON.parse(text) as unknown) : (doc.toJS({ maxAliasCount: 100 }) as unknown);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      value: undefined,
      diagnostics: [...diagnostics, { line: 1, column: 1, message, severity: 'error' }],
      locate: locator(doc, lines),
    };
  }
  return { value, diagnostics, locate: locator(doc, lines) };
}
