import { describe, expect, it } from 'vitest';
import type { OutboxItem } from '../../../sync/client/public-types.ts';
import { queuedRunsOf } from './queued-runs.ts';

const item = (over: Partial<OutboxItem>): OutboxItem => ({
  id: 'm1',
  seq: 1,
  name: 'playbook_runs.run',
  summary: 'Run Say hello',
  createdAt: 0,
  entities: ['playbook_run:r1', 'playbook_run:r1:playbook:p1'],
  status: 'pending',
  ...over,
});

describe('runs queued offline', () => {
  it('are read from the outbox with their playbook; other writes are not runs', () => {
    const runs = queuedRunsOf(
      [item({}), item({ id: 'm2', name: 'playbooks.update', entities: ['playbook:p1'] })],
      1_000,
    );
    expect(runs).toEqual([
      {
        entryId: 'm1',
        playbookId: 'p1',
        summary: 'Run Say hello',
        queuedAt: 0,
        expired: false,
        failure: undefined,
      },
    ]);
  });

  it('are expired once the outbox refused them as expired, or ten minutes after they were queued', () => {
    const refused = item({ status: 'failed', failure: { code: 'expired', message: 'Not sent' } });
    expect(queuedRunsOf([refused], 1_000)[0]?.expired).toBe(true);
    expect(queuedRunsOf([item({})], 10 * 60_000 - 1)[0]?.expired).toBe(false);
    expect(queuedRunsOf([item({})], 10 * 60_000)[0]?.expired).toBe(true);
  });
});
