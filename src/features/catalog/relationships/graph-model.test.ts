import { describe, expect, it } from 'vitest';
import { buildConfigGraph, defaultExpanded, groupId, type RelatedConfig } from './graph-model.ts';

const root: RelatedConfig = { id: 'ns', name: 'default', type: 'Kubernetes::Namespace', related_ids: [] };
const cfg = (id: string, type: string, from: string[]): RelatedConfig => ({
  id,
  name: id,
  type,
  related_ids: from,
});

describe('relationship graph grouping', () => {
  it('links rows to the configs they were reached from, without groups under 3 of a type', () => {
    const g = buildConfigGraph(root, [
      cfg('d1', 'Kubernetes::Deployment', ['ns']),
      cfg('d2', 'Kubernetes::Deployment', ['ns']),
      cfg('s1', 'Kubernetes::Service', ['ns']),
    ]);
    expect(g.nodes.map((n) => n.id).sort()).toEqual(['d1', 'd2', 'ns', 's1']);
    expect(g.edges.map((e) => e.id).sort()).toEqual(['ns->d1', 'ns->d2', 'ns->s1']);
  });

  it('puts 3 same-type configs under an expanded group node', () => {
    const g = buildConfigGraph(
      root,
      ['p1', 'p2', 'p3'].map((id) => cfg(id, 'Kubernetes::Pod', ['ns'])),
    );
    const group = g.nodes.find((n) => n.kind === 'group');
    expect(group).toMatchObject({
      id: groupId('ns', 'Kubernetes::Pod'),
      expanded: true,
      childIds: ['p1', 'p2', 'p3'],
    });
    expect(g.nodes.map((n) => n.id)).toContain('p2');
    expect(g.edges.map((e) => e.source)).toEqual([
      'ns',
      groupId('ns', 'Kubernetes::Pod'),
      groupId('ns', 'Kubernetes::Pod'),
      groupId('ns', 'Kubernetes::Pod'),
    ]);
  });

  it('collapses groups of more than 3, hiding their children and what hangs below only them', () => {
    const rows = [
      ...['p1', 'p2', 'p3', 'p4'].map((id) => cfg(id, 'Kubernetes::Pod', ['ns'])),
      cfg('c1', 'Kubernetes::Container', ['p1']),
    ];
    const g = buildConfigGraph(root, rows);
    const gid = groupId('ns', 'Kubernetes::Pod');
    expect(g.nodes.map((n) => n.id).sort()).toEqual([gid, 'ns']);
    expect(defaultExpanded(g).has(gid)).toBe(false);
    const opened = buildConfigGraph(root, rows, new Set([gid]));
    expect(opened.nodes.map((n) => n.id).sort()).toEqual(['c1', gid, 'ns', 'p1', 'p2', 'p3', 'p4']);
    expect(opened.edges.some((e) => e.source === 'p1' && e.target === 'c1')).toBe(true);
  });

  it('keeps a child visible when it is also reached through a visible config', () => {
    const rows = [
      ...['p1', 'p2', 'p3', 'p4'].map((id) => cfg(id, 'Kubernetes::Pod', ['ns'])),
      cfg('svc', 'Kubernetes::Service', ['ns']),
      cfg('p5', 'Kubernetes::Pod', ['svc']),
    ];
    const g = buildConfigGraph(root, rows);
    expect(g.nodes.map((n) => n.id)).toContain('p5');
  });
});
