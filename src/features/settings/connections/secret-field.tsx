// A secret-capable field (spec 02-areas §3, §4, §5): Static (typed in, hidden as a password), or a
// Secret's or ConfigMap's name and key. Changing the source clears what was entered.
import { Radio, RadioGroup } from '../../../components/ui/radio-group.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { SECRET_SOURCES, withSource, type SecretInput, type SecretSource } from './model/secret-value.ts';

const isSource = (v: string): v is SecretSource => SECRET_SOURCES.some((s) => s.value === v);

export function SecretField({
  label,
  value,
  onChange,
  isRequired,
  large,
  masked,
  hint,
  error,
}: {
  label: string;
  value: SecretInput;
  onChange: (value: SecretInput) => void;
  isRequired: boolean;
  large: boolean;
  /** Typed values are hidden (passwords, tokens, secret keys; not a username). */
  masked: boolean;
  hint: string | undefined;
  error: string | undefined;
}) {
  const invalid = error !== undefined;
  return (
    <fieldset className="conn-secret">
      <legend className="mc-field__label">
        {label}
        {isRequired && (
          <span className="mc-field__required" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <RadioGroup
        aria-label={`${label} source`}
        orientation="horizontal"
        value={value.source}
        onChange={(next) => {
          if (isSource(next)) onChange(withSource(value, next));
        }}
      >
        {SECRET_SOURCES.map((s) => (
          <Radio key={s.value} value={s.value}>
            {s.label}
          </Radio>
        ))}
      </RadioGroup>
      {value.source === 'static' ? (
        <TextField
          aria-label={label}
          {...(large ? { multiline: true, rows: 5 } : masked ? { type: 'password' } : {})}
          autoComplete="off"
          value={value.value}
          onChange={(v) => onChange({ ...value, value: v })}
          isRequired={isRequired}
          isInvalid={invalid}
          errorMessage={error}
          {...(hint === undefined ? {} : { description: hint })}
        />
      ) : (
        <div className="conn-secret__ref">
          <TextField
            label={value.source === 'secret' ? 'Secret name' : 'ConfigMap name'}
            aria-label={`${label} ${value.source === 'secret' ? 'Secret' : 'ConfigMap'} name`}
            value={value.name}
            onChange={(name) => onChange({ ...value, name })}
            isInvalid={invalid}
            errorMessage={error}
          />
          <TextField
            label="Key"
            aria-label={`${label} key`}
            value={value.key}
            onChange={(key) => onChange({ ...value, key })}
            isInvalid={invalid}
          />
        </div>
      )}
    </fieldset>
  );
}
