import { describe, expect, it } from 'vitest';
import { querySchema } from '../../../sync/query/query-schema.ts';
import { attachedIds, evidenceFor, evidenceSearchQuery, evidenceSubject } from './evidence-wizard.ts';

const pod = {
  id: '7f0c0d4e-1111-4222-8333-944445555666',
  name: 'payments-api-7d9f',
  type: 'Kubernetes::Pod',
  detail: 'Kubernetes::Pod · prod-eu/payments',
};

describe('add-evidence wizard', () => {
  it('makes the evidence each kind of item becomes, named after the item unless described', () => {
    expect(evidenceFor('config', pod, '')).toEqual({
      type: 'config',
      description: 'payments-api-7d9f',
      config_id: pod.id,
      evidence: { configName: 'payments-api-7d9f', configType: 'Kubernetes::Pod' },
    });
    expect(evidenceFor('check', { ...pod, detail: null }, '  latency spike  ')).toMatchObject({
      type: 'check',
      description: 'latency spike',
      check_id: pod.id,
      evidence: { checkName: 'payments-api-7d9f' },
    });
    const topology = evidenceFor('component', pod, '');
    expect(topology).toMatchObject({
      type: 'topology',
      component_id: pod.id,
      evidence: { componentName: 'payments-api-7d9f' },
    });
    expect(topology).not.toHaveProperty('config_id');
  });

  it('searches live rows by name in one window, a valid engine query', () => {
    const config = querySchema.parse(evidenceSearchQuery('config', '  api '));
    expect(config).toMatchObject({ text: 'api', where: [{ field: 'deleted_at', isNull: true }], limit: 50 });
    expect(querySchema.parse(evidenceSearchQuery('component', '')).where).toEqual([]);
  });

  it('knows what is already attached, per kind', () => {
    const rows = [
      { type: 'config', config_id: 'a' },
      { type: 'config_change', config_id: 'b' },
      { type: 'check', check_id: 'c' },
      { type: 'topology', component_id: 'd' },
    ];
    expect([...attachedIds('config', rows)]).toEqual(['a']);
    expect([...attachedIds('check', rows)]).toEqual(['c']);
    expect([...attachedIds('component', rows)]).toEqual(['d']);
  });

  it('names what an evidence points at when the description says something else', () => {
    expect(evidenceSubject({ configName: 'db-1' }, 'memory limit too low')).toBe('db-1');
    expect(evidenceSubject({ configName: 'db-1' }, 'db-1')).toBeNull();
    expect(evidenceSubject({ configName: 'db-1' }, 'StatefulSet db-1')).toBeNull();
    expect(evidenceSubject('free text', 'x')).toBeNull();
    expect(evidenceSubject({ checkName: 'http-api' }, null)).toBe('http-api');
  });
});
