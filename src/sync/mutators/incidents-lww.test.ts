// Incident field edits are last-write-wins through the real outbox, and leave a notice naming
// the newer server value they replaced (issue #7).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMemoryStoreProvider } from '../../db/memory-store.ts';
import type { SyncedCollection } from '../registry/synced-collection.ts';
import { incidentRowSchema, incidents, type IncidentRow } from '../collections/incidents.ts';
import { createMutatorRegistry } from '../outbox/mutator.ts';
import { Outbox } from '../outbox/outbox.ts';
import type { OutboxRequest } from '../outbox/outbox-options.ts';
import type { LocalData } from './local-data.ts';
import {
  MAX_CONDITIONAL_ROUNDS,
  SINGLE_OBJECT,
  incidentEditNotice,
  recoverIncidentEdit,
} from './incident-edit.ts';
import { updateIncident } from './incidents.ts';

const INC = '00000000-0000-4000-8000-0000000000a1';
const T0 = '2026-11-22T04:00:00.000Z';
const T1 = '2026-11-22T05:00:00.000Z';
const row: IncidentRow = {
  id: INC,
  incident_id: 'INC0000001',
  title: 'db down',
  description: '',
  severity: 'low',
  type: 'availability',
  status: 'open',
  created_by: INC,
  commander_id: null,
  communicator_id: null,
  created_at: T0,
  updated_at: T0,
};
const edit = updateIncident.args.parse({
  id: INC,
  patch: { status: 'investigating' },
  previous: { status: 'open' },
  base_updated_at: T0,
  label: 'INC0000001',
});
const refusal = {
  status: 406,
  code: 'PGRST116',
  message: 'Cannot coerce the result to a single JSON object',
};
const reads = (...answers: unknown[]) => {
  const asked: Array<{ path: string; query: Readonly<Record<string, string>> }> = [];
  const read = (path: string, query: Readonly<Record<string, string>>) => {
    asked.push({ path, query });
    return Promise.resolve({ status: 200, body: answers.shift() });
  };
  return { asked, read };
};

function memoryLocal(): LocalData {
  const rows = new Map<string, unknown>();
  return {
    get: <T>(c: SyncedCollection<T>, key: string) => rows.get(`${c.name}:${key}`) as T | undefined,
    upsert: <T>(c: SyncedCollection<T>, list: readonly T[]) =>
      list.forEach((r) => rows.set(`${c.name}:${String(r[c.key])}`, r)),
    remove: <T>(c: SyncedCollection<T>, keys: readonly string[]) =>
      keys.forEach((k) => rows.delete(`${c.name}:${k}`)),
  };
}

/** A PostgREST-like incidents table: conditional PATCHes (single object: 406 when nothing matches), GETs. */
function server(initial: IncidentRow) {
  let current = { ...initial };
  const requests: OutboxRequest[] = [];
  const transport = (request: OutboxRequest) => {
    requests.push(request);
    if (request.method === 'GET') return Promise.resolve({ status: 200, body: [current] });
    const values: Readonly<Record<string, unknown>> = current;
    const conditions = Object.entries(request.query ?? {}).filter(([k]) => k !== 'id' && k !== 'select');
    const matches = conditions.every(([k, v]) =>
      v === 'is.null' ? values[k] === null : typeof values[k] === 'string' && `eq.${values[k]}` === v,
    );
    if (!matches)
      return Promise.resolve({
        status: 406,
        body: { code: 'PGRST116', message: 'Cannot coerce the result to a single JSON object' },
      });
    const bumped = new Date(Date.parse(current.updated_at) + 60_000).toISOString();
    current = incidentRowSchema.parse({
      ...current,
      ...z.record(z.string(), z.unknown()).parse(request.body),
      updated_at: bumped,
    });
    return Promise.resolve({ status: 200, body: current });
  };
  return {
    transport,
    requests,
    get: () => current,
    set: (patch: Partial<IncidentRow>) => (current = { ...current, ...patch }),
  };
}

async function outboxOver(s: ReturnType<typeof server>) {
  const store = await createMemoryStoreProvider().open({
    backendUrl: 'https://mc.test',
    organization: 'o',
    userId: 'u',
  });
  const local = memoryLocal();
  local.upsert(incidents, [s.get()]);
  const outbox = await Outbox.open({
    store,
    registry: createMutatorRegistry<LocalData, typeof updateIncident>([updateIncident]),
    local,
    transport: s.transport,
  });
  return { outbox, local, store };
}
const settle = async (outbox: { whenWaiting(): Promise<void> }) => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await outbox.whenWaiting();
};

describe('incident field edits: last write wins, and the user is told', () => {
  it('sends the edit conditioned on the value the user replaced, as one object', () => {
    const request = updateIncident.toRequest(
      updateIncident.args.parse({
        ...edit,
        patch: { status: 'investigating', title: 'db down, eu' },
        previous: { status: 'open', title: 'db down' },
      }),
    );
    expect(request.query).toEqual({ id: `eq.${INC}`, status: 'eq.open', title: 'eq.db down', select: '*' });
    expect(request.accept).toBe(SINGLE_OBJECT);
    expect(
      updateIncident.toRequest({ ...edit, patch: { commander_id: INC }, previous: { commander_id: null } })
        .query,
    ).toMatchObject({ commander_id: 'is.null' });
  });

  it('when the row moved: reads it, resends conditioned on what it read, and remembers the value it replaces', async () => {
    const { asked, read } = reads([{ ...row, status: 'mitigated', updated_at: T1 }]);
    const recovery = await recoverIncidentEdit(edit, refusal, read);
    expect(asked).toEqual([{ path: '/db/incidents', query: { id: `eq.${INC}`, select: '*' } }]);
    expect(recovery).toEqual({
      kind: 'resend',
      args: {
        ...edit,
        server: { status: 'mitigated' },
        replaced: { status: { theirs: 'mitigated', changed_at: T1 } },
        rounds: 1,
      },
    });
    const resent = updateIncident.args.parse(recovery?.kind === 'resend' ? recovery.args : undefined);
    expect(updateIncident.toRequest(resent).query).toMatchObject({ status: 'eq.mitigated' });
    expect(incidentEditNotice(resent)).toEqual({
      incident: INC,
      label: 'INC0000001',
      changes: [{ field: 'status', theirs: 'mitigated', mine: 'investigating', changed_at: T1 }],
    });
    // A row that keeps moving is overwritten without a condition after a few reads.
    expect(updateIncident.toRequest({ ...resent, rounds: MAX_CONDITIONAL_ROUNDS }).query).toEqual({
      id: `eq.${INC}`,
      select: '*',
    });
  });

  it('a field that did not move is not called replaced; a row holding the edit already is delivered; a gone row fails clearly; other refusals stand', async () => {
    const two = updateIncident.args.parse({
      ...edit,
      patch: { status: 'investigating', severity: 'high' },
      previous: { status: 'open', severity: 'low' },
    });
    const moved = await recoverIncidentEdit(
      two,
      refusal,
      reads([{ ...row, severity: 'critical', updated_at: T1 }]).read,
    );
    expect(moved?.kind === 'resend' && updateIncident.args.parse(moved.args).replaced).toEqual({
      severity: { theirs: 'critical', changed_at: T1 },
    });
    const landed = { ...row, status: 'investigating', updated_at: T1 };
    expect(await recoverIncidentEdit(edit, refusal, reads([landed]).read)).toEqual({
      kind: 'delivered',
      body: landed,
    });
    expect(await recoverIncidentEdit(edit, refusal, reads([]).read)).toEqual({
      kind: 'fail',
      message: 'The incident no longer exists on the server',
    });
    expect(
      await recoverIncidentEdit(edit, { status: 400, message: 'bad' }, reads([row]).read),
    ).toBeUndefined();
    expect(incidentEditNotice(edit)).toBeUndefined();
  });

  it('through the outbox: the edit wins on the server, in order with later edits, and leaves one notice; undo restores the server value', async () => {
    const s = server(row);
    const { outbox, local } = await outboxOver(s);
    await outbox.mutate(updateIncident.name, edit);
    await outbox.mutate(updateIncident.name, {
      ...edit,
      patch: { title: 'db down (eu)' },
      previous: { title: 'db down' },
    });
    // Meanwhile another user mitigates it.
    s.set({ status: 'mitigated', updated_at: T1 });
    outbox.start();
    await settle(outbox);
    expect(s.get()).toMatchObject({ status: 'investigating', title: 'db down (eu)' });
    expect(s.requests.map((r) => `${r.method} ${r.query?.status ?? r.query?.title ?? ''}`)).toEqual([
      'PATCH eq.open',
      'GET ',
      'PATCH eq.mitigated',
      'PATCH eq.db down',
    ]);
    expect(local.get(incidents, INC)?.status).toBe('investigating');
    const notices = outbox.getState().notices;
    expect(notices).toHaveLength(1);
    expect(notices[0]?.detail).toEqual({
      incident: INC,
      label: 'INC0000001',
      changes: [{ field: 'status', theirs: 'mitigated', mine: 'investigating', changed_at: T1 }],
    });

    // Undo is a normal edit back to the replaced value; then the notice is dismissed.
    await outbox.mutate(updateIncident.name, {
      ...edit,
      patch: { status: 'mitigated' },
      previous: { status: 'investigating' },
    });
    await outbox.discard(notices[0]?.id ?? '');
    await settle(outbox);
    expect(s.get().status).toBe('mitigated');
    expect(outbox.getState()).toMatchObject({ pending: 0, failed: [], notices: [] });
    await outbox.stop();
  });

  it('discarding a resent edit restores the server value it read, not the stale one the user replaced', () => {
    const local = memoryLocal();
    local.upsert(incidents, [{ ...row, status: 'mitigated' }]);
    const resent = { ...edit, server: { status: 'mitigated' }, rounds: 1 };
    updateIncident.apply(local, resent);
    expect(local.get(incidents, INC)).toMatchObject({
      status: 'investigating',
      local_pending: { fields: ['status'] },
    });
    updateIncident.revert?.(local, resent);
    expect(local.get(incidents, INC)?.status).toBe('mitigated');
    expect(local.get(incidents, INC)?.local_pending).toBeUndefined();
  });
});
