// The Agents screen's rules (spec 01-core §3 "Agent form", §4, §5, §8, §9): the form and its
// defaults, the required name, the online threshold, and the spec's messages.

/** Spec §9: online when seen within 61 seconds. */
export const ONLINE_THRESHOLD_MS = 61_000;

/** Spec §9: the Kubernetes scrape intervals (30m by default; Kubernetes and telemetry start off). */
export const SCRAPE_INTERVALS = ['1m', '5m', '10m', '30m', '1h', '2h', '6h', '12h', '24h'] as const;
export type ScrapeInterval = (typeof SCRAPE_INTERVALS)[number];

export const AGENT_CREATED = 'Agent created';
export const AGENT_UPDATED = 'Agent updated';
export const AGENT_DELETED = 'Agent deleted';
export const FIELD_REQUIRED = 'This field is required';
export const CONFIRM_DELETE = 'Are you sure you want to delete agent?';

/** One line of the properties editor (kept as a list so a half-typed key keeps its place). */
export interface PropertyLine {
  readonly key: string;
  readonly value: string;
}

/** Spec §3 "Agent form": name, properties, kubernetes {enabled, interval}, pushTelemetry {enabled, topologyName}. */
export interface AgentForm {
  readonly name: string;
  readonly properties: readonly PropertyLine[];
  readonly kubernetes: { readonly enabled: boolean; readonly interval: ScrapeInterval };
  readonly pushTelemetry: { readonly enabled: boolean; readonly topologyName: string };
}

export function emptyAgentForm(): AgentForm {
  return {
    name: '',
    properties: [],
    kubernetes: { enabled: false, interval: '30m' },
    pushTelemetry: { enabled: false, topologyName: '' },
  };
}

/** An agent's stored properties as editor lines (non-text values as their JSON). */
export function propertyLines(properties: Record<string, unknown> | null): PropertyLine[] {
  return Object.entries(properties ?? {}).map(([key, value]) => ({
    key,
    value: typeof value === 'string' ? value : JSON.stringify(value),
  }));
}

/** The editor's lines as the string map the server keeps (blank keys dropped, the last key wins). */
export function propertiesOf(lines: readonly PropertyLine[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { key, value } of lines) if (key.trim() !== '') out[key.trim()] = value;
  return out;
}

/** Spec §5: the name is required (checked on submit and once the field was left). */
export function nameError(name: string): string | undefined {
  return name.trim() === '' ? FIELD_REQUIRED : undefined;
}

/** The body of `POST /api/agent/generate` (api-contract §3: name and properties). */
export function generateRequestOf(form: AgentForm): { name: string; properties: Record<string, string> } {
  return { name: form.name.trim(), properties: propertiesOf(form.properties) };
}

export type AgentStatus = 'Online' | 'Offline';

/** Spec §3, §4: Online when last seen within 61 s of `nowMs`, otherwise (or never seen) Offline. */
export function agentStatus(lastSeen: string | null, nowMs: number): AgentStatus {
  if (lastSeen === null) return 'Offline';
  const seen = Date.parse(lastSeen);
  return !Number.isNaN(seen) && nowMs - seen < ONLINE_THRESHOLD_MS ? 'Online' : 'Offline';
}
