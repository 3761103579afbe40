// Draws a table of field definitions (field-model.ts) as labelled inputs: text, numbers, drop-
// downs, lists, maps, response codes as checkboxes, script kinds, authentication and a folder's
// connection, each with its error under it. Read-only draws the same fields, not editable.
import type { Key } from 'react';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import {
  AUTH_KINDS,
  CONNECTION_KINDS,
  SCRIPT_KINDS,
  sub,
  switchKind,
  type FieldDef,
  type FormValues,
} from './field-model.ts';
import './spec-forms.css';

interface FieldsProps {
  readonly fields: readonly FieldDef[];
  readonly values: FormValues;
  readonly errors: Readonly<Record<string, string>>;
  readonly onChange: (values: Record<string, string>) => void;
  readonly readOnly: boolean;
}

const LIST_HINTS: Partial<Record<FieldDef['kind'], string>> = {
  list: 'One per line',
  map: 'One key: value per line',
  headers: 'One Name: value per line',
};

function KindSelect({
  label,
  options,
  value,
  onChange,
  readOnly,
}: {
  label: string;
  options: readonly { id: string; label: string }[];
  value: string;
  onChange: (id: string) => void;
  readOnly: boolean;
}) {
  return (
    <Select
      label={label}
      selectedKey={value === '' ? 'none' : value}
      onSelectionChange={(key: Key | null) => onChange(key === null || key === 'none' ? '' : String(key))}
      isDisabled={readOnly}
    >
      {options.map((o) => (
        <SelectItem key={o.id === '' ? 'none' : o.id} id={o.id === '' ? 'none' : o.id}>
          {o.label}
        </SelectItem>
      ))}
    </Select>
  );
}

function Field({ field: f, values, errors, onChange, readOnly }: FieldsProps & { field: FieldDef }) {
  const value = values[f.key] ?? '';
  const set = (key: string, v: string) => onChange({ ...values, [key]: v });
  const text = (key: string, label: string, extra: { multiline?: boolean; required?: boolean } = {}) => (
    <TextField
      key={key}
      label={label}
      value={values[key] ?? ''}
      onChange={(v) => set(key, v)}
      isReadOnly={readOnly}
      isRequired={extra.required === true}
      isInvalid={errors[key] !== undefined}
      errorMessage={errors[key]}
      multiline={extra.multiline === true}
      {...(extra.multiline === true ? { rows: 4 } : {})}
    />
  );
  switch (f.kind) {
    case 'select':
      return (
        <Select
          label={f.label}
          selectedKey={value === '' ? null : value}
          onSelectionChange={(key: Key | null) => set(f.key, key === null ? '' : String(key))}
          isDisabled={readOnly}
          isRequired={f.required === true}
          isInvalid={errors[f.key] !== undefined}
          errorMessage={errors[f.key]}
        >
          {(f.options ?? []).map((o) => (
            <SelectItem key={o} id={o}>
              {o}
            </SelectItem>
          ))}
        </Select>
      );
    case 'codes': {
      const picked = new Set(value.split(',').filter((c) => c !== ''));
      const toggle = (code: string, on: boolean) => {
        const next = new Set(picked);
        if (on) next.add(code);
        else next.delete(code);
        set(f.key, (f.options ?? []).filter((c) => next.has(c)).join(','));
      };
      return (
        <fieldset className="spec-fields__group">
          <legend className="mc-field__label">{f.label}</legend>
          <div className="spec-fields__codes">
            {(f.options ?? []).map((code) => (
              <Checkbox
                key={code}
                isSelected={picked.has(code)}
                isReadOnly={readOnly}
                onChange={(on) => toggle(code, on)}
              >
                {code}
              </Checkbox>
            ))}
          </div>
        </fieldset>
      );
    }
    case 'boolean':
      return (
        <Checkbox
          isSelected={value === 'true'}
          isReadOnly={readOnly}
          onChange={(on) => set(f.key, on ? 'true' : '')}
        >
          {f.label}
        </Checkbox>
      );
    case 'script':
      return (
        <div className="spec-fields__group">
          <KindSelect
            label={`${f.label} Script`}
            options={SCRIPT_KINDS}
            value={value}
            readOnly={readOnly}
            onChange={(kind) => onChange(switchKind(f, values, kind))}
          />
          {value !== '' && text(sub.scriptText(f.key), f.label, { multiline: true })}
        </div>
      );
    case 'auth':
      return (
        <div className="spec-fields__group">
          <KindSelect
            label={f.label}
            options={AUTH_KINDS}
            value={value}
            readOnly={readOnly}
            onChange={(kind) => onChange(switchKind(f, values, kind))}
          />
          {value !== '' && (
            <div className="spec-fields__row">
              {text(sub.username, 'Username')}
              {text(sub.secretName, 'Password Secret Name')}
              {text(sub.secretKey, 'Password Secret Key')}
            </div>
          )}
        </div>
      );
    case 'connection':
      return (
        <div className="spec-fields__group">
          <KindSelect
            label={f.label}
            options={CONNECTION_KINDS}
            value={value}
            readOnly={readOnly}
            onChange={(kind) => onChange(switchKind(f, values, kind))}
          />
          {value !== '' && text(sub.connectionName(f.key), 'Connection Name')}
        </div>
      );
    default: {
      const multiline = f.kind !== 'text' && f.kind !== 'number';
      return (
        <TextField
          label={f.label}
          value={value}
          onChange={(v) => set(f.key, v)}
          isReadOnly={readOnly}
          isRequired={f.required === true}
          isInvalid={errors[f.key] !== undefined}
          errorMessage={errors[f.key]}
          multiline={multiline}
          {...(multiline ? { rows: 3 } : {})}
          {...(f.kind === 'number' ? { inputMode: 'numeric' as const } : {})}
          {...(f.placeholder === undefined ? {} : { placeholder: f.placeholder })}
          {...(LIST_HINTS[f.kind] === undefined ? {} : { description: LIST_HINTS[f.kind] })}
        />
      );
    }
  }
}

/** The fields of one form type. */
export function SpecFields(props: FieldsProps) {
  return (
    <div className="spec-fields">
      {props.fields.map((f) => (
        <Field key={f.key} field={f} {...props} />
      ))}
    </div>
  );
}
