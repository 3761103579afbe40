// The agent's properties (spec 01-core §3 "properties (string map)"): key and value lines, with a
// line added or removed by button. Labels the agent adds to every resource it creates.
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { PropertyLine } from './agent-model.ts';

export function PropertiesField({
  lines,
  onChange,
}: {
  lines: readonly PropertyLine[];
  onChange: (lines: PropertyLine[]) => void;
}) {
  const set = (index: number, line: PropertyLine) => onChange(lines.map((l, i) => (i === index ? line : l)));
  return (
    <fieldset className="agents-properties">
      <legend className="agents-properties__legend">Properties</legend>
      <p className="agents-form__hint">Labels that are added to every resource this agent creates</p>
      {lines.map((line, index) => (
        <div className="agents-properties__line" key={index}>
          <TextField
            aria-label={`Property ${index + 1} key`}
            placeholder="Key"
            value={line.key}
            onChange={(key) => set(index, { ...line, key })}
          />
          <TextField
            aria-label={`Property ${index + 1} value`}
            placeholder="Value"
            value={line.value}
            onChange={(value) => set(index, { ...line, value })}
          />
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove property ${index + 1}`}
            onPress={() => onChange(lines.filter((_, i) => i !== index))}
          >
            ✕
          </Button>
        </div>
      ))}
      <Button size="sm" onPress={() => onChange([...lines, { key: '', value: '' }])}>
        Add property
      </Button>
    </fieldset>
  );
}
