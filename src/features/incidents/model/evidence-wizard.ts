// The add-evidence wizard (spec 02-areas §2.9 "add-evidence wizard", api-contract §3.4 Evidences):
// what can be attached, how a search over the synced copy is asked, and the evidence each picked
// item becomes. A config item is a 'config' evidence (config_id), a health check a 'check'
// evidence (check_id) and a topology component a 'topology' evidence (component_id), the shapes
// the link-to-incident flow and the demo estate use.
import type { QueryInput } from '../../../sync/query/query-schema.ts';

export const EVIDENCE_SOURCE_KINDS = ['config', 'check', 'component'] as const;
export type EvidenceSourceKind = (typeof EVIDENCE_SOURCE_KINDS)[number];

export interface EvidenceSource {
  readonly kind: EvidenceSourceKind;
  /** The choice on the Evidence type step. */
  readonly label: string;
  /** What a search lists, for the search label and the empty state. */
  readonly noun: string;
  /** The stored evidence `type`. */
  readonly evidenceType: 'config' | 'check' | 'topology';
}

export const EVIDENCE_SOURCES: Readonly<Record<EvidenceSourceKind, EvidenceSource>> = {
  config: { kind: 'config', label: 'Config item', noun: 'config items', evidenceType: 'config' },
  check: { kind: 'check', label: 'Health check', noun: 'health checks', evidenceType: 'check' },
  component: { kind: 'component', label: 'Component', noun: 'components', evidenceType: 'topology' },
};

/** One search result, whatever it came from. */
export interface EvidenceCandidate {
  readonly id: string;
  readonly name: string;
  /** The config type (kept with a config evidence). */
  readonly type?: string | null;
  /** A second line: the config type and where it lives, the check's canary, the component's type. */
  readonly detail: string | null;
}

/** Most results one search shows; narrowing the search finds the rest. */
export const SEARCH_LIMIT = 50;

/** The local query for a search (run on every keystroke): live rows only, by name, one window. */
export function evidenceSearchQuery(kind: EvidenceSourceKind, text: string): QueryInput {
  // Components have no deleted field in their engine; those rows are dropped after the query.
  return {
    where: kind === 'component' ? [] : [{ field: 'deleted_at', isNull: true }],
    text: text.trim(),
    sort: [{ field: 'name', dir: 'asc' }],
    limit: SEARCH_LIMIT,
  };
}

/** The evidence fields written for one picked item (the outbox mutator adds ids, author and time). */
export interface NewEvidence {
  readonly type: string;
  readonly description: string;
  readonly evidence: Record<string, unknown>;
  readonly config_id?: string;
  readonly check_id?: string;
  readonly component_id?: string;
}

/** The user's description when given, else the item's name (so the node says what it is). */
export function evidenceFor(
  kind: EvidenceSourceKind,
  item: EvidenceCandidate,
  description: string,
): NewEvidence {
  const text = description.trim() === '' ? item.name : description.trim();
  switch (kind) {
    case 'config':
      return {
        type: 'config',
        description: text,
        config_id: item.id,
        evidence: { configName: item.name, configType: item.type ?? null },
      };
    case 'check':
      return {
        type: 'check',
        description: text,
        check_id: item.id,
        evidence: { checkName: item.name, includeMessages: true, start: '6h' },
      };
    case 'component':
      return {
        type: 'topology',
        description: text,
        component_id: item.id,
        evidence: { componentName: item.name },
      };
  }
}

/** Ids of the items of this kind already attached to the hypothesis (not offered twice). */
export function attachedIds(
  kind: EvidenceSourceKind,
  evidences: readonly {
    config_id?: string | null | undefined;
    check_id?: string | null | undefined;
    component_id?: string | null | undefined;
    type: string;
  }[],
): Set<string> {
  const out = new Set<string>();
  for (const e of evidences) {
    const id = kind === 'config' ? e.config_id : kind === 'check' ? e.check_id : e.component_id;
    if (typeof id === 'string' && e.type === EVIDENCE_SOURCES[kind].evidenceType) out.add(id);
  }
  return out;
}

const SUBJECT_KEYS = ['configName', 'checkName', 'componentName'] as const;

/** The name of what an evidence points at, when its description does not already say it. */
export function evidenceSubject(evidence: unknown, description: string | null): string | null {
  if (typeof evidence !== 'object' || evidence === null) return null;
  const fields = evidence as Record<string, unknown>;
  for (const key of SUBJECT_KEYS) {
    const name = fields[key];
    if (typeof name === 'string' && name !== '')
      return description !== null && description.includes(name) ? null : name;
  }
  return null;
}
