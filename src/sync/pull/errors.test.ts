import { describe, expect, it } from 'vitest';
import { PullError } from './index.ts';
import { rig, serverRow } from './test-support.ts';

describe('puller: errors', () => {
  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [500, 'server'],
    [503, 'server'],
    [408, 'server'],
    [429, 'server'],
    [400, 'client'],
    [404, 'client'],
  ])('maps HTTP %i to %s', async (status, kind) => {
    const r = await rig();
    serverRow(r.table, 1);
    r.table.intercept = () => ({ status, body: { message: 'nope' } });
    const error = await r.puller.pull().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PullError);
    expect(error).toMatchObject({ kind, status });
  });

  it('maps a rejected fetch to network, an aborted signal to aborted, a non-array body to server', async () => {
    const r = await rig();
    serverRow(r.table, 1);
    r.table.intercept = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(r.puller.pull()).rejects.toMatchObject({ kind: 'network' });
    r.table.intercept = undefined;
    const controller = new AbortController();
    controller.abort();
    await expect(r.puller.pull(controller.signal)).rejects.toMatchObject({ kind: 'aborted' });
    r.table.intercept = () => ({ status: 200, body: { not: 'rows' } });
    await expect(r.puller.reconcile()).rejects.toMatchObject({ kind: 'server' });
  });
});
