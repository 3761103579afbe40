// Responder dialogs (spec §2.10): Select Responder (team or person) → for a team, Responder Type →
// 'Save Team Responder' with the type's form. Back is allowed; a person goes straight to Add.
// Jira and Planner dropdowns search the ticket systems' synced config items (ticket-lookup-field).
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { Radio, RadioGroup } from '../../../components/ui/radio-group.tsx';
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useCurrentUser } from '../../../lib/access/use-access.ts';
import { useLiveQuery, useMutate } from '../../../sync/client/hooks.tsx';
import type { IncidentRow } from '../../../sync/collections/incidents.ts';
import { people } from '../../../sync/collections/people.ts';
import { teams, type TeamRow } from '../../../sync/collections/teams.ts';
import { createResponder } from '../../../sync/mutators/responders.ts';
import { labelOf } from '../model/incident-rules.ts';
import { PEOPLE_BY_NAME, TEAMS_BY_NAME } from '../model/queries.ts';
import {
  changeField,
  clientDefaults,
  FIELD_LABELS,
  fieldEnabled,
  INVALID,
  missingFields,
  RESPONDER_FIELDS,
  teamResponderTypes,
  ticketChoices,
} from '../model/responder-types.ts';
import { lookupOf, valueSourceOf } from '../model/ticket-lookups.ts';
import { TicketLookupField, TicketValuesField } from './ticket-lookup-field.tsx';

type Step = 'select' | 'type' | 'form';

export function AddResponderDialog({ incident, onClose }: { incident: IncidentRow; onClose: () => void }) {
  const mutate = useMutate();
  const user = useCurrentUser();
  const [kind, setKind] = useState<'team' | 'person'>('team');
  const [step, setStep] = useState<Step>('select');
  const [teamId, setTeamId] = useState<string | null>(null);
  const [personId, setPersonId] = useState<string | null>(null);
  const [type, setType] = useState<string | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  // Soft-deleted teams and people are not offered (deleted_at is not an engine field of theirs).
  const teamRows = (useLiveQuery(teams, TEAMS_BY_NAME).result?.rows ?? []).filter(
    (t) => t.deleted_at === null,
  );
  const personRows = (useLiveQuery(people, PEOPLE_BY_NAME).result?.rows ?? []).filter(
    (p) => p.deleted_at === null,
  );
  const team: TeamRow | undefined = teamRows.find((t) => t.id === teamId);

  const save = async () => {
    if (user === undefined) return;
    const person = personRows.find((p) => p.id === personId);
    if (kind === 'team') {
      setSubmitted(true);
      if (type === null || team === undefined || missingFields(type, values).length > 0) return;
    } else if (person === undefined) return;
    const properties: Record<string, unknown> =
      kind === 'person'
        ? { responderType: 'person', person: person?.id }
        : { responderType: type, ...values };
    try {
      await mutate(createResponder, {
        id: crypto.randomUUID(),
        incident_id: incident.id,
        type: kind === 'person' ? 'person' : 'system',
        person_id: kind === 'person' ? (person?.id ?? null) : null,
        team_id: kind === 'team' ? (team?.id ?? null) : null,
        properties,
        created_by: user.id,
        created_at: new Date().toISOString(),
        team: team ? { id: team.id, name: team.name, icon: team.icon, spec: team.spec } : null,
        person: person ? { id: person.id, name: person.name, avatar: person.avatar } : null,
        label: incident.incident_id ?? incident.title,
      });
      toast.success('Responder added successfully');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
    onClose();
  };

  const title =
    step === 'select' ? 'Select Responder' : step === 'type' ? 'Responder Type' : 'Save Team Responder';
  const footer = (
    <>
      {step !== 'select' && (
        <Button onPress={() => setStep(step === 'form' ? 'type' : 'select')}>Back</Button>
      )}
      {step === 'select' && kind === 'team' && (
        <Button variant="primary" isDisabled={teamId === null} onPress={() => setStep('type')}>
          Next
        </Button>
      )}
      {step === 'select' && kind === 'person' && (
        <Button variant="primary" isDisabled={personId === null} onPress={() => void save()}>
          Add
        </Button>
      )}
      {step === 'type' && (
        <Button variant="primary" isDisabled={type === null} onPress={() => setStep('form')}>
          Next
        </Button>
      )}
      {step === 'form' && (
        <Button variant="primary" onPress={() => void save()}>
          Save
        </Button>
      )}
    </>
  );

  return (
    <Modal
      title={title}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={footer}
    >
      {step === 'select' && (
        <div className="incidents-form">
          <RadioGroup
            aria-label="Responder kind"
            orientation="horizontal"
            value={kind}
            onChange={(v) => setKind(v === 'person' ? 'person' : 'team')}
          >
            {(['team', 'person'] as const).map((k) => (
              <Radio key={k} value={k}>
                {labelOf(k)}
              </Radio>
            ))}
          </RadioGroup>
          {kind === 'team' ? (
            <Select
              label="Team"
              selectedKey={teamId}
              onSelectionChange={(k) => setTeamId(String(k))}
              placeholder="Select a team"
            >
              {teamRows.map((t) => (
                <SelectItem key={t.id} id={t.id}>
                  {t.name}
                </SelectItem>
              ))}
            </Select>
          ) : (
            <Select
              label="Person"
              selectedKey={personId}
              onSelectionChange={(k) => setPersonId(String(k))}
              placeholder="Select a person"
            >
              {personRows.map((p) => (
                <SelectItem key={p.id} id={p.id}>
                  {p.name}
                </SelectItem>
              ))}
            </Select>
          )}
        </div>
      )}
      {step === 'type' && (
        <RadioGroup
          aria-label="Responder type"
          className="incidents-type-list"
          value={type}
          onChange={(t) => {
            setType(t);
            setValues(clientDefaults(team?.spec, t));
            setSubmitted(false);
          }}
        >
          {teamResponderTypes(team?.spec).map((t) => (
            <Radio key={t} value={t}>
              {labelOf(t)}
            </Radio>
          ))}
        </RadioGroup>
      )}
      {step === 'form' && type !== null && (
        <div className="incidents-form">
          {(RESPONDER_FIELDS[type] ?? []).map((field) => {
            const choices = ticketChoices(type, field, clientDefaults(team?.spec, type));
            const lookup = lookupOf(type, field);
            const common = {
              label: FIELD_LABELS[field] ?? field,
              value: values[field] ?? '',
              isDisabled: !fieldEnabled(type, field, values),
              isInvalid: submitted && (values[field] ?? '').trim() === '',
            };
            const onChange = (v: string) => setValues(changeField(type, values, field, v));
            if (lookup !== null)
              return (
                <TicketLookupField
                  key={field}
                  spec={lookup}
                  values={values}
                  extra={choices ?? []}
                  onChange={onChange}
                  {...common}
                />
              );
            if (choices !== null)
              return (
                <TicketValuesField
                  key={field}
                  source={valueSourceOf(type, field)}
                  values={values}
                  extra={choices}
                  onChange={onChange}
                  {...common}
                />
              );
            return (
              <TextField
                key={field}
                label={common.label}
                value={common.value}
                isDisabled={common.isDisabled}
                multiline={field === 'body' || field === 'description'}
                onChange={onChange}
                isInvalid={common.isInvalid}
                errorMessage={INVALID}
              />
            );
          })}
        </div>
      )}
    </Modal>
  );
}
