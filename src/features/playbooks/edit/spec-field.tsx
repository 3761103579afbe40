// The spec's editor in the playbook form: the shared SpecEditor (CodeMirror, schema-checked).
// Until it lands, a plain text area with the same diagnostics listed under it.
import type { JsonSchema, SpecDiagnostic } from '../../../lib/spec-validation/index.ts';
import { TextField } from '../../../components/ui/text-field.tsx';

export function SpecField({
  value,
  onChange,
  diagnostics,
}: {
  value: string;
  onChange: (text: string) => void;
  schema: JsonSchema | undefined;
  diagnostics: readonly SpecDiagnostic[];
}) {
  return (
    <div className="playbook-spec">
      <TextField label="Spec" multiline rows={16} value={value} onChange={onChange} isRequired />
      {diagnostics.length > 0 && (
        <ul className="playbook-spec__problems" aria-label="Spec problems">
          {diagnostics.map((d, i) => (
            <li key={i} className={`playbook-spec__problem playbook-spec__problem--${d.severity}`}>
              Line {d.line}: {d.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
