// The catalogue scraper form (spec 02-areas §2.13 "Catalogue scraper form … Each has Form and
// Code tabs except Custom (code only)", §5 required fields and name fixed once it exists): Name
// and Namespace, then a Form tab (schedule, the type's fields, retention) and a Code tab with the
// spec checked against the scraper schema. Save for a new scraper, Update when editing.
import { useCallback, useState, type Key } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { fromYaml, toYaml } from '../../../lib/yaml.ts';
import { SpecCode, type SpecProblem } from '../spec-forms/spec-code.tsx';
import { SpecFields } from '../spec-forms/spec-fields.tsx';
import { RetentionFields } from './retention-fields.tsx';
import {
  SCRAPER_SCHEDULES,
  scraperFormErrors,
  scraperFormOf,
  scraperItemOf,
  scraperSpecOf,
  type ScraperForm,
} from './scraper-model.ts';
import { scraperTypeOf } from './scraper-types.ts';

export interface ScraperDraft {
  readonly name: string;
  readonly namespace: string | null;
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

const prefixed = (errors: Record<string, string>, prefix: string) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(prefix))
      .map(([k, v]) => [k.slice(prefix.length), v]),
  );

export function ScraperEditor({
  initial,
  baseSpec,
  existing,
  readOnly,
  onSave,
  onCancel,
  footer = true,
}: {
  initial: ScraperForm;
  baseSpec: Record<string, unknown>;
  existing: boolean;
  readOnly: boolean;
  onSave: (draft: ScraperDraft) => Promise<boolean>;
  onCancel: () => void;
  footer?: boolean;
}) {
  const type = scraperTypeOf(initial.type);
  const fields = type?.fields;
  const hasForm = fields !== undefined && (!existing || scraperItemOf(baseSpec) !== undefined);
  const [mode, setMode] = useState<Mode>(hasForm ? 'form' : 'code');
  const [form, setForm] = useState(initial);
  const [base, setBase] = useState(baseSpec);
  const [text, setText] = useState(() => toYaml(existing ? baseSpec : scraperSpecOf(initial, baseSpec)));
  const [problems, setProblems] = useState<readonly SpecProblem[]>([]);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const onProblems = useCallback((p: readonly SpecProblem[]) => setProblems(p), []);

  const errors = scraperFormErrors(form);
  const codeSpec = mode === 'code' ? parsedSpec(text) : undefined;
  const invalid =
    mode === 'form'
      ? Object.keys(errors).length > 0
      : errors['$name'] !== undefined || problems.length > 0 || codeSpec === undefined;
  const shown = tried ? errors : {};
  // A spec that does not parse or breaks its schema is said at once, and keeps Save disabled.
  const codeBroken = mode === 'code' && (problems.length > 0 || codeSpec === undefined);
  const textSpec = mode === 'code' ? codeSpec : undefined;
  const formAvailable = mode === 'form' || (textSpec !== undefined && scraperItemOf(textSpec) !== undefined);

  const switchTo = (next: Mode) => {
    if (next === mode) return;
    if (next === 'code') setText(toYaml(scraperSpecOf(form, base)));
    else {
      const spec = parsedSpec(text) ?? base;
      setBase(spec);
      setForm({ ...scraperFormOf({ name: form.name, namespace: form.namespace, spec }) });
    }
    setMode(next);
  };

  const save = async () => {
    setTried(true);
    if (invalid) return;
    const spec = mode === 'form' ? scraperSpecOf(form, base) : codeSpec;
    if (spec === undefined) return;
    setSaving(true);
    const namespace = form.namespace.trim() === '' ? null : form.namespace.trim();
    if (!(await onSave({ name: form.name.trim(), namespace, spec }))) setSaving(false);
  };

  return (
    <form
      className="spec-editor-panel"
      noValidate
      aria-label={`${type?.label ?? 'Custom'} catalog scraper`}
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
        />
      </div>
      <Tabs selectedKey={mode} onSelectionChange={(key: Key) => switchTo(key === 'form' ? 'form' : 'code')}>
        <TabList aria-label="Edit as">
          {fields !== undefined && (
            <Tab id="form" isDisabled={!formAvailable}>
              Form
            </Tab>
          )}
          <Tab id="code">Code</Tab>
        </TabList>
        {fields !== undefined && (
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
                {[...new Set([...SCRAPER_SCHEDULES, ...(form.schedule === '' ? [] : [form.schedule])])].map(
                  (s) => (
                    <SelectItem key={s} id={s}>
                      {s}
                    </SelectItem>
                  ),
                )}
              </Select>
              <SpecFields
                fields={fields}
                values={form.values}
                errors={shown}
                onChange={(values) => setForm({ ...form, values })}
                readOnly={readOnly}
              />
              <RetentionFields
                value={form.retention}
                errors={prefixed(shown, 'retention.')}
                readOnly={readOnly}
                onChange={(retention) => setForm({ ...form, retention })}
              />
            </div>
          </TabPanel>
        )}
        <TabPanel id="code">
          <SpecCode
            value={text}
            onChange={setText}
            schemaName="scrape_config.spec.schema.json"
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
