// The Create and Edit Notification forms' model (spec 02-areas §3 "Notification", §4 recipients
// and read-only sources, §5 validation, §9 events): what the form holds, its errors, the
// recipient switch that clears the other two, and the writes it becomes.
import type { CustomService, NotificationRow } from '../../../sync/collections/notifications.ts';

/** Spec §9: the events a notification may listen to. */
export const NOTIFICATION_EVENTS = [
  'check.failed',
  'check.passed',
  'component.healthy',
  'component.unhealthy',
  'component.unknown',
  'component.warning',
  'config.created',
  'config.deleted',
  'config.healthy',
  'config.unhealthy',
  'config.unknown',
  'config.updated',
  'config.warning',
  'playbook.approval.inserted',
  'playbook.spec.approval.updated',
] as const;

export const REQUIRED = 'This field is required';
export const UPDATED = 'Notification updated successfully';
export const CREATED = 'Notification created successfully';

export type RecipientKind = 'person' | 'team' | 'others';

export interface NotificationForm {
  name: string;
  title: string;
  events: readonly string[];
  filter: string;
  template: string;
  recipient: RecipientKind;
  person_id: string | null;
  team_id: string | null;
  custom_services: readonly CustomService[];
  /** The chosen person's and team's names, for the optimistic row (not sent). */
  person: NotificationRow['person'];
  team: NotificationRow['team'];
}

export type FormErrors = Partial<Record<'name' | 'events' | 'custom_services', string>>;

const kindOf = (row: NotificationRow): RecipientKind =>
  row.team_id !== null ? 'team' : (row.custom_services?.length ?? 0) > 0 ? 'others' : 'person';

export function formOf(row: NotificationRow | undefined): NotificationForm {
  if (row === undefined)
    return {
      name: '',
      title: '',
      events: [],
      filter: '',
      template: '',
      recipient: 'person',
      person_id: null,
      team_id: null,
      custom_services: [],
      person: null,
      team: null,
    };
  return {
    name: row.name,
    title: row.title ?? '',
    events: row.events,
    filter: row.filter ?? '',
    template: row.template ?? '',
    recipient: kindOf(row),
    person_id: row.person_id,
    team_id: row.team_id,
    custom_services: row.custom_services ?? [],
    person: row.person ?? null,
    team: row.team ?? null,
  };
}

/** Spec §4: choosing Person, Team or Others clears the other two recipient fields. */
export function withRecipient(form: NotificationForm, recipient: RecipientKind): NotificationForm {
  if (recipient === form.recipient) return form;
  return {
    ...form,
    recipient,
    person_id: null,
    team_id: null,
    person: null,
    team: null,
    custom_services: recipient === 'others' ? [{ name: '', connection: '' }] : [],
  };
}

/** Spec §5: events are required (a new rule needs its name too; each service its connection). */
export function formErrors(form: NotificationForm, isNew: boolean): FormErrors {
  const errors: FormErrors = {};
  if (isNew && form.name.trim() === '') errors.name = REQUIRED;
  if (form.events.length === 0) errors.events = REQUIRED;
  if (form.recipient === 'others' && form.custom_services.some((s) => s.connection.trim() === ''))
    errors.custom_services = REQUIRED;
  return errors;
}

/** Spec §4: a notification whose source is not UI is read-only (no source: made here). */
export function isReadOnlySource(row: NotificationRow | undefined): boolean {
  return row !== undefined && row.source !== null && row.source !== '' && row.source !== 'UI';
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

/** The fields both writes send: the recipient fields always, null when unset (spec §7.6). */
export function editedFields(form: NotificationForm) {
  const services = form.custom_services
    .filter((s) => s.connection.trim() !== '')
    .map((s) => ({ ...s, name: s.name.trim(), connection: s.connection.trim() }));
  return {
    title: orNull(form.title),
    events: [...form.events],
    filter: orNull(form.filter),
    template: orNull(form.template),
    person_id: form.recipient === 'person' ? form.person_id : null,
    team_id: form.recipient === 'team' ? form.team_id : null,
    custom_services: form.recipient === 'others' && services.length > 0 ? services : null,
  };
}

/** What an edit changed and what a discard puts back (the recipient fields are always sent). */
export function editOf(form: NotificationForm, row: NotificationRow) {
  const next = editedFields(form);
  const before = editedFields(formOf(row));
  return { patch: next, previous: before };
}
