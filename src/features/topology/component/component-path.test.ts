import { describe, expect, it } from 'vitest';
import { ancestorIds, componentHref, dashboardHref } from './component-path.ts';

describe('component navigation', () => {
  it('takes the ancestors from the dot-separated path, root first', () => {
    expect(ancestorIds('a.b.c')).toEqual(['a', 'b', 'c']);
    expect(ancestorIds('')).toEqual([]);
    expect(ancestorIds(null)).toEqual([]);
    // A path that (unusually) ends with the component itself does not list it as its own ancestor.
    expect(ancestorIds('a.b.self', 'self')).toEqual(['a', 'b']);
  });

  it('carries the query to a component and adds the component left as refererId', () => {
    expect(componentHref('child', '?status=unhealthy&team=sre', 'parent')).toBe(
      '/topology/child?status=unhealthy&team=sre&refererId=parent',
    );
    expect(componentHref('x', '?refererId=old', 'new')).toBe('/topology/x?refererId=new');
    expect(componentHref('x', '', 'p')).toBe('/topology/x?refererId=p');
  });

  it('goes back to the Dashboard with its filters but no refererId', () => {
    expect(dashboardHref('?status=unhealthy&refererId=p')).toBe('/topology?status=unhealthy');
    expect(dashboardHref('')).toBe('/topology');
  });
});
