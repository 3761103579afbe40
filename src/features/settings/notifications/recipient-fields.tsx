// Recipients of a notification (spec §4): Person, Team or Others (custom services). Choosing one
// clears the other two (notification-model.ts withRecipient). People and teams come from the
// synced collections, so the choice works offline.
import { Button } from '../../../components/ui/button.tsx';
import { Radio, RadioGroup } from '../../../components/ui/radio-group.tsx';
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useLiveQuery } from '../../../sync/client/hooks.tsx';
import type { CustomService } from '../../../sync/collections/notifications.ts';
import { people } from '../../../sync/collections/people.ts';
import { teams } from '../../../sync/collections/teams.ts';
import type { QueryInput } from '../../../sync/query/query-schema.ts';
import { withRecipient, type NotificationForm, type RecipientKind } from './notification-model.ts';

const BY_NAME: QueryInput = { sort: [{ field: 'name', dir: 'asc' }], limit: 5000 };
// Said while the synced lists are empty (a first sync still under way, or never synced offline).
const EMPTY_PEOPLE = 'No people on this device yet';
const EMPTY_TEAMS = 'No teams on this device yet';
const isKind = (k: unknown): k is RecipientKind => k === 'person' || k === 'team' || k === 'others';

function ServiceRows({
  services,
  error,
  readOnly,
  onChange,
}: {
  services: readonly CustomService[];
  error: string | undefined;
  readOnly: boolean;
  onChange: (services: CustomService[]) => void;
}) {
  const set = (i: number, patch: Partial<CustomService>) =>
    onChange(services.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  return (
    <div className="notif-services">
      {services.map((s, i) => (
        <div key={i} className="notif-services__row">
          <TextField
            label="Service name"
            value={s.name}
            isReadOnly={readOnly}
            onChange={(name) => set(i, { name })}
          />
          <TextField
            label="Connection"
            placeholder="connection://namespace/name"
            value={s.connection}
            isReadOnly={readOnly}
            isRequired
            isInvalid={error !== undefined && s.connection.trim() === ''}
            onChange={(connection) => set(i, { connection })}
          />
          {!readOnly && services.length > 1 && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Remove service ${i + 1}`}
              onPress={() => onChange(services.filter((_, j) => j !== i))}
            >
              Remove
            </Button>
          )}
        </div>
      ))}
      {error !== undefined && (
        <p role="alert" className="notif-field-error">
          {error}
        </p>
      )}
      {!readOnly && (
        <Button size="sm" onPress={() => onChange([...services, { name: '', connection: '' }])}>
          Add service
        </Button>
      )}
    </div>
  );
}

export function RecipientFields({
  form,
  error,
  readOnly,
  onChange,
}: {
  form: NotificationForm;
  error: string | undefined;
  readOnly: boolean;
  onChange: (form: NotificationForm) => void;
}) {
  const personList = useLiveQuery(people, BY_NAME).result?.rows ?? [];
  const teamList = useLiveQuery(teams, BY_NAME).result?.rows ?? [];
  return (
    <div className="notif-recipients">
      <RadioGroup
        label="Recipients"
        orientation="horizontal"
        value={form.recipient}
        isReadOnly={readOnly}
        onChange={(k) => isKind(k) && onChange(withRecipient(form, k))}
      >
        <Radio value="person">Person</Radio>
        <Radio value="team">Team</Radio>
        <Radio value="others">Others</Radio>
      </RadioGroup>
      {form.recipient === 'person' && (
        <Select
          label="Person"
          placeholder={personList.length === 0 ? EMPTY_PEOPLE : 'Select a person'}
          items={personList.filter((p) => p.deleted_at === null || p.id === form.person_id)}
          selectedKey={form.person_id}
          isDisabled={readOnly}
          onSelectionChange={(k) => {
            const p = personList.find((row) => row.id === k);
            onChange({
              ...form,
              person_id: p?.id ?? null,
              person: p === undefined ? null : { id: p.id, name: p.name, avatar: p.avatar },
            });
          }}
        >
          {(p) => (
            <SelectItem id={p.id} textValue={p.name}>
              {p.name}
            </SelectItem>
          )}
        </Select>
      )}
      {form.recipient === 'team' && (
        <Select
          label="Team"
          placeholder={teamList.length === 0 ? EMPTY_TEAMS : 'Select a team'}
          items={teamList.filter((t) => t.deleted_at === null || t.id === form.team_id)}
          selectedKey={form.team_id}
          isDisabled={readOnly}
          onSelectionChange={(k) => {
            const t = teamList.find((row) => row.id === k);
            onChange({
              ...form,
              team_id: t?.id ?? null,
              team: t === undefined ? null : { id: t.id, name: t.name, icon: t.icon },
            });
          }}
        >
          {(t) => (
            <SelectItem id={t.id} textValue={t.name}>
              {t.name}
            </SelectItem>
          )}
        </Select>
      )}
      {form.recipient === 'others' && (
        <ServiceRows
          services={form.custom_services}
          error={error}
          readOnly={readOnly}
          onChange={(custom_services) => onChange({ ...form, custom_services })}
        />
      )}
    </div>
  );
}
