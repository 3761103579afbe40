// One field per playbook parameter, by type (spec 02-areas §3): code (a monospaced editor in its
// language), team, people, component and config (pickers over local data), text (multi-line when
// the parameter says so), checkbox and list. Errors come from params-model.ts.
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { components } from '../../../sync/collections/components.ts';
import { configItems } from '../../../sync/collections/config-items.ts';
import { people } from '../../../sync/collections/people.ts';
import { teams } from '../../../sync/collections/teams.ts';
import { LocalPicker } from './local-picker.tsx';
import { paramLabel, paramType, type ParamValues, type PlaybookParam } from './params-model.ts';

export function ParamField({
  param,
  values,
  onChange,
  error,
}: {
  param: PlaybookParam;
  values: ParamValues;
  onChange: (value: string | boolean) => void;
  error: string | undefined;
}) {
  const label = paramLabel(param);
  const required = param.required === true;
  const raw = values[param.name];
  const text = typeof raw === 'string' ? raw : '';
  const description = param.description;
  switch (paramType(param)) {
    case 'checkbox':
      return (
        <Checkbox isSelected={raw === true} onChange={onChange}>
          {label}
        </Checkbox>
      );
    case 'list':
      return (
        <Select
          label={label}
          selectedKey={text === '' ? null : text}
          onSelectionChange={(key) => onChange(key === null ? '' : String(key))}
          isRequired={required}
          isInvalid={error !== undefined}
          errorMessage={error}
          placeholder="Select"
        >
          {(param.properties?.options ?? []).map((o) => (
            <SelectItem key={o.value} id={o.value} textValue={o.label ?? o.value}>
              {o.label ?? o.value}
            </SelectItem>
          ))}
        </Select>
      );
    case 'team':
      return (
        <LocalPicker
          collection={teams}
          label={label}
          value={text}
          onChange={onChange}
          isRequired={required}
          errorMessage={error}
        />
      );
    case 'people':
      return (
        <LocalPicker
          collection={people}
          label={label}
          value={text}
          onChange={onChange}
          isRequired={required}
          errorMessage={error}
        />
      );
    case 'component':
      return (
        <LocalPicker
          collection={components}
          label={label}
          value={text}
          onChange={onChange}
          isRequired={required}
          errorMessage={error}
        />
      );
    case 'config':
      return (
        <LocalPicker
          collection={configItems}
          label={label}
          value={text}
          onChange={onChange}
          isRequired={required}
          errorMessage={error}
        />
      );
    case 'code':
      return (
        <TextField
          className="playbook-param--code"
          label={`${label}${param.properties?.language ? ` (${param.properties.language})` : ''}`}
          multiline
          rows={6}
          value={text}
          onChange={onChange}
          isRequired={required}
          isInvalid={error !== undefined}
          errorMessage={error}
          spellCheck="false"
          {...(description === undefined ? {} : { description })}
        />
      );
    default: {
      const multiline = param.properties?.multiline === true || param.properties?.multiline === 'true';
      return (
        <TextField
          label={label}
          multiline={multiline}
          {...(multiline ? { rows: 4 } : {})}
          value={text}
          onChange={onChange}
          isRequired={required}
          isInvalid={error !== undefined}
          errorMessage={error}
          {...(description === undefined ? {} : { description })}
        />
      );
    }
  }
}
