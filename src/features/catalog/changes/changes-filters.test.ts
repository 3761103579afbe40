import { describe, expect, it } from 'vitest';
import { changesRequestOf, listToUrl, readChangesFilters } from './changes-filters.ts';

describe('changes filters in the URL', () => {
  it('reads several included and excluded values per filter and sends them as "A,!B" lists', () => {
    const f = readChangesFilters({
      changeType: 'diff,!Pulled',
      configType: 'Kubernetes::Pod',
      severity: 'critical,high,!info',
      tags: 'cluster=prod,namespace!=kube-system',
    });
    expect(f.lists.changeType).toEqual({ diff: 1, Pulled: -1 });
    expect(f.lists.severity).toEqual({ critical: 1, high: 1, info: -1 });
    const req = changesRequestOf(f, { hideDeleted: true });
    expect(req.type).toBe('diff,!Pulled');
    expect(req.config_type).toBe('Kubernetes::Pod');
    expect(req.severity).toBe('critical,high,!info');
    expect(req.tags).toBe('cluster=prod,namespace!=kube-system');
  });

  it('drops unknown severities and writes an emptied filter out of the URL', () => {
    expect(readChangesFilters({ severity: 'critical,bogus' }).lists.severity).toEqual({ critical: 1 });
    expect(changesRequestOf(readChangesFilters({}), { hideDeleted: true }).severity).toBeUndefined();
    expect(listToUrl('severity', {})).toBeUndefined();
    expect(listToUrl('tags', { 'a=b': -1, 'c=d': 1 })).toBe('a!=b,c=d');
  });
});
