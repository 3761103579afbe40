import { describe, expect, it } from 'vitest';
import type { TransportResponse } from '../outbox/classify.ts';
import { notifications, type NotificationRow } from '../collections/notifications.ts';
import { memoryLocal } from './memory-local.ts';
import { allMutators } from './index.ts';
import { createNotification, updateNotification } from './notifications.ts';

const ME = '00000000-0000-4000-8000-000000000001';
const ID = '00000000-0000-4000-8000-000000000002';
const TEAM = '00000000-0000-4000-8000-000000000003';
const T0 = '2026-11-22T04:00:00.000Z';
const T1 = '2026-11-22T05:00:00.000Z';
const fields = {
  title: 'Disk full',
  events: ['config.unhealthy'],
  filter: null,
  template: '**{{.config.name}}**',
  person_id: null,
  team_id: TEAM,
  custom_services: null,
};
const createArgs = {
  id: ID,
  name: 'disk',
  namespace: 'default',
  ...fields,
  created_by: ME,
  created_at: T0,
  team: { id: TEAM, name: 'SRE', icon: null },
};

describe('notification mutators', () => {
  it('are registered under their stored names', () => {
    expect(allMutators.map((m) => m.name)).toEqual(
      expect.arrayContaining(['notifications.create', 'notifications.update']),
    );
  });

  it('refuse a rule without events (spec §5)', () => {
    expect(createNotification.args.safeParse({ ...createArgs, events: [] }).success).toBe(false);
  });

  it('create: POSTs the fields with created_by and source UI (not the shown team), shows the row as pending, discard removes it', () => {
    const request = createNotification.toRequest(createNotification.args.parse(createArgs));
    expect(request).toMatchObject({ method: 'POST', path: '/db/notifications' });
    expect(request.body).toEqual({
      id: ID,
      name: 'disk',
      namespace: 'default',
      ...fields,
      created_by: ME,
      created_at: T0,
      source: 'UI',
    });
    const local = memoryLocal<NotificationRow>();
    createNotification.apply(local, createNotification.args.parse(createArgs));
    expect(local.row(ID)).toMatchObject({
      title: 'Disk full',
      team: { name: 'SRE' },
      local_pending: { fields: ['*'] },
    });
    createNotification.revert?.(local, createNotification.args.parse(createArgs));
    expect(local.row(ID)).toBeUndefined();
  });

  it('update: PATCHes the edit by id with the recipients null when unset; discard puts the old values back', () => {
    const local = memoryLocal<NotificationRow>();
    const server = notifications.schema.parse({
      id: ID,
      name: 'disk',
      namespace: 'default',
      ...fields,
      properties: null,
      source: 'UI',
      repeat_interval: null,
      error: null,
      created_by: ME,
      created_at: T0,
      updated_at: T0,
      deleted_at: null,
    });
    local.upsert(notifications, [server]);
    const args = updateNotification.args.parse({
      id: ID,
      patch: { events: ['config.deleted'], person_id: ME, team_id: null, custom_services: null },
      previous: { events: ['config.unhealthy'], person_id: null, team_id: TEAM, custom_services: null },
      base_updated_at: T0,
    });
    expect(updateNotification.toRequest(args)).toMatchObject({
      method: 'PATCH',
      path: '/db/notifications',
      query: { id: `eq.${ID}` },
      body: { events: ['config.deleted'], person_id: ME, team_id: null, custom_services: null },
    });
    updateNotification.apply(local, args);
    expect(local.row(ID)).toMatchObject({ events: ['config.deleted'], person_id: ME, team_id: null });
    expect(local.row(ID)?.local_pending?.fields).toEqual(
      expect.arrayContaining(['events', 'person_id', 'team_id']),
    );
    updateNotification.revert?.(local, args);
    expect(local.row(ID)).toEqual(server);
  });

  describe('last write wins, with a notice (issue #24, as incident edits)', () => {
    const edit = () =>
      updateNotification.args.parse({
        id: ID,
        patch: { title: 'Mine', person_id: null, team_id: TEAM, custom_services: null },
        previous: { title: 'Disk full', person_id: null, team_id: TEAM, custom_services: null },
        base_updated_at: T0,
        label: 'Disk full',
      });
    const serverRow = (patch: Record<string, unknown>) => ({
      id: ID,
      name: 'disk',
      namespace: 'default',
      ...fields,
      properties: null,
      source: 'UI',
      repeat_interval: null,
      error: null,
      created_by: ME,
      created_at: T0,
      updated_at: T1,
      deleted_at: null,
      ...patch,
    });
    const reading = (rows: unknown[]) => (): Promise<TransportResponse> =>
      Promise.resolve({ status: 200, body: rows });
    const refused = { status: 406, message: 'no row', code: 'PGRST116' };

    it('asks the PATCH to match only the version the user edited', () => {
      expect(updateNotification.toRequest(edit()).query).toMatchObject({ updated_at: `eq.${T0}` });
    });

    it('resends over a newer version, remembering when it was saved, and leaves a notice once delivered', async () => {
      const recovery = await updateNotification.recover?.(
        edit(),
        refused,
        reading([serverRow({ title: 'Theirs' })]),
      );
      expect(recovery?.kind).toBe('resend');
      const resent = updateNotification.args.parse(recovery?.kind === 'resend' ? recovery.args : undefined);
      expect(updateNotification.toRequest(resent).query).toMatchObject({ updated_at: `eq.${T1}` });
      expect(updateNotification.notice?.(resent)).toEqual({
        notification: ID,
        label: 'Disk full',
        changed_at: T1,
      });
      expect(updateNotification.notice?.(edit())).toBeUndefined();
    });

    it('is delivered when the server already holds the edit (a lost answer), and fails when the rule is gone', async () => {
      const held = await updateNotification.recover?.(
        edit(),
        refused,
        reading([serverRow({ title: 'Mine' })]),
      );
      expect(held?.kind).toBe('delivered');
      const gone = await updateNotification.recover?.(edit(), refused, reading([]));
      expect(gone).toEqual({ kind: 'fail', message: 'The notification no longer exists on the server' });
    });
  });
});
