import { describe, expect, it } from 'vitest';
import type { ServerRead } from '../outbox/mutator.ts';
import { CLOCK_SLACK_MS, findLandedRun } from './queued-run-landed.ts';

const PLAYBOOK = '11111111-1111-4111-8111-111111111111';
const CONFIG = '22222222-2222-4222-8222-222222222222';
const ME = '33333333-3333-4333-8333-333333333333';
const SENT_AT = Date.parse('2026-11-28T10:00:00Z');

function serverWith(rows: unknown[], status = 200) {
  const asked: Record<string, string>[] = [];
  const read: ServerRead = (path, query) => {
    expect(path).toBe('/db/playbook_runs');
    asked.push({ ...query });
    return Promise.resolve({ status, body: rows });
  };
  return { read, asked };
}

const args = { playbook_id: PLAYBOOK, config_id: CONFIG, params: { namespace: 'shop' }, created_by: ME };

describe('finding a queued run that already reached the server', () => {
  it('asks for runs of this playbook, resource and user since the first attempt, less the clock slack', async () => {
    const server = serverWith([]);
    await findLandedRun(args, server.read, SENT_AT);
    expect(server.asked[0]).toMatchObject({
      playbook_id: `eq.${PLAYBOOK}`,
      config_id: `eq.${CONFIG}`,
      component_id: 'is.null',
      check_id: 'is.null',
      created_by: `eq.${ME}`,
      created_at: `gte.${new Date(SENT_AT - CLOCK_SLACK_MS).toISOString()}`,
    });
  });

  it('takes a run holding every parameter sent (with the defaults the server added) as ours', async () => {
    const server = serverWith([
      { id: 'other', parameters: { namespace: 'billing', replicas: '2' } },
      { id: 'ours', parameters: { namespace: 'shop', replicas: '2' } },
    ]);
    expect(await findLandedRun(args, server.read, SENT_AT)).toEqual({ body: { run_id: 'ours' } });
  });

  it('finds nothing when no run has the parameters sent, so the run is sent', async () => {
    const server = serverWith([
      { id: 'other', parameters: { namespace: 'billing' } },
      { id: 'bare', parameters: null },
    ]);
    expect(await findLandedRun(args, server.read, SENT_AT)).toBeUndefined();
  });

  it('refuses to guess when the server will not say (a 403): the outbox then fails the entry', async () => {
    const server = serverWith([], 403);
    await expect(findLandedRun(args, server.read, SENT_AT)).rejects.toThrow(/answered 403/);
  });
});
