// A scraper's Retention (spec 02-areas §3 "Retention: changes list (name, age, count); type list
// (name, createdAge, updatedAge, deletedAge)", §5 "Retention change and type names are required"):
// rows added and removed by buttons, and the stale item age.
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import {
  NEW_CHANGE,
  NEW_TYPE,
  type ChangeRetention,
  type RetentionForm,
  type TypeRetention,
} from './retention-model.ts';

type Errors = Readonly<Record<string, string>>;

function Rows<T extends object>({
  title,
  rows,
  columns,
  prefix,
  errors,
  readOnly,
  fresh,
  onChange,
}: {
  title: string;
  rows: readonly T[];
  columns: readonly { key: keyof T & string; label: string; required?: boolean }[];
  prefix: string;
  errors: Errors;
  readOnly: boolean;
  fresh: T;
  onChange: (rows: T[]) => void;
}) {
  return (
    <fieldset className="spec-fields__group">
      <legend className="mc-field__label">{title}</legend>
      {rows.map((row, i) => (
        <div key={i} className="spec-fields__row" role="group" aria-label={`${title} ${i + 1}`}>
          {columns.map((c) => {
            const error = errors[`${prefix}.${i}.${c.key}`];
            return (
              <TextField
                key={c.key}
                label={c.label}
                value={String(row[c.key])}
                isReadOnly={readOnly}
                isRequired={c.required === true}
                isInvalid={error !== undefined}
                errorMessage={error}
                onChange={(v) => onChange(rows.map((r, j) => (j === i ? { ...r, [c.key]: v } : r)))}
              />
            );
          })}
          {!readOnly && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Remove ${title} ${i + 1}`}
              onPress={() => onChange(rows.filter((_, j) => j !== i))}
            >
              Remove
            </Button>
          )}
        </div>
      ))}
      {!readOnly && (
        <div>
          <Button size="sm" onPress={() => onChange([...rows, fresh])}>
            Add {title.toLowerCase()} rule
          </Button>
        </div>
      )}
    </fieldset>
  );
}

export function RetentionFields({
  value,
  errors,
  readOnly,
  onChange,
}: {
  value: RetentionForm;
  /** Keyed `changes.{i}.name`, `types.{i}.name`, … */
  errors: Errors;
  readOnly: boolean;
  onChange: (value: RetentionForm) => void;
}) {
  return (
    <section className="spec-editor-panel" aria-label="Retention">
      <h3 className="mc-field__label">Retention</h3>
      <Rows<ChangeRetention>
        title="Changes"
        rows={value.changes}
        prefix="changes"
        columns={[
          { key: 'name', label: 'Name', required: true },
          { key: 'age', label: 'Age' },
          { key: 'count', label: 'Count' },
        ]}
        errors={errors}
        readOnly={readOnly}
        fresh={NEW_CHANGE}
        onChange={(changes) => onChange({ ...value, changes })}
      />
      <Rows<TypeRetention>
        title="Types"
        rows={value.types}
        prefix="types"
        columns={[
          { key: 'name', label: 'Name', required: true },
          { key: 'createdAge', label: 'Created Age' },
          { key: 'updatedAge', label: 'Updated Age' },
          { key: 'deletedAge', label: 'Deleted Age' },
        ]}
        errors={errors}
        readOnly={readOnly}
        fresh={NEW_TYPE}
        onChange={(types) => onChange({ ...value, types })}
      />
      <TextField
        label="Stale Item Age"
        value={value.staleItemAge}
        isReadOnly={readOnly}
        onChange={(staleItemAge) => onChange({ ...value, staleItemAge })}
        placeholder="e.g. 7d"
      />
    </section>
  );
}
