// The spec's editor in the playbook form: the shared SpecEditor (CodeMirror, YAML, checked against
// the playbook spec schema as you type, with inline problems and line numbers). The form's own
// rule (a spec is required, and is an object) is said under it.
import {
  SpecEditor,
  type JsonSchema,
  type SpecDiagnostic,
} from '../../../components/ui/spec-editor/index.ts';
import { SPEC_REQUIRED } from './spec-form.ts';

export function SpecField({
  value,
  onChange,
  schema,
  diagnostics,
}: {
  value: string;
  onChange: (text: string) => void;
  schema: JsonSchema | undefined;
  diagnostics: readonly SpecDiagnostic[];
}) {
  const required = diagnostics.find((d) => d.message === SPEC_REQUIRED);
  return (
    <div className="playbook-spec">
      <SpecEditor
        label="Spec"
        value={value}
        onChange={onChange}
        language="yaml"
        schema={schema}
        minHeight={280}
      />
      {required !== undefined && (
        <p role="alert" className="playbook-spec__problems">
          {required.message}
        </p>
      )}
    </div>
  );
}
