// 'Create New Incident' (spec §4 "Incident creation", §5): title, severity, status and type are
// required; defaults severity Low, status open, type availability. Creates the incident and its
// root hypothesis (status possible) through the outbox, then opens it — online or not.
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useCurrentUser } from '../../../lib/access/use-access.ts';
import {
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
  labelOf,
  NEW_INCIDENT_DEFAULTS,
  SEVERITY_CHOICES,
} from '../model/incident-rules.ts';
import { useCreateIncident, type NewIncident } from './use-create-incident.ts';

const REQUIRED = 'This field is required';

export function CreateIncidentDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated?: (id: string) => void;
}) {
  const [form, setForm] = useState<NewIncident>({ title: '', description: '', ...NEW_INCIDENT_DEFAULTS });
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const create = useCreateIncident();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const missing = (v: string) => submitted && v.trim() === '';

  const submit = async () => {
    setSubmitted(true);
    if (
      [form.title, form.severity, form.status, form.type].some((v) => v.trim() === '') ||
      user === undefined
    )
      return;
    setSaving(true);
    try {
      const id = await create(form);
      onClose();
      if (onCreated) onCreated(id);
      else void navigate({ to: `/incidents/${id}` });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
      setSaving(false);
    }
  };

  return (
    <Modal
      title="Create New Incident"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <>
          <Button isDisabled={saving} onPress={onClose}>
            Cancel
          </Button>
          <Button variant="primary" isDisabled={saving} onPress={() => void submit()}>
            {saving ? 'Creating…' : 'Create'}
          </Button>
        </>
      }
    >
      <form
        className="incidents-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          label="Title"
          value={form.title}
          onChange={(title) => setForm({ ...form, title })}
          isInvalid={missing(form.title)}
          errorMessage={REQUIRED}
          autoFocus
        />
        <TextField
          label="Description"
          multiline
          rows={3}
          value={form.description}
          onChange={(description) => setForm({ ...form, description })}
        />
        <Select
          label="Severity"
          selectedKey={form.severity}
          onSelectionChange={(k) => setForm({ ...form, severity: String(k) })}
          isInvalid={missing(form.severity)}
          errorMessage={REQUIRED}
        >
          {SEVERITY_CHOICES.map((s) => (
            <SelectItem key={s} id={s}>
              {labelOf(s)}
            </SelectItem>
          ))}
        </Select>
        <Select
          label="Type"
          selectedKey={form.type}
          onSelectionChange={(k) => setForm({ ...form, type: String(k) })}
          isInvalid={missing(form.type)}
          errorMessage={REQUIRED}
        >
          {INCIDENT_TYPES.map((s) => (
            <SelectItem key={s} id={s}>
              {labelOf(s)}
            </SelectItem>
          ))}
        </Select>
        <Select
          label="Status"
          selectedKey={form.status}
          onSelectionChange={(k) => setForm({ ...form, status: String(k) })}
          isInvalid={missing(form.status)}
          errorMessage={REQUIRED}
        >
          {INCIDENT_STATUSES.map((s) => (
            <SelectItem key={s} id={s}>
              {labelOf(s)}
            </SelectItem>
          ))}
        </Select>
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
