import { describe, expect, it } from 'vitest';
import {
  avatarStack,
  cardProperties,
  componentHref,
  cutOff,
  hasLogs,
  summaryRows,
  VISIBLE_PROPERTIES,
  VISIBLE_SUMMARY_ROWS,
} from './card-model.ts';

const ON = { showLogs: true, showIncidents: true };

describe('card properties', () => {
  it('puts headline properties first, formats numbers with their unit and skips empty ones', () => {
    const props = cardProperties([
      { name: 'Region', text: 'eu-west-1' },
      { name: 'Replicas', value: 3, headline: true },
      { name: 'CPU', value: 1250.456, unit: 'm' },
      { name: 'Empty' },
      'not a property',
    ]);
    expect(props.map((p) => [p.label, p.text, p.headline])).toEqual([
      ['Replicas', '3', true],
      ['Region', 'eu-west-1', false],
      ['CPU', `${(1250.46).toLocaleString()} m`, false],
    ]);
  });
  it('shows 6 and offers the rest behind show more', () => {
    const seven = Array.from({ length: VISIBLE_PROPERTIES + 1 }, (_, i) => i);
    expect(cutOff(seven, VISIBLE_PROPERTIES, false)).toMatchObject({ hidden: 1, expandable: true });
    expect(cutOff(seven, VISIBLE_PROPERTIES, true).shown).toHaveLength(7);
    expect(cutOff(seven.slice(1), VISIBLE_PROPERTIES, false)).toMatchObject({ hidden: 0, expandable: false });
  });
});

describe('summary rows', () => {
  const summary = {
    healthy: 2,
    checks: { healthy: 4, unhealthy: 1, warning: 0 },
    incidents: { availability: { Low: 1, High: 2 } },
    insights: { security: { critical: 1, low: 3 }, cost: { medium: 2 } },
  };

  it('links checks to /health by status, worst first, leaving out zero counts', () => {
    const [checks] = summaryRows('c1', summary, ON);
    expect(checks?.chips.map((c) => [c.label, c.count, c.href])).toEqual([
      ['unhealthy', 1, '/health?status=unhealthy'],
      ['healthy', 4, '/health?status=healthy'],
    ]);
  });

  it('links incidents by type and by severity, and insights by type and severity, to the component', () => {
    const rows = summaryRows('c1', summary, ON);
    const incidents = rows.find((r) => r.kind === 'incidents');
    expect(incidents?.href).toBe('/incidents?type=availability&component=c1');
    expect(incidents?.chips.map((c) => c.href)).toEqual([
      '/incidents?severity=High&component=c1&type=availability',
      '/incidents?severity=Low&component=c1&type=availability',
    ]);
    const insights = rows.filter((r) => r.kind === 'insights');
    expect(insights.map((r) => r.label)).toEqual(['cost insights', 'security insights']);
    expect(insights[1]?.chips[0]?.href).toBe(
      '/catalog/insights?component=c1&type=security&severity=critical',
    );
  });

  it('ends with View Logs to /logs?topologyId=, and leaves it and incidents out when their features are off', () => {
    const rows = summaryRows('c1', summary, ON);
    expect(rows.at(-1)).toMatchObject({ kind: 'logs', label: 'View Logs', href: '/logs?topologyId=c1' });
    const off = summaryRows('c1', summary, { showLogs: false, showIncidents: false });
    expect(off.map((r) => r.kind)).toEqual(['checks', 'insights', 'insights']);
  });

  it('reads a missing or malformed summary as no rows', () => {
    expect(summaryRows('c1', null, { showLogs: false, showIncidents: true })).toEqual([]);
    expect(
      summaryRows('c1', { checks: 'x', incidents: [1] }, { showLogs: false, showIncidents: true }),
    ).toEqual([]);
  });

  it('shows 5 summary rows and offers the rest behind show more', () => {
    const many = { insights: Object.fromEntries('abcdef'.split('').map((t) => [t, { low: 1 }])) };
    const rows = summaryRows('c1', many, ON);
    expect(rows).toHaveLength(7);
    expect(cutOff(rows, VISIBLE_SUMMARY_ROWS, false)).toMatchObject({ hidden: 2, expandable: true });
  });

  it('knows a component has logs from its log selectors', () => {
    expect(hasLogs([{ name: 'Loki' }])).toBe(true);
    expect(hasLogs([])).toBe(false);
    expect(hasLogs(null)).toBe(false);
  });
});

describe('avatars and links', () => {
  it('stacks at most 5 avatars and counts the rest', () => {
    expect(avatarStack([1, 2, 3, 4, 5, 6, 7])).toEqual({ shown: [1, 2, 3, 4, 5], more: 2 });
    expect(avatarStack([1, 2])).toEqual({ shown: [1, 2], more: 0 });
  });
  it("opens a component's page carrying the address's parameters, with refererId the component left", () => {
    expect(componentHref('c 1', { status: 'unhealthy:1' })).toBe(
      '/topology/c%201?status=unhealthy%3A1&refererId=c+1',
    );
    expect(componentHref('child', { type: 'Pod' }, 'parent')).toBe(
      '/topology/child?type=Pod&refererId=parent',
    );
    expect(componentHref('child', { refererId: 'page' }, 'parent')).toBe('/topology/child?refererId=page');
  });
});
