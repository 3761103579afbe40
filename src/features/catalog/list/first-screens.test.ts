import { describe, expect, it } from 'vitest';
import { catalogFirstScreens } from './first-screens.ts';
import { FIRST_WINDOW_ROWS, listQuery } from './list-query.ts';

describe('the catalogue first screen announced from the address', () => {
  it("is the flat list's first window, exactly as the list will ask it", () => {
    const announced = catalogFirstScreens('?configType=%22Kubernetes%3A%3APod%22&health=unhealthy%3A1', true);
    expect(announced).toEqual([
      {
        collection: 'config_items',
        query: listQuery(
          { configType: 'Kubernetes::Pod', health: 'unhealthy:1' },
          true,
          0,
          FIRST_WINDOW_ROWS,
        ),
      },
    ]);
    expect(announced[0]?.query.where).toEqual([
      { field: 'type', in: ['Kubernetes::Pod'] },
      { field: 'health', include: ['unhealthy'] },
      { field: 'deleted_at', isNull: true },
    ]);
  });

  it('follows Hide Deleted, and asks nothing where the summary shows', () => {
    expect(catalogFirstScreens('?search=nginx', false)[0]?.query.where).toEqual([]);
    expect(catalogFirstScreens('', true)).toEqual([]);
    expect(catalogFirstScreens('?groupBy=type', true)).toEqual([]);
  });
});
