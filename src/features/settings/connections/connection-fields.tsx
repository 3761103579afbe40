// The fields of one connection type, drawn from its row of the type table: name and namespace
// (read-only once the connection exists, spec §5), the type's choice (git's authentication), and
// each field as its kind says.
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Radio, RadioGroup } from '../../../components/ui/radio-group.tsx';
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import {
  visibleFields,
  withChoice,
  type ConnectionForm,
  type ConnectionTypeDef,
  type FieldValue,
} from './model/connection-model.ts';
import type { FieldDef } from './model/fields.ts';
import { emptySecret } from './model/secret-value.ts';
import { SecretField } from './secret-field.tsx';

interface Props {
  type: ConnectionTypeDef;
  form: ConnectionForm;
  onChange: (form: ConnectionForm) => void;
  /** Shown errors by field key. */
  errors: Readonly<Record<string, string>>;
  /** The connection exists: name and namespace cannot change. */
  existing: boolean;
  /** Nothing may be edited (offline, an existing connection whose secrets could not be read). */
  readOnly: boolean;
}

function Field({
  field,
  value,
  onChange,
  error,
  readOnly,
}: {
  field: FieldDef;
  value: FieldValue | undefined;
  onChange: (value: FieldValue) => void;
  error: string | undefined;
  readOnly: boolean;
}) {
  const required = field.required === true;
  const common = {
    isRequired: required,
    isInvalid: error !== undefined,
    errorMessage: error,
    ...(field.hint === undefined ? {} : { description: field.hint }),
  };
  if (field.kind === 'checkbox')
    return (
      <Checkbox isSelected={value === true} onChange={onChange} isReadOnly={readOnly}>
        {field.label}
      </Checkbox>
    );
  if (field.kind === 'secret')
    return (
      <SecretField
        label={field.label}
        value={typeof value === 'object' ? value : emptySecret()}
        onChange={onChange}
        isRequired={required}
        large={field.large === true}
        masked={field.store === 'password' || /secret|token|pass/i.test(field.key)}
        hint={field.hint}
        error={error}
      />
    );
  const text = typeof value === 'string' ? value : '';
  if (field.kind === 'select')
    return (
      <Select
        label={field.label}
        selectedKey={text === '' ? null : text}
        onSelectionChange={(key) => onChange(String(key))}
        isDisabled={readOnly}
        {...common}
      >
        {(field.options ?? []).map((o) => (
          <SelectItem key={o} id={o}>
            {o}
          </SelectItem>
        ))}
      </Select>
    );
  return (
    <TextField
      label={field.label}
      value={text}
      onChange={onChange}
      isReadOnly={readOnly}
      {...(field.kind === 'number' ? { inputMode: 'numeric' as const } : {})}
      {...common}
    />
  );
}

export function ConnectionFields({ type, form, onChange, errors, existing, readOnly }: Props) {
  const set = (key: string, value: FieldValue) =>
    onChange({ ...form, values: { ...form.values, [key]: value } });
  return (
    <div className="conn-fields">
      <TextField
        label="Name"
        value={form.name}
        onChange={(name) => onChange({ ...form, name })}
        isReadOnly={existing || readOnly}
        isRequired
        isInvalid={errors['name'] !== undefined}
        errorMessage={errors['name']}
        autoFocus={!existing}
      />
      <TextField
        label="Namespace"
        value={form.namespace}
        onChange={(namespace) => onChange({ ...form, namespace })}
        isReadOnly={existing || readOnly}
        isRequired
        isInvalid={errors['namespace'] !== undefined}
        errorMessage={errors['namespace']}
      />
      {type.choice !== undefined && (
        <RadioGroup
          label={type.choice.label}
          orientation="horizontal"
          value={form.choice ?? type.choice.default}
          isReadOnly={readOnly}
          onChange={(choice) => onChange(withChoice(type, form, choice))}
        >
          {type.choice.options.map((o) => (
            <Radio key={o.value} value={o.value}>
              {o.label}
            </Radio>
          ))}
        </RadioGroup>
      )}
      {visibleFields(type, form).map((f) => (
        <Field
          key={f.key}
          field={f}
          value={form.values[f.key]}
          onChange={(v) => set(f.key, v)}
          error={errors[f.key]}
          readOnly={readOnly}
        />
      ))}
    </div>
  );
}
