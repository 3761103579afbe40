import type { Row } from './context.ts';
import type { ComponentRef } from './gen-topology.ts';

export interface SummaryInputs {
  checkStatus: Map<string, string | null>;
  /** config id → analysis (type, severity) list. */
  analysisByConfig: Map<string, { type: string; severity: string }[]>;
  /** component id → open incidents (type, severity). */
  incidentsByComponent: Map<string, { type: string; severity: string }[]>;
}

const SEV_LABEL: Record<string, string> = {
  critical: 'High',
  blocker: 'High',
  high: 'High',
  medium: 'Medium',
  low: 'Medium',
};

/** Fills `components.summary`: child status counts, check counts, incidents and insights by type. */
export function summarizeComponents(components: Row[], refs: ComponentRef[], inputs: SummaryInputs): void {
  const refById = new Map(refs.map((r) => [r.id, r]));
  const children = new Map<string, Row[]>();
  for (const c of components) {
    const p = c['parent_id'] as string | null;
    if (p !== null) children.set(p, [...(children.get(p) ?? []), c]);
  }
  const memo = new Map<string, Record<string, unknown>>();
  const summarize = (c: Row): Record<string, unknown> => {
    const id = c['id'] as string;
    const cached = memo.get(id);
    if (cached) return cached;
    const ref = refById.get(id);
    const kids = children.get(id) ?? [];
    const counts: Record<string, number> = { healthy: 0, unhealthy: 0, warning: 0, unknown: 0 };
    const checks: Record<string, number> = {};
    const incidents: Record<string, Record<string, number>> = {};
    const insights: Record<string, Record<string, number>> = {};
    if (kids.length === 0) counts[c['status'] as string] = (counts[c['status'] as string] ?? 0) + 1;
    for (const k of kids) counts[k['status'] as string] = (counts[k['status'] as string] ?? 0) + 1;
    for (const checkId of ref?.checkIds ?? []) {
      const s = inputs.checkStatus.get(checkId) ?? 'unknown';
      checks[s] = (checks[s] ?? 0) + 1;
    }
    for (const inc of inputs.incidentsByComponent.get(id) ?? []) {
      const byType = (incidents[inc.type] ??= {});
      const label = SEV_LABEL[inc.severity] ?? 'Low';
      byType[label] = (byType[label] ?? 0) + 1;
    }
    for (const configId of ref?.configIds ?? []) {
      for (const a of inputs.analysisByConfig.get(configId) ?? []) {
        const byType = (insights[a.type] ??= {});
        byType[a.severity] = (byType[a.severity] ?? 0) + 1;
      }
    }
    for (const k of kids) {
      const ks = summarize(k);
      for (const [s, n] of Object.entries(ks['checks'] as Record<string, number>))
        checks[s] = (checks[s] ?? 0) + n;
      for (const key of ['incidents', 'insights'] as const) {
        const target = key === 'incidents' ? incidents : insights;
        for (const [t, bySev] of Object.entries(ks[key] as Record<string, Record<string, number>>)) {
          const byType = (target[t] ??= {});
          for (const [sev, n] of Object.entries(bySev)) byType[sev] = (byType[sev] ?? 0) + n;
        }
      }
    }
    const summary = { ...counts, checks, incidents, insights };
    memo.set(id, summary);
    return summary;
  };
  for (const c of components) c['summary'] = summarize(c);
}
