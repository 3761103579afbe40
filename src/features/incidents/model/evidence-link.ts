// Where an evidence item leads and how it is named (spec 02-areas §3 evidence; #27 "evidence links
// to its check, config, change, insight or component, and its label does not repeat itself").
import { labelOf } from './incident-rules.ts';

/** The id fields of an evidence row that point at something the console can open. */
export interface EvidenceRefs {
  type: string;
  description: string | null;
  check_id?: string | null | undefined;
  config_id?: string | null | undefined;
  config_change_id?: string | null | undefined;
  config_analysis_id?: string | null | undefined;
  component_id?: string | null | undefined;
}

/** The page an evidence item opens, or null when it points at nothing the console shows. */
export function evidenceHref(e: EvidenceRefs): string | null {
  if (e.check_id) return `/health?checkId=${encodeURIComponent(e.check_id)}`;
  if (e.config_change_id && e.config_id) return `/catalog/${e.config_id}/changes`;
  if (e.config_analysis_id && e.config_id) return `/catalog/${e.config_id}/insights`;
  if (e.config_id) return `/catalog/${e.config_id}`;
  if (e.component_id) return `/topology/${e.component_id}`;
  return null;
}

/**
 * The evidence's words beside its type tag: the description without a leading copy of the tag
 * ("Check PrometheusRuleFailures" under the tag "Check" reads "PrometheusRuleFailures"), or, when
 * the description is only the tag or empty, `fallback` (the name of what it points at).
 */
export function evidenceText(e: EvidenceRefs, fallback: string | null): string {
  const tag = labelOf(e.type);
  const description = (e.description ?? '').trim();
  const lower = description.toLowerCase();
  if (lower === '' || lower === tag.toLowerCase()) return fallback ?? description;
  if (lower.startsWith(`${tag.toLowerCase()} `)) return description.slice(tag.length + 1).trim();
  return description;
}
