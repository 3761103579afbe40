// The create and edit dialogs (spec 01-core §2, §3, §4, §5): 'Create new agent' asks the name,
// properties, Kubernetes (with its scrape interval) and telemetry, and Next creates the agent;
// editing (titled with the agent's name) keeps the name read-only, saves the properties and offers
// Delete. Only users who may write on agents reach either (the page checks useCan).
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { AgentRow } from '../../../sync/collections/agents.ts';
import {
  emptyAgentForm,
  nameError,
  propertyLines,
  SCRAPE_INTERVALS,
  type AgentForm,
  type ScrapeInterval,
} from './agent-model.ts';
import { PropertiesField } from './properties-field.tsx';

const isInterval = (v: unknown): v is ScrapeInterval => (SCRAPE_INTERVALS as readonly unknown[]).includes(v);

export function AgentDialog({
  existing,
  onCreate,
  onSave,
  onDelete,
  onClose,
}: {
  /** The agent being edited; undefined to create one. */
  existing: AgentRow | undefined;
  /** Creates the agent; resolves false when it failed (the dialog stays, with the form). */
  onCreate: (form: AgentForm) => Promise<boolean>;
  onSave: (form: AgentForm) => Promise<boolean>;
  onDelete: () => void;
  onClose: () => void;
}) {
  const [form, setForm] = useState<AgentForm>(() =>
    existing === undefined
      ? emptyAgentForm()
      : { ...emptyAgentForm(), name: existing.name, properties: propertyLines(existing.properties) },
  );
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const error = touched ? nameError(form.name) : undefined;

  const submit = async () => {
    setTouched(true);
    if (nameError(form.name) !== undefined) return;
    setBusy(true);
    const ok = existing === undefined ? await onCreate(form) : await onSave(form);
    if (!ok) setBusy(false);
  };

  return (
    <Modal
      title={existing === undefined ? 'Create new agent' : existing.name}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <div className="agents-dialog__footer">
          {existing !== undefined && (
            <Button variant="danger" isDisabled={busy} onPress={onDelete}>
              Delete
            </Button>
          )}
          <Button variant="primary" isDisabled={busy} onPress={() => void submit()}>
            {existing !== undefined ? 'Save' : busy ? 'Saving ...' : 'Next'}
          </Button>
        </div>
      }
    >
      <form
        className="agents-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          label="Name"
          description="e.g. Cluster name, or if running a cluster per region/dc/account it can be the region name"
          value={form.name}
          onChange={(name) => setForm({ ...form, name })}
          onBlur={() => setTouched(true)}
          isReadOnly={existing !== undefined}
          isRequired
          isInvalid={error !== undefined}
          errorMessage={error}
          autoFocus={existing === undefined}
        />
        <PropertiesField
          lines={form.properties}
          onChange={(properties) => setForm({ ...form, properties })}
        />
        {existing === undefined && (
          <>
            <Switch
              isSelected={form.kubernetes.enabled}
              onChange={(enabled) => setForm({ ...form, kubernetes: { ...form.kubernetes, enabled } })}
            >
              Kubernetes
            </Switch>
            <p className="agents-form__hint">
              Scrapes built-in and custom resources into catalog items and a topology (Cluster, Namespace,
              Pod)
            </p>
            {form.kubernetes.enabled && (
              <Select
                label="Scrape Interval"
                description="How often to reconcile all changes, besides the real-time ones from Kubernetes events; higher for larger clusters"
                selectedKey={form.kubernetes.interval}
                onSelectionChange={(key) => {
                  if (isInterval(key))
                    setForm({ ...form, kubernetes: { ...form.kubernetes, interval: key } });
                }}
              >
                {SCRAPE_INTERVALS.map((i) => (
                  <SelectItem key={i} id={i}>
                    {i}
                  </SelectItem>
                ))}
              </Select>
            )}
            <Switch
              isSelected={form.pushTelemetry.enabled}
              onChange={(enabled) => setForm({ ...form, pushTelemetry: { ...form.pushTelemetry, enabled } })}
            >
              Telemetry
            </Switch>
            {form.pushTelemetry.enabled && (
              <TextField
                label="Label"
                description='A unique name for the company and cluster the agent runs in, e.g. "acme-prod"'
                value={form.pushTelemetry.topologyName}
                onChange={(topologyName) =>
                  setForm({ ...form, pushTelemetry: { ...form.pushTelemetry, topologyName } })
                }
              />
            )}
          </>
        )}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
