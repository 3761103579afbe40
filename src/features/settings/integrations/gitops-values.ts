// The values typed into the GitOps form's editor, as the preview takes them: YAML checked against
// the chart's values schema (spec 02-areas §2.13 "a values editor validated against a chart
// schema"). Blank text (or only comments) installs the chart's defaults; anything but a mapping
// is refused, as Helm refuses it.
import {
  validateSpecText,
  type JsonSchema,
  type SpecDiagnostic,
} from '../../../lib/spec-validation/index.ts';
import type { ChartValues } from './gitops-preview.ts';

export interface ParsedValues {
  /** The values to preview; undefined while the text has errors. */
  readonly values: ChartValues | undefined;
  readonly errors: readonly SpecDiagnostic[];
}

const isMapping = (v: unknown): v is ChartValues => typeof v === 'object' && v !== null && !Array.isArray(v);

export const NOT_A_MAPPING = 'The values must be a mapping of keys to values';

export function parseChartValues(text: string, schema: JsonSchema | undefined): ParsedValues {
  // The syntax first: an empty document is the chart's defaults, not a value the schema refuses.
  const syntax = validateSpecText(text, 'yaml', undefined);
  const syntaxErrors = syntax.diagnostics.filter((d) => d.severity === 'error');
  if (syntaxErrors.length > 0) return { values: undefined, errors: syntaxErrors };
  if (syntax.value === undefined || syntax.value === null) return { values: {}, errors: [] };
  if (!isMapping(syntax.value))
    return { values: undefined, errors: [{ line: 1, column: 1, message: NOT_A_MAPPING, severity: 'error' }] };
  const errors = validateSpecText(text, 'yaml', schema).diagnostics.filter((d) => d.severity === 'error');
  return errors.length > 0 ? { values: undefined, errors } : { values: syntax.value, errors: [] };
}
