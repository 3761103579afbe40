// The playbook spec form (spec 02-areas §2.11, §5: title and spec required; the spec YAML,
// validated against the playbook spec schema). Pure: the form's problems and what is saved.
import type { JsonSchema, SpecDiagnostic } from '../../../lib/spec-validation/index.ts';
import { validateSpecText } from '../../../lib/spec-validation/index.ts';
import { toYaml } from '../../../lib/yaml.ts';
import type { PlaybookRow } from '../../../sync/collections/playbooks.ts';

export const CREATED = 'Playbook Spec created successfully';
export const UPDATED = 'Playbook Spec updated successfully';
export const updateFailed = (message: string) => `Unable to update playbook spec: ${message}`;
export const deleteFailed = (message: string) => `Unable to delete playbook spec: ${message}`;

export const SPEC_REQUIRED = 'Spec is required: a YAML object';

export const NEW_SPEC = `description: ""
category: ""
parameters: []
actions:
  - name: echo
    exec:
      script: echo "hello"
`;

export interface SpecForm {
  readonly title: string;
  readonly text: string;
}

export const formOf = (row: PlaybookRow | undefined): SpecForm =>
  row === undefined ? { title: '', text: NEW_SPEC } : { title: row.title, text: toYaml(row.spec) };

/** What a valid form saves: the spec object, with the card's category, description and icon from it. */
export interface SpecSave {
  readonly title: string;
  readonly spec: Record<string, unknown>;
  readonly category: string;
  readonly description: string | null;
  readonly icon: string | null;
}

export interface SpecCheck {
  readonly titleError: string | undefined;
  readonly diagnostics: readonly SpecDiagnostic[];
  /** Undefined while anything is wrong (Save is then disabled, spec §5). */
  readonly save: SpecSave | undefined;
}

const textOf = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

export function checkSpecForm(form: SpecForm, schema: JsonSchema | undefined): SpecCheck {
  const titleError = form.title.trim() === '' ? 'Title is required' : undefined;
  const { value, diagnostics } = validateSpecText(form.text, 'yaml', schema);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  if (form.text.trim() === '' || (!isObject && errors.length === 0))
    errors.push({ line: 1, column: 1, message: SPEC_REQUIRED, severity: 'error' });
  if (titleError !== undefined || errors.length > 0 || !isObject)
    return { titleError, diagnostics: errors.length > 0 ? errors : diagnostics, save: undefined };
  const spec = value as Record<string, unknown>;
  return {
    titleError,
    diagnostics,
    save: {
      title: form.title.trim(),
      spec,
      category: textOf(spec['category']) ?? '',
      description: textOf(spec['description']),
      icon: textOf(spec['icon']),
    },
  };
}
