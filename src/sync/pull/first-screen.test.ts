import { describe, expect, it } from 'vitest';
import { configItems } from '../collections/config-items.ts';
import { checks } from '../collections/checks.ts';
import { createFirstScreen, firstScreenParams } from './first-screen.ts';
import type { PullDeps } from './types.ts';

const deps = { spec: configItems, now: () => Date.parse('2026-11-22T08:00:00Z') };

describe('first screen first', () => {
  it('asks the server for the equality filters and sort of the query, one small page', () => {
    const params = firstScreenParams(deps, {
      where: [
        { field: 'type', in: ['Kubernetes::Pod', 'AWS::EC2 (spot)'] },
        { field: 'deleted_at', isNull: true },
        { field: 'health', include: ['unhealthy'] },
      ],
      sort: [{ field: 'name', dir: 'desc' }],
      limit: 80,
    });
    expect(params?.getAll('type')).toEqual(['in.(Kubernetes::Pod,"AWS::EC2 (spot)")']);
    expect(params?.get('deleted_at')).toBe('is.null');
    // One value is an `eq` (Postgres plans an array comparison far worse), verbatim: no list quoting.
    expect(params?.get('health')).toBe('eq.unhealthy');
    expect(
      firstScreenParams(deps, { where: [{ field: 'type', in: ['AWS::EC2 (spot)'] }], limit: 10 })?.get(
        'type',
      ),
    ).toBe('eq.AWS::EC2 (spot)');
    expect(params?.get('order')).toBe('name.desc,id.asc');
    expect(params?.get('limit')).toBe('80');
    expect(params?.get('select')).toBe(configItems.source.select);
  });

  it('leaves out what the server cannot mirror exactly, and asks newest first without a server sort', () => {
    const params = firstScreenParams(deps, {
      where: [
        { field: 'provider', in: ['AWS'] },
        { field: 'status', in: ['Running', null] },
        { field: 'health', exclude: ['healthy'] },
      ],
      maps: { labels: { app: { include: ['web'] } } },
      text: 'nginx',
      sort: [{ field: 'labels', key: 'team' }],
      limit: 5_000,
    });
    expect([...(params?.keys() ?? [])].sort()).toEqual(['limit', 'order', 'select']);
    expect(params?.get('order')).toBe('updated_at.desc,id.asc');
    expect(params?.get('limit')).toBe('200');
  });

  it("asks in every leading sort key the server has, so the first rows are the list's top rows", () => {
    const order = (sort: { field: string; dir?: 'asc' | 'desc'; key?: string }[]) =>
      firstScreenParams(deps, { sort, limit: 80 })?.get('order');
    expect(order([{ field: 'type' }, { field: 'name' }])).toBe('type.asc,name.asc,id.asc');
    expect(order([{ field: 'type' }, { field: 'labels', key: 'team' }, { field: 'name' }])).toBe(
      'type.asc,id.asc',
    );
    expect(
      order([
        { field: 'changes', dir: 'desc' },
        { field: 'id', dir: 'desc' },
      ]),
    ).toBe('changes.desc,id.desc');
  });

  it('asks nothing for a later window, a counts-only query, or a collection without server fields', () => {
    expect(firstScreenParams(deps, { offset: 100, limit: 50 })).toBeUndefined();
    expect(firstScreenParams(deps, { facets: ['type'], limit: 0 })).toBeUndefined();
    expect(firstScreenParams({ spec: { ...checks, serverFields: [] } }, { limit: 10 })).toBeUndefined();
  });

  it('stores and reports what it fetched, and does not repeat a request it made', async () => {
    const asked: string[] = [];
    const stored: unknown[][] = [];
    const reported: unknown[][] = [];
    const row = {
      id: 'c1',
      name: 'api',
      type: 'Kubernetes::Pod',
      created_at: '2026-11-01T00:00:00Z',
      last_scraped: null,
    };
    const fake = {
      spec: configItems,
      http: (path: string, params: URLSearchParams) => (
        asked.push(`${path}?${params.toString()}`),
        Promise.resolve({ status: 200, body: [row] })
      ),
      pages: {
        write: (change: { put?: readonly unknown[] }) => (
          stored.push([...(change.put ?? [])]),
          Promise.resolve()
        ),
      },
      onRows: (change: { put: readonly unknown[] }) => void reported.push([...change.put]),
    } as unknown as PullDeps<unknown>;
    const firstScreen = createFirstScreen(fake);
    const query = { where: [{ field: 'type', in: ['Kubernetes::Pod'] }], limit: 50 };
    expect((await firstScreen(query)).put).toBe(1);
    await firstScreen({ ...query, text: 'ap' });
    expect(asked).toHaveLength(1);
    expect(stored[0]).toHaveLength(1);
    expect(reported[0]).toMatchObject([{ id: 'c1', type: 'Kubernetes::Pod' }]);
  });
});
