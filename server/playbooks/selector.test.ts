// Resource selectors as duty matches them in memory: which playbooks apply to a resource.
import { describe, expect, it } from 'vitest';
import { matchItems, parseLabelSelector, selectorMatches, type Selectable } from './selector.ts';

const pod: Selectable = {
  id: '0b000000-0000-4000-8000-000000000002',
  name: 'checkout-7c9f',
  namespace: 'shop',
  type: 'Kubernetes::Pod',
  status: 'CrashLoopBackOff',
  health: 'unhealthy',
  agentId: '',
  labels: { app: 'checkout', tier: 'web' },
  tags: { cluster: 'prod', namespace: 'shop' },
  fields: { config_class: 'Pod', config: { spec: { replicas: 3 } } },
};

describe('resource selectors', () => {
  it('match items with wildcards and exclusions', () => {
    expect(matchItems('Kubernetes::Pod', ['Kubernetes::*'])).toBe(true);
    expect(matchItems('Kubernetes::Pod', ['*::Pod'])).toBe(true);
    expect(matchItems('Kubernetes::Pod', ['!Kubernetes::Pod'])).toBe(false);
    expect(matchItems('Kubernetes::Node', ['!Kubernetes::Pod'])).toBe(true);
    expect(matchItems('Kubernetes::Pod', ['AWS::*', 'Kubernetes::Node'])).toBe(false);
  });

  it('parse Kubernetes label selectors', () => {
    expect(parseLabelSelector('app=checkout, tier in (web,api),!legacy,env')).toEqual([
      { key: 'app', op: '=', values: ['checkout'] },
      { key: 'tier', op: 'in', values: ['web', 'api'] },
      { key: 'legacy', op: '!exists', values: [] },
      { key: 'env', op: 'exists', values: [] },
    ]);
    expect(() => parseLabelSelector('a b c')).toThrow('unable to parse requirement');
  });

  it('match on types, name, namespace, health, labels, tags, fields, agent and search', () => {
    const yes = (s: Parameters<typeof selectorMatches>[0]) =>
      expect(selectorMatches(s, pod), JSON.stringify(s)).toBe(true);
    const no = (s: Parameters<typeof selectorMatches>[0]) =>
      expect(selectorMatches(s, pod), JSON.stringify(s)).toBe(false);
    yes({ types: ['Kubernetes::Pod', 'Kubernetes::Deployment'] });
    no({ types: ['Kubernetes::Deployment'] });
    yes({ name: 'checkout-*' });
    yes({ name: '*' });
    no({});
    yes({ namespace: 'shop', health: 'unhealthy,warning' });
    no({ health: 'healthy' });
    yes({ labelSelector: 'app=checkout,tier in (web,api)' });
    no({ labelSelector: 'app=checkout,tier!=web' });
    yes({ tagSelector: 'cluster=prod' });
    no({ tagSelector: 'cluster=staging' });
    yes({ fieldSelector: 'config_class=Pod' });
    yes({ types: ['Kubernetes::Pod'], agent: 'all' });
    no({ types: ['Kubernetes::Pod'], agent: '0a000000-0000-4000-8000-000000000001' });
    yes({ search: 'checkout' });
    yes({ search: 'type=Kubernetes::Pod labels.app=checkout' });
    no({ search: '-checkout' });
    no({ search: 'status=Running' });
  });
});
