// Link to incident (spec §4 "Link-to-incident flow", §5, §8) from a config, a check or a
// component: pick an incident (or create one) and a hypothesis (or create one), then the evidence
// is attached. The incident is found by searching the synced incidents as you type (title or
// INC id; arrow keys and Enter choose), so it works offline; writes go through the outbox in order.
import { useState } from 'react';
import { hypothesisName } from '../model/changelog.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ComboBox } from '../../../components/ui/combo-box.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useCan, useCurrentUser, useFeatureEnabled } from '../../../lib/access/use-access.ts';
import { useRegisterCommands } from '../../../lib/commands/commands-context.tsx';
import { useLiveQuery, useMutate } from '../../../sync/client/hooks.tsx';
import { hypotheses } from '../../../sync/collections/hypotheses.ts';
import { createEvidence } from '../../../sync/mutators/evidences.ts';
import { createHypothesis } from '../../../sync/mutators/hypotheses.ts';
import { INCIDENT_TYPES, labelOf, NEW_HYPOTHESIS_STATUS, SEVERITY_CHOICES } from '../model/incident-rules.ts';
import { ofIncidentQuery } from '../model/queries.ts';
import { useCreateIncident, type FirstEvidence } from '../list/use-create-incident.ts';
import { incidentText, useIncidentSearch } from './use-incident-search.ts';

const NEW = '__new__';
const CREATE_TEXT = 'Create new incident';

export interface LinkToIncidentProps {
  /** The evidence to attach: e.g. `{ type: 'config', config_id, description, evidence: { lines, selected_lines } }`. */
  evidence: FirstEvidence;
  onClose: () => void;
  /** Called with true once linked (false when attaching failed). */
  onLinked?: (ok: boolean) => void;
}

export function LinkToIncidentDialog({ evidence, onClose, onLinked }: LinkToIncidentProps) {
  const mutate = useMutate();
  const user = useCurrentUser();
  const createIncident = useCreateIncident();
  const [incidentId, setIncidentId] = useState<string | null>(null);
  const [hypothesisId, setHypothesisId] = useState<string | null>(null);
  const [newTitle, setNewTitle] = useState('');
  const [severity, setSeverity] = useState<string | null>(null);
  const [type, setType] = useState<string | null>(null);
  const [newHypothesis, setNewHypothesis] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [linking, setLinking] = useState(false);
  const [search, setSearch] = useState('');
  const found = useIncidentSearch(search, incidentId);
  const hs =
    useLiveQuery(hypotheses, ofIncidentQuery(incidentId === NEW ? null : incidentId, 500)).result?.rows ?? [];
  const creating = incidentId === NEW;

  const submit = async () => {
    const e: Record<string, string> = {};
    if (incidentId === null || (creating && newTitle.trim() === ''))
      e['incident'] = 'Must select or create an incident';
    if (creating && severity === null) e['severity'] = 'Please select incident severity';
    if (creating && type === null) e['type'] = 'Please select an incident type';
    if (!creating && incidentId !== null && hypothesisId === null)
      e['hypothesis'] = 'Must select or create a hypothesis';
    if (!creating && hypothesisId === NEW && newHypothesis.trim() === '')
      e['hypothesis'] = 'Must select or create a hypothesis';
    setErrors(e);
    if (Object.keys(e).length > 0 || user === undefined || incidentId === null) return;
    setLinking(true);
    try {
      if (creating) {
        await createIncident(
          {
            title: newTitle.trim(),
            description: '',
            severity: severity ?? 'low',
            type: type ?? 'availability',
            status: 'open',
          },
          { hypothesisTitle: newHypothesis.trim() === '' ? newTitle.trim() : newHypothesis.trim(), evidence },
        );
      } else {
        let target = hypothesisId ?? '';
        const now = new Date().toISOString();
        if (hypothesisId === NEW) {
          target = crypto.randomUUID();
          const root = hs.find((h) => h.type === 'root');
          await mutate(createHypothesis, {
            id: target,
            incident_id: incidentId,
            parent_id: root?.id ?? null,
            type: root ? 'factor' : 'root',
            title: newHypothesis.trim(),
            status: NEW_HYPOTHESIS_STATUS,
            created_by: user.id,
            created_at: now,
          });
        }
        await mutate(createEvidence, {
          id: crypto.randomUUID(),
          hypothesis_id: target,
          incident_id: incidentId,
          created_by: user.id,
          created_at: now,
          ...evidence,
        });
      }
      toast.success('Linked to incident successfully');
      onLinked?.(true);
      onClose();
    } catch (error) {
      // spec §8: logged, the dialog stays 'Linking..'
      console.error('Link to incident failed', error);
      onLinked?.(false);
    }
  };

  return (
    <Modal
      title="Link to Incident"
      isOpen
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      footer={
        <Button variant="primary" isDisabled={linking} onPress={() => void submit()}>
          {linking ? 'Linking..' : 'Link'}
        </Button>
      }
    >
      <div className="incidents-form">
        <ComboBox
          label="Incident"
          placeholder="Search for incident"
          description={
            found.error !== undefined
              ? `The incidents could not be searched: ${found.error}`
              : found.loading
                ? 'Loading incidents…'
                : found.total === 0
                  ? 'There are no incidents matching this criteria'
                  : `${found.total} open incident${found.total === 1 ? '' : 's'} match; or create a new one`
          }
          // The local query filters; 'Create new incident' stays offered whatever is typed.
          defaultFilter={() => true}
          menuTrigger="focus"
          inputValue={search}
          onInputChange={setSearch}
          selectedKey={incidentId}
          onSelectionChange={(k) => {
            const id = k === null ? null : String(k);
            setIncidentId(id);
            setHypothesisId(null);
            // Show what was chosen (with a controlled input the combobox leaves the typed text).
            const row = found.rows.find((r) => r.id === id);
            if (id === NEW) setSearch(CREATE_TEXT);
            else if (row !== undefined) setSearch(incidentText(row));
          }}
          isInvalid={errors['incident'] !== undefined}
          errorMessage={errors['incident']}
        >
          {[
            <SelectItem key={NEW} id={NEW} textValue={CREATE_TEXT}>
              {CREATE_TEXT}
            </SelectItem>,
            ...found.rows.map((i) => (
              <SelectItem key={i.id} id={i.id} textValue={incidentText(i)}>
                {`${incidentText(i)} · ${labelOf(i.status)} · ${labelOf(i.severity)}`}
              </SelectItem>
            )),
          ]}
        </ComboBox>
        {creating && (
          <>
            <TextField
              label="Incident title"
              value={newTitle}
              onChange={setNewTitle}
              isInvalid={errors['incident'] !== undefined}
              errorMessage={errors['incident']}
            />
            <Select
              label="Severity"
              selectedKey={severity}
              onSelectionChange={(k) => setSeverity(String(k))}
              isInvalid={errors['severity'] !== undefined}
              errorMessage={errors['severity']}
            >
              {SEVERITY_CHOICES.map((s) => (
                <SelectItem key={s} id={s}>
                  {labelOf(s)}
                </SelectItem>
              ))}
            </Select>
            <Select
              label="Type"
              selectedKey={type}
              onSelectionChange={(k) => setType(String(k))}
              isInvalid={errors['type'] !== undefined}
              errorMessage={errors['type']}
            >
              {INCIDENT_TYPES.map((s) => (
                <SelectItem key={s} id={s}>
                  {labelOf(s)}
                </SelectItem>
              ))}
            </Select>
            <TextField label="Hypothesis (optional)" value={newHypothesis} onChange={setNewHypothesis} />
          </>
        )}
        {!creating && incidentId !== null && (
          <>
            <Select
              label="Hypothesis"
              selectedKey={hypothesisId}
              onSelectionChange={(k) => setHypothesisId(String(k))}
              placeholder="Select a hypothesis"
              isInvalid={errors['hypothesis'] !== undefined}
              errorMessage={errors['hypothesis']}
            >
              {[
                <SelectItem key={NEW} id={NEW}>
                  Create new hypothesis
                </SelectItem>,
                ...hs.map((h) => (
                  <SelectItem key={h.id} id={h.id} textValue={hypothesisName(h)}>
                    {hypothesisName(h)}
                  </SelectItem>
                )),
              ]}
            </Select>
            {hypothesisId === NEW && (
              <TextField label="Hypothesis title" value={newHypothesis} onChange={setNewHypothesis} />
            )}
          </>
        )}
      </div>
    </Modal>
  );
}

/**
 * The 'Link to Incident' button and its dialog, for route files to pass into the catalogue,
 * health and topology screens (features never import each other): e.g. in src/app/routes,
 * `<ConfigItemPage linkToIncident={(evidence) => <LinkToIncident evidence={evidence} />} />`.
 * Renders nothing when the incidents feature is disabled.
 */
export function LinkToIncident({
  evidence,
  label = 'Link to Incident',
}: {
  evidence: FirstEvidence;
  label?: string;
}) {
  const enabled = useFeatureEnabled('incidents');
  // Linking adds evidence (and may create the incident): not offered to who may not write it.
  const mayLink = useCan('evidences', 'write');
  const [open, setOpen] = useState(false);
  // The same action for the item in view, in the command palette (src/lib/commands).
  useRegisterCommands(
    enabled && mayLink
      ? [
          {
            id: 'incident.link',
            title: label,
            icon: 'incidents',
            group: 'incident',
            permission: { resource: 'evidences', action: 'write' },
            keywords: ['evidence', 'attach'],
            run: () => setOpen(true),
          },
        ]
      : [],
    [enabled, mayLink, label],
  );
  if (!enabled || !mayLink) return null;
  return (
    <>
      <Button onPress={() => setOpen(true)}>{label}</Button>
      {open && <LinkToIncidentDialog evidence={evidence} onClose={() => setOpen(false)} />}
    </>
  );
}
