// Incident rules from the spec (02-areas §4, §9): allowed status moves, the statuses that ask for
// the definition of done, creation defaults, hypothesis nesting, default scripts.
import type { IncidentStatus } from '../../../sync/collections/incidents.ts';

export {
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
} from '../../../sync/collections/incidents.ts';

const TRANSITIONS: Record<IncidentStatus, readonly IncidentStatus[]> = {
  new: ['new', 'open', 'investigating', 'mitigated', 'resolved', 'closed'],
  open: ['open', 'investigating', 'mitigated', 'resolved', 'closed'],
  investigating: ['investigating', 'mitigated', 'resolved', 'closed'],
  mitigated: ['mitigated', 'resolved', 'closed', 'open'],
  resolved: ['resolved', 'closed', 'open'],
  closed: ['closed', 'open'],
};

/** Statuses reachable from `status` (the current one included); unknown statuses may go anywhere. */
export function allowedStatuses(status: string): readonly IncidentStatus[] {
  return status in TRANSITIONS ? TRANSITIONS[status as IncidentStatus] : TRANSITIONS.new;
}

/** Moving to these first asks for contributing factors for the definition of done. */
export function asksDefinitionOfDone(status: string): boolean {
  return status === 'mitigated' || status === 'resolved';
}

export const NEW_INCIDENT_DEFAULTS = { severity: 'low', status: 'open', type: 'availability' } as const;
export const NEW_HYPOTHESIS_STATUS = 'possible';
/** The status control shows this when a hypothesis has none. */
export const SHOWN_HYPOTHESIS_STATUS = 'likely';
/** Detail form default when the severity is missing. */
export const DETAIL_DEFAULT_SEVERITY = 'high';
/** Severities the dropdown offers (the defined five plus info and warning). */
export const SEVERITY_CHOICES = ['info', 'warning', 'low', 'medium', 'high', 'blocker', 'critical'] as const;

/**
 * A severity as one key whatever its case: the existing Mission Control console writes 'High' and
 * 'Low', this console writes 'high' and 'low'; both mean the same severity.
 */
export function severityKey(severity: string): string {
  return severity.trim().toLowerCase();
}

/** The spellings of a severity that an exact-match filter must take ('high', 'High', 'HIGH'). */
export function severitySpellings(severity: string): string[] {
  const key = severityKey(severity);
  return [...new Set([key, key.charAt(0).toUpperCase() + key.slice(1), key.toUpperCase()])];
}

/** The severity the detail form shows: its key, or High when missing. */
export function detailSeverity(severity: string): string {
  return severityKey(severity) === '' ? DETAIL_DEFAULT_SEVERITY : severityKey(severity);
}

/** The child type a hypothesis may have: root → factor → solution → none. */
export function childTypeOf(type: string): 'factor' | 'solution' | null {
  if (type === 'root') return 'factor';
  if (type === 'factor') return 'solution';
  return null;
}

export const DEFAULT_SCRIPTS: Readonly<Record<string, string>> = {
  check: 'check status is healthy and age greater than 5m',
  config_analysis: 'analysis status is resolved',
  topology: 'status is healthy',
};

export const MAX_AVATARS = 5;

/** Human labels: "technicalDebt" → "Technical Debt", "investigating" → "Investigating". */
export function labelOf(value: string): string {
  const spaced = value.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
  return spaced.replace(/\b\w/g, (c) => c.toUpperCase());
}
