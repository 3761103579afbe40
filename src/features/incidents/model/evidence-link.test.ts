import { describe, expect, it } from 'vitest';
import { evidenceHref, evidenceText } from './evidence-link.ts';

describe('evidence links and words', () => {
  it('lead to the check, change, insight, config or component the evidence points at', () => {
    expect(evidenceHref({ type: 'check', description: null, check_id: 'c1' })).toBe('/health?checkId=c1');
    expect(
      evidenceHref({ type: 'config_change', description: null, config_id: 'k', config_change_id: 'x' }),
    ).toBe('/catalog/k/changes');
    expect(
      evidenceHref({ type: 'config_analysis', description: null, config_id: 'k', config_analysis_id: 'a' }),
    ).toBe('/catalog/k/insights');
    expect(evidenceHref({ type: 'config', description: null, config_id: 'k' })).toBe('/catalog/k');
    expect(evidenceHref({ type: 'topology', description: null, component_id: 'p' })).toBe('/topology/p');
    expect(evidenceHref({ type: 'comment', description: 'note' })).toBeNull();
  });

  it('do not repeat the type tag, and name the target when the description is only the tag', () => {
    expect(evidenceText({ type: 'check', description: 'Check PrometheusRuleFailures' }, null)).toBe(
      'PrometheusRuleFailures',
    );
    expect(evidenceText({ type: 'topology', description: 'Topology' }, 'payments-api')).toBe('payments-api');
    expect(evidenceText({ type: 'config_change', description: 'Change diff' }, null)).toBe('Change diff');
    expect(evidenceText({ type: 'config', description: '' }, null)).toBe('');
  });
});
