import { parseSource } from './parse-source.ts';
import { schemaProblems } from './schema-errors.ts';
import type { JsonSchema, SpecLanguage, SpecValidation } from './types.ts';

/**
 * A spec's text parsed and checked against its schema: parse errors with their line and column,
 * and schema errors on the line of the offending key. Blank text has no value and no diagnostics
 * (whether a spec is required is the form's rule). Without a schema only the syntax is checked.
 */
export function validateSpecText(
  text: string,
  language: SpecLanguage,
  schema: JsonSchema | undefined,
): SpecValidation {
  const parsed = parseSource(text, language);
  if (parsed.value === undefined || schema === undefined)
    return { value: parsed.value, diagnostics: parsed.diagnostics };
  const fromSchema = schemaProblems(parsed.value, schema).map((p) => ({
    ...parsed.locate(p.path),
    message: p.message,
    severity: 'error' as const,
  }));
  const diagnostics = [...parsed.diagnostics, ...fromSchema].sort(
    (a, b) => a.line - b.line || a.column - b.column,
  );
  return { value: parsed.value, diagnostics };
}
