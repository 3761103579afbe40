// The health check form (spec 02-areas §2.13 "Health check form", §4 forms and field switching,
// §5): Name and Namespace (fixed once it exists), Labels, then a Form tab (schedule and the type's
// fields) for the eight form types and a Code tab with the spec checked against the canary schema;
// the other types are code only. Add/Save for a new check, Update when editing; read-only without
// write permission or when the check came from elsewhere.
import { useCallback, useState, type Key } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { fromYaml, toYaml } from '../../../lib/yaml.ts';
import { SpecCode, type SpecProblem } from '../spec-forms/spec-code.tsx';
import { SpecFields } from '../spec-forms/spec-fields.tsx';
import {
  CANARY_SCHEDULES,
  canaryFormErrors,
  canarySpecOf,
  formItemOf,
  canaryFormOf,
  parseLabels,
  withCheckNames,
  type CanaryForm,
} from './canary-model.ts';
import { canaryTypeOf } from './canary-types.ts';

export interface CanaryDraft {
  readonly name: string;
  readonly namespace: string;
  readonly labels: Record<string, string>;
  readonly spec: Record<string, unknown>;
}

type Mode = 'form' | 'code';
const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

function parsedSpec(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = fromYaml(text);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function CanaryEditor({
  initial,
  baseSpec,
  existing,
  readOnly,
  onSave,
  onCancel,
  footer = true,
}: {
  initial: CanaryForm;
  /** The spec being edited (an existing check's, or a new one's starting spec). */
  baseSpec: Record<string, unknown>;
  existing: boolean;
  readOnly: boolean;
  onSave: (draft: CanaryDraft) => Promise<boolean>;
  onCancel: () => void;
  /** False when an agent link replaces the footer. */
  footer?: boolean;
}) {
  const type = canaryTypeOf(initial.type);
  const hasForm = type?.fields !== undefined && formItemOf(baseSpec) !== undefined;
  const [mode, setMode] = useState<Mode>(hasForm ? 'form' : 'code');
  const [form, setForm] = useState(initial);
  const [base, setBase] = useState(baseSpec);
  const [text, setText] = useState(() => toYaml(baseSpec));
  const [problems, setProblems] = useState<readonly SpecProblem[]>([]);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const onProblems = useCallback((p: readonly SpecProblem[]) => setProblems(p), []);

  const errors = canaryFormErrors(form);
  const headErrors = Object.fromEntries(Object.entries(errors).filter(([k]) => k.startsWith('$')));
  const codeSpec = mode === 'code' ? parsedSpec(text) : undefined;
  const invalid =
    mode === 'form'
      ? Object.keys(errors).length > 0
      : Object.keys(headErrors).length > 0 || problems.length > 0 || codeSpec === undefined;
  const shown = tried ? errors : {};
  // A spec that does not parse or breaks its schema is said at once, and keeps Save disabled.
  const codeBroken = mode === 'code' && (problems.length > 0 || codeSpec === undefined);

  const switchTo = (next: Mode) => {
    if (next === mode) return;
    if (next === 'code') {
      setText(toYaml(canarySpecOf(form, base)));
    } else {
      const spec = parsedSpec(text) ?? base;
      setBase(spec);
      setForm({
        ...canaryFormOf({ name: form.name, namespace: form.namespace, labels: null, spec }),
        labels: form.labels,
      });
    }
    setMode(next);
  };

  const save = async () => {
    setTried(true);
    if (invalid) return;
    const labels = parseLabels(form.labels);
    const spec =
      mode === 'form' ? canarySpecOf(form, base) : codeSpec && withCheckNames(codeSpec, form.name.trim());
    if (typeof labels === 'string' || spec === undefined) return;
    setSaving(true);
    const done = await onSave({ name: form.name.trim(), namespace: form.namespace.trim(), labels, spec });
    if (!done) setSaving(false);
  };

  const formAvailable =
    mode === 'form' || (parsedSpec(text) !== undefined && formItemOf(parsedSpec(text)) !== undefined);
  return (
    <form
      className="spec-editor-panel"
      noValidate
      aria-label={`${type?.label ?? 'Custom'} health check`}
      onSubmit={(e) => {
        e.preventDefault();
        if (!readOnly) void save();
      }}
    >
      <p className="spec-editor-panel__type">Type: {type?.label ?? 'Custom'}</p>
      <div className="spec-editor-panel__head">
        <TextField
          label="Name"
          value={form.name}
          onChange={(name) => setForm({ ...form, name })}
          isReadOnly={readOnly || existing}
          isRequired
          isInvalid={shown['$name'] !== undefined}
          errorMessage={shown['$name']}
          autoFocus={!existing && !readOnly}
        />
        <TextField
          label="Namespace"
          value={form.namespace}
          onChange={(namespace) => setForm({ ...form, namespace })}
          isReadOnly={readOnly || existing}
          isRequired
          isInvalid={shown['$namespace'] !== undefined}
          errorMessage={shown['$namespace']}
        />
        <TextField
          label="Labels"
          multiline
          rows={2}
          value={form.labels}
          onChange={(labels) => setForm({ ...form, labels })}
          isReadOnly={readOnly}
          isInvalid={errors['$labels'] !== undefined}
          errorMessage={errors['$labels']}
          description="One key: value per line"
        />
      </div>
      <Tabs selectedKey={mode} onSelectionChange={(key: Key) => switchTo(key === 'form' ? 'form' : 'code')}>
        <TabList aria-label="Edit as">
          {type?.fields !== undefined && (
            <Tab id="form" isDisabled={!formAvailable}>
              Form
            </Tab>
          )}
          <Tab id="code">Code</Tab>
        </TabList>
        {type?.fields !== undefined && (
          <TabPanel id="form">
            <div className="spec-editor-panel">
              <Select
                label="Schedule"
                selectedKey={form.schedule === '' ? null : form.schedule}
                onSelectionChange={(key: Key | null) =>
                  setForm({ ...form, schedule: key === null ? '' : String(key) })
                }
                isDisabled={readOnly}
              >
                {[...new Set([...CANARY_SCHEDULES, ...(form.schedule === '' ? [] : [form.schedule])])].map(
                  (s) => (
                    <SelectItem key={s} id={s}>
                      {s}
                    </SelectItem>
                  ),
                )}
              </Select>
              <SpecFields
                fields={type.fields}
                values={form.values}
                errors={shown}
                onChange={(values) => setForm({ ...form, values })}
                readOnly={readOnly}
              />
            </div>
          </TabPanel>
        )}
        <TabPanel id="code">
          <SpecCode
            value={text}
            onChange={setText}
            schemaName="canary.spec.schema.json"
            readOnly={readOnly}
            onProblems={onProblems}
          />
        </TabPanel>
      </Tabs>
      {footer && (
        <div className="spec-editor-panel__footer">
          <Button onPress={onCancel}>{readOnly ? 'Back' : 'Cancel'}</Button>
          {!readOnly && (
            <Button variant="primary" type="submit" isDisabled={saving || codeBroken || (tried && invalid)}>
              {existing ? 'Update' : 'Save'}
            </Button>
          )}
        </div>
      )}
    </form>
  );
}
