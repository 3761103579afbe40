// The fields of a settings resource (spec 02-areas §2.13, §5): Name, and Namespace for
// topologies, both fixed once the resource exists; Icon for teams; the spec in the shared spec
// editor, checked as it is typed against the kind's JSON schema (topologies) or only as a YAML or
// JSON object (teams, rules, log backends). Read-only without write permission or when the
// resource came from elsewhere than the console.
import { SpecEditor, useSpecSchema, validateSpecText } from '../../../components/ui/spec-editor/index.ts';
import type { JsonSchema } from '../../../components/ui/spec-editor/index.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { ResourceKind } from './resource-kinds.ts';
import { formErrors, type ResourceForm } from './resource-model.ts';

/** Any kind's spec is an object; kinds without a schema are checked against this alone. */
const OBJECT_SPEC: JsonSchema = { type: 'object' };

/** The schema the kind's spec is checked against (an object, until its own has loaded). */
export function useResourceSchema(kind: ResourceKind): JsonSchema {
  return useSpecSchema(kind.schemaName).data ?? OBJECT_SPEC;
}

/** The form's problems: its fields, and the spec's syntax or schema errors. */
export function formInvalid(kind: ResourceKind, form: ResourceForm, schema: JsonSchema): boolean {
  if (Object.keys(formErrors(form, kind.namespaced)).length > 0) return true;
  return validateSpecText(form.spec, 'yaml', schema).diagnostics.some((d) => d.severity === 'error');
}

export function ResourceFields({
  kind,
  form,
  onChange,
  existing,
  readOnly,
  showErrors,
  schema,
}: {
  kind: ResourceKind;
  form: ResourceForm;
  onChange: (form: ResourceForm) => void;
  /** An existing resource keeps its name and namespace. */
  existing: boolean;
  readOnly: boolean;
  /** Say a missing name only after a first Save (the spec's problems are said at once). */
  showErrors: boolean;
  schema: JsonSchema;
}) {
  const errors = showErrors ? formErrors(form, kind.namespaced) : {};
  const fixed = existing ? 'It cannot be changed once created.' : undefined;
  return (
    <div className="resources-form">
      <div className="resources-form__row">
        <TextField
          label="Name"
          value={form.name}
          onChange={(name) => onChange({ ...form, name })}
          isReadOnly={readOnly || existing}
          isRequired
          isInvalid={errors.name !== undefined}
          errorMessage={errors.name}
          description={readOnly ? undefined : fixed}
          autoFocus={!existing && !readOnly}
        />
        {kind.namespaced && (
          <TextField
            label="Namespace"
            value={form.namespace}
            onChange={(namespace) => onChange({ ...form, namespace })}
            isReadOnly={readOnly || existing}
            isRequired
            isInvalid={errors.namespace !== undefined}
            errorMessage={errors.namespace}
            description={readOnly ? undefined : fixed}
          />
        )}
      </div>
      {kind.withIcon && (
        <TextField
          label="Icon"
          value={form.icon}
          onChange={(icon) => onChange({ ...form, icon })}
          isReadOnly={readOnly}
          description="An icon name, e.g. k8s or aws"
        />
      )}
      <SpecEditor
        label="Spec"
        language="yaml"
        value={form.spec}
        onChange={(spec) => onChange({ ...form, spec })}
        schema={schema}
        readOnly={readOnly}
      />
    </div>
  );
}
