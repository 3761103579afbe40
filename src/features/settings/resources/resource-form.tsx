// The fields of a team or an incident rule (spec 02-areas §2.13, §5): Name (fixed once the
// resource exists), Icon for teams, and the spec as YAML or JSON. No spec editor with a schema
// exists in this build yet (issue #25 brings them): the spec is a text area that must parse as a
// YAML or JSON object, said under the field as the user types. Read-only without write permission
// or when the resource came from elsewhere than the console.
import { TextField } from '../../../components/ui/text-field.tsx';
import type { ResourceKind } from './resource-kinds.ts';
import { formErrors, type ResourceForm } from './resource-model.ts';

export function ResourceFields({
  kind,
  form,
  onChange,
  existing,
  readOnly,
  showErrors,
}: {
  kind: ResourceKind;
  form: ResourceForm;
  onChange: (form: ResourceForm) => void;
  /** An existing resource keeps its name. */
  existing: boolean;
  readOnly: boolean;
  /** Say a missing name only after a first Save (a spec that does not parse is said at once). */
  showErrors: boolean;
}) {
  const errors = formErrors(form);
  const nameError = showErrors ? errors.name : undefined;
  return (
    <div className="resources-form">
      <TextField
        label="Name"
        value={form.name}
        onChange={(name) => onChange({ ...form, name })}
        isReadOnly={readOnly || existing}
        isRequired
        isInvalid={nameError !== undefined}
        errorMessage={nameError}
        autoFocus={!existing && !readOnly}
      />
      {kind.withIcon && (
        <TextField
          label="Icon"
          value={form.icon}
          onChange={(icon) => onChange({ ...form, icon })}
          isReadOnly={readOnly}
          description="An icon name, e.g. k8s or aws"
        />
      )}
      <TextField
        label="Spec"
        className="resources-form__spec"
        multiline
        rows={14}
        value={form.spec}
        onChange={(spec) => onChange({ ...form, spec })}
        isReadOnly={readOnly}
        isInvalid={errors.spec !== undefined}
        errorMessage={errors.spec}
        description="YAML or JSON"
      />
    </div>
  );
}
