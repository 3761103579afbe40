import type { ConfigRef } from './catalog-builder.ts';
import type { Row, SeedContext } from './context.ts';
import { MINUTE } from './context.ts';
import type { AnalysisRef, ChangeRef } from './gen-changes.ts';
import type { CheckRef } from './gen-checks.ts';
import type { ComponentRef } from './gen-topology.ts';
import type { Rng } from './prng.ts';

/** Comment texts of the demo incidents (also used as comment-type evidence). */
export const COMMENTS = [
  'Looking into this now.',
  'Seeing the same errors in the logs since 09:12 UTC.',
  'Rolled back the last deployment, watching error rates.',
  'Error rate is back under 1%.',
  'Pinged the vendor, they confirm a partial outage.',
  'This correlates with the config change at 09:05.',
  'Added the dashboard link to the evidence.',
  'Customer support reports fewer tickets now.',
  'Can we get a postmortem scheduled for Thursday?',
  'Confirmed fixed in staging, promoting to prod.',
];

export const DEFAULT_SCRIPT: Record<string, string> = {
  check: 'check status is healthy and age greater than 5m',
  config_analysis: 'analysis status is resolved',
  topology: 'status is healthy',
};

export function teamClientTypes(team: string): string[] {
  return team === 'platform' || team === 'sre'
    ? ['email', 'jira']
    : team === 'payments'
      ? ['email', 'ms_planner']
      : team === 'security'
        ? ['email', 'aws_support']
        : ['email', 'service_now'];
}

export function responderProperties(type: string, title: string, rng: Rng): Row {
  switch (type) {
    case 'person':
      return { responderType: 'person' };
    case 'email':
      return {
        responderType: 'email',
        to: 'oncall@example.com',
        subject: title,
        body: `Please join the incident: ${title}`,
      };
    case 'jira':
      return {
        responderType: 'jira',
        project: 'PLAT',
        issueType: 'Incident',
        priority: 'High',
        summary: title,
        description: title,
      };
    case 'ms_planner':
      return {
        responderType: 'ms_planner',
        plan_id: 'plan-payments',
        bucket_id: 'bucket-incidents',
        priority: 'urgent',
        title,
        description: title,
      };
    case 'aws_support':
      return {
        responderType: 'aws_support',
        category: rng.pick(['security', 'general-guidance']),
        description: title,
        body: title,
      };
    default:
      return { responderType: type, category: 'database', description: title, body: title };
  }
}

export interface EvidencePools {
  configPool: ConfigRef[];
  changes: ChangeRef[];
  analysis: AnalysisRef[];
  checks: CheckRef[];
  components: ComponentRef[];
}

export function evidenceRow(ctx: SeedContext, rng: Rng, type: string, p: EvidencePools): Row {
  const none = {
    config_id: null,
    config_change_id: null,
    config_analysis_id: null,
    component_id: null,
    check_id: null,
  };
  switch (type) {
    case 'config': {
      const c = rng.pick(p.configPool);
      return {
        ...none,
        config_id: c.id,
        description: `${c.type.split('::').pop() ?? c.type} ${c.name}`,
        evidence: {
          configName: c.name,
          lines: [
            'spec:',
            '  replicas: 2',
            '  template:',
            '    resources:',
            '      limits:',
            '        memory: 256Mi',
          ],
          selected_lines: { '5': '        memory: 256Mi' },
        },
        properties: null,
      };
    }
    case 'config_change': {
      const ch = p.changes.length > 0 ? rng.pick(p.changes) : null;
      return {
        ...none,
        config_id: ch?.configId ?? null,
        config_change_id: ch?.id ?? null,
        description: `Change ${ch?.changeType ?? ''}`.trim(),
        evidence: { change_type: ch?.changeType ?? null },
        properties: null,
      };
    }
    case 'config_analysis': {
      const a = p.analysis.length > 0 ? rng.pick(p.analysis) : null;
      return {
        ...none,
        config_id: a?.configId ?? null,
        config_analysis_id: a?.id ?? null,
        description: `Insight: ${a?.analysisType ?? 'analysis'} (${a?.severity ?? 'info'})`,
        evidence: {},
        properties: null,
      };
    }
    case 'check': {
      const k = rng.pick(p.checks);
      return {
        ...none,
        check_id: k.id,
        description: `Check ${k.name}`,
        evidence: { includeMessages: true, start: '6h' },
        properties: null,
      };
    }
    case 'topology': {
      const comp = rng.pick(
        p.components.filter(
          (c) => c.type === 'Application' || c.type === 'KubernetesNamespace' || c.type === 'KubernetesNode',
        ),
      );
      return { ...none, component_id: comp.id, description: 'Topology', evidence: {}, properties: null };
    }
    case 'log': {
      const comp = rng.pick(p.components.filter((c) => c.type === 'Application'));
      const t = ctx.nowMs - rng.int(10, 600) * MINUTE;
      // Every line carries a labels object, as log backends give it: the existing console's logs
      // table reads it on each line and fails without it. Derived from the component, not the
      // generator's random stream, so the rest of the estate stays as it was.
      const app = comp.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      const labels = {
        app,
        namespace: app,
        pod: `${app}-${comp.id.replace(/-/g, '').slice(-10, -5)}-${comp.id.slice(-5)}`,
        containerName: app,
      };
      return {
        ...none,
        component_id: comp.id,
        description: `Logs of ${comp.name}`,
        evidence: {
          lines: [0, 1, 2].map((k) => ({
            labels,
            timestamp: ctx.iso(t + k * 1000),
            message: rng.pick([
              'ERROR upstream timed out after 5000ms',
              'WARN retrying request (attempt 3/5)',
              'ERROR pq: too many connections',
              'INFO circuit breaker open',
            ]),
          })),
        },
        properties: null,
      };
    }
    default:
      return { ...none, description: 'Observation', evidence: rng.pick(COMMENTS), properties: null };
  }
}
