/** The text languages a spec editor accepts (spec 02-areas §5: "The code editor accepts YAML or JSON"). */
export type SpecLanguage = 'yaml' | 'json';

/** One problem in a spec's text, 1-based line and column (UTF-16 code units, as editors count). */
export interface SpecDiagnostic {
  line: number;
  column: number;
  message: string;
  severity: 'error' | 'warning';
}

/** A JSON schema document (draft 7 style); its shape is the standard's, so it stays open here. */
export type JsonSchema = Readonly<Record<string, unknown>>;

export interface SpecValidation {
  /** The parsed value; undefined when the text is empty or does not parse. */
  value: unknown;
  diagnostics: SpecDiagnostic[];
}

/** A step into a value: an object key or an array index. */
export type PathSegment = string | number;
