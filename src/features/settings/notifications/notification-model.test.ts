import { describe, expect, it } from 'vitest';
import type { NotificationRow } from '../../../sync/collections/notifications.ts';
import {
  editOf,
  formErrors,
  formOf,
  isReadOnlySource,
  NOTIFICATION_EVENTS,
  REQUIRED,
  withRecipient,
  type NotificationForm,
} from './notification-model.ts';

const TEAM = '00000000-0000-4000-8000-00000000000a';
const PERSON = '00000000-0000-4000-8000-00000000000b';

const row: NotificationRow = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'check-failures',
  namespace: 'default',
  title: 'Check failed',
  events: ['check.failed'],
  filter: null,
  template: null,
  person_id: null,
  team_id: TEAM,
  custom_services: null,
  properties: null,
  source: 'UI',
  repeat_interval: null,
  error: null,
  created_by: null,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  deleted_at: null,
  team: { id: TEAM, name: 'SRE', icon: null },
};

const valid = (patch: Partial<NotificationForm> = {}): NotificationForm => ({
  ...formOf(undefined),
  name: 'disk-alerts',
  events: ['config.unhealthy'],
  ...patch,
});

describe('notification form validation (spec §5)', () => {
  it('requires at least one event', () => {
    expect(formErrors(valid(), true)).toEqual({});
    expect(formErrors(valid({ events: [] }), true)).toEqual({ events: REQUIRED });
    expect(formErrors(valid({ events: [] }), false)).toEqual({ events: REQUIRED });
  });

  it('requires a name for a new rule only (an existing one keeps its name)', () => {
    expect(formErrors(valid({ name: '  ' }), true)).toEqual({ name: REQUIRED });
    expect(formErrors(valid({ name: '' }), false)).toEqual({});
  });

  it('requires a connection for every custom service when the recipients are Others', () => {
    const others = withRecipient(valid(), 'others');
    expect(formErrors(others, true)).toEqual({ custom_services: REQUIRED });
    const filled = {
      ...others,
      custom_services: [{ name: 'slack', connection: 'connection://default/slack' }],
    };
    expect(formErrors(filled, true)).toEqual({});
  });

  it('offers exactly the spec’s events', () => {
    expect(NOTIFICATION_EVENTS).toHaveLength(15);
    expect(NOTIFICATION_EVENTS).toContain('playbook.spec.approval.updated');
  });
});

describe('recipients (spec §4)', () => {
  it('choosing Person, Team or Others clears the other two', () => {
    const team = { ...valid(), recipient: 'team' as const, team_id: TEAM, team: row.team ?? null };
    const person = withRecipient(team, 'person');
    expect(person).toMatchObject({ recipient: 'person', team_id: null, team: null, custom_services: [] });
    const others = withRecipient({ ...person, person_id: PERSON }, 'others');
    expect(others).toMatchObject({ recipient: 'others', person_id: null, team_id: null });
    expect(withRecipient(others, 'team')).toMatchObject({ person_id: null, custom_services: [] });
  });

  it('an edit sends the three recipient fields, null when unset, and keeps what a discard puts back', () => {
    const form = { ...withRecipient(formOf(row), 'person'), person_id: PERSON };
    const { patch, previous } = editOf(form, row);
    expect(patch).toMatchObject({ person_id: PERSON, team_id: null, custom_services: null });
    expect(previous).toMatchObject({ person_id: null, team_id: TEAM, custom_services: null });
  });

  it('opens a rule on the recipient it has', () => {
    expect(formOf(row).recipient).toBe('team');
    const services = [{ name: 'slack', connection: 'connection://default/slack' }];
    expect(formOf({ ...row, team_id: null, custom_services: services }).recipient).toBe('others');
  });
});

describe('source (spec §4)', () => {
  it('is read-only unless made in the UI', () => {
    expect(isReadOnlySource(row)).toBe(false);
    expect(isReadOnlySource({ ...row, source: null })).toBe(false);
    expect(isReadOnlySource({ ...row, source: 'KubernetesCRD' })).toBe(true);
    expect(isReadOnlySource(undefined)).toBe(false);
  });
});
