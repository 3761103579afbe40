import { describe, expect, it } from 'vitest';
import {
  componentLabels,
  downloadFileName,
  downloadText,
  formatLogTime,
  labelTexts,
  selectorInUse,
} from './logs-model.ts';

describe('the logs model', () => {
  it('uses the selector the address names when the component has it, else its first', () => {
    expect(selectorInUse(['Loki', 'Kubernetes'], 'Kubernetes')).toBe('Kubernetes');
    expect(selectorInUse(['Loki', 'Kubernetes'], undefined)).toBe('Loki');
    expect(selectorInUse(['Loki', 'Kubernetes'], 'Elastic')).toBe('Loki');
    expect(selectorInUse([], 'Loki')).toBeUndefined();
  });

  it('shows times to the millisecond in the viewer zone and unreadable ones as sent', () => {
    const d = new Date(2026, 10, 27, 9, 5, 7, 42);
    expect(formatLogTime(d.toISOString())).toBe('2026-11-27 09:05:07.042');
    expect(formatLogTime('yesterday')).toBe('yesterday');
  });

  it('lists labels sorted by key, without empty values', () => {
    expect(labelTexts({ pod: 'api-1', app: 'api', empty: '', n: 3 })).toEqual([
      'app=api',
      'n=3',
      'pod=api-1',
    ]);
    expect(labelTexts(null)).toEqual([]);
  });

  it('writes one line per log line with its labels, and a file name a disk can hold', () => {
    const text = downloadText([
      { timestamp: '2026-11-27T10:00:00.000Z', message: 'a\nb', labels: { pod: 'p' } },
      { timestamp: '2026-11-27T09:59:00.000Z', message: 'c', labels: null },
    ]);
    expect(text).toBe('2026-11-27T10:00:00.000Z a\\nb {pod=p}\n2026-11-27T09:59:00.000Z c\n');
    expect(downloadText([])).toBe('');
    expect(downloadFileName('orders api/v2', 'Loki')).toBe('orders-api-v2-Loki-logs.log');
  });
});

describe('component labels', () => {
  it('adds the agent, and the type where the agent is not enough, only to names that repeat', () => {
    const labels = componentLabels(
      [
        { id: '1', name: 'orders', type: 'Service', agent_id: 'a' },
        { id: '2', name: 'analytics', type: 'KubernetesNamespace', agent_id: 'a' },
        { id: '3', name: 'analytics', type: 'KubernetesNamespace', agent_id: 'b' },
        { id: '4', name: 'web', type: 'Service', agent_id: null },
        { id: '5', name: 'web', type: 'Pod', agent_id: 'gone' },
        { id: '6', name: 'obs', type: 'Group', agent_id: 'a' },
        { id: '7', name: 'obs', type: 'Service', agent_id: 'a' },
      ],
      new Map([
        ['a', 'prod-eu'],
        ['b', 'staging'],
      ]),
    );
    expect([...labels.values()]).toEqual([
      'orders',
      'analytics (prod-eu)',
      'analytics (staging)',
      'web (Service)',
      'web (Pod)',
      'obs (prod-eu, Group)',
      'obs (prod-eu, Service)',
    ]);
  });
});
