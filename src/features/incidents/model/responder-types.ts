// Responder types and their form fields (spec §3 "Responder type field sets", §4 ticket-form
// dependencies, §5 "every field is required").
export const RESPONDER_TYPES = [
  'email',
  'jira',
  'service_now',
  'ca',
  'aws_support',
  'aws_ams_services_request',
  'redhat',
  'oracle',
  'ms_planner',
  'vmware',
] as const;

const TICKET = ['category', 'description', 'body'] as const;
const PRODUCT = ['product', 'category', 'description', 'body'] as const;

export const RESPONDER_FIELDS: Readonly<Record<string, readonly string[]>> = {
  email: ['to', 'subject', 'body'],
  jira: ['configType', 'project', 'issueType', 'priority', 'summary', 'description'],
  service_now: TICKET,
  ca: TICKET,
  aws_support: TICKET,
  aws_ams_services_request: TICKET,
  redhat: PRODUCT,
  oracle: PRODUCT,
  vmware: PRODUCT,
  ms_planner: ['plan_id', 'bucket_id', 'priority', 'title', 'description'],
};

export const FIELD_LABELS: Readonly<Record<string, string>> = {
  to: 'To',
  subject: 'Subject',
  body: 'Body',
  configType: 'Instance',
  project: 'Project',
  issueType: 'Issue Type',
  priority: 'Priority',
  summary: 'Summary',
  description: 'Description',
  category: 'Category',
  product: 'Product',
  plan_id: 'Plan',
  bucket_id: 'Bucket',
  title: 'Title',
  external_id: 'External Id',
};

/** Fields disabled until another is set (project and priority need the instance). */
export function fieldEnabled(type: string, field: string, values: Readonly<Record<string, string>>): boolean {
  if (type === 'jira' && (field === 'project' || field === 'priority'))
    return (values['configType'] ?? '') !== '';
  return true;
}

/** Applies one change and clears what depends on it (instance → project, issue type; project → issue type; plan → bucket). */
export function changeField(
  type: string,
  values: Readonly<Record<string, string>>,
  field: string,
  value: string,
): Record<string, string> {
  const next = { ...values, [field]: value };
  if (type === 'jira' && field === 'configType') {
    next['project'] = '';
    next['issueType'] = '';
  }
  if (type === 'jira' && field === 'project') next['issueType'] = '';
  // A bucket belongs to one plan.
  if (type === 'ms_planner' && field === 'plan_id') next['bucket_id'] = '';
  return next;
}

/** The types a team offers: the keys of its `spec.responder_clients`, else every type. */
export function teamResponderTypes(spec: unknown): string[] {
  if (typeof spec === 'object' && spec !== null && 'responder_clients' in spec) {
    const clients = spec.responder_clients;
    if (typeof clients === 'object' && clients !== null) {
      const keys = Object.keys(clients).filter((k) => k in RESPONDER_FIELDS);
      if (keys.length > 0) return keys;
    }
  }
  return [...RESPONDER_TYPES];
}

export const INVALID = 'Please provide valid value';

export function missingFields(type: string, values: Readonly<Record<string, string>>): string[] {
  return (RESPONDER_FIELDS[type] ?? []).filter((f) => (values[f] ?? '').trim() === '');
}

// ------------------------------------------------------------------- ticket dropdowns (spec §3, §7.3)
// The ticket forms pick instance, project, issue type, priority, plan and bucket from lists, not
// free text. The values come from the ticket systems' config items (ticket-lookups.ts), the team's
// `spec.responder_clients[type]` (its per-type values and defaults) and the usual values below.
const TICKET_VALUES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  jira: {
    configType: [],
    project: [],
    issueType: ['Incident', 'Bug', 'Task', 'Story'],
    priority: ['Highest', 'High', 'Medium', 'Low', 'Lowest'],
  },
  ms_planner: { plan_id: [], bucket_id: [], priority: ['urgent', 'important', 'medium', 'low'] },
};

/** A team client's value for a form field (Jira's instance is the client's `url`). */
const CLIENT_KEY: Readonly<Record<string, string>> = { configType: 'url' };

/** The team's configured values for a responder type, as form values (only fields of that form). */
export function clientDefaults(spec: unknown, type: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof spec !== 'object' || spec === null || !('responder_clients' in spec)) return out;
  const clients = spec.responder_clients;
  if (typeof clients !== 'object' || clients === null || !(type in clients)) return out;
  const client: unknown = (clients as Record<string, unknown>)[type];
  if (typeof client !== 'object' || client === null) return out;
  const values = client as Record<string, unknown>;
  for (const field of RESPONDER_FIELDS[type] ?? []) {
    const value = values[CLIENT_KEY[field] ?? field];
    if (typeof value === 'string' && value !== '') out[field] = value;
  }
  return out;
}

/** The choices of a dropdown field (the team's value first), or null for a free-text field. */
export function ticketChoices(
  type: string,
  field: string,
  defaults: Readonly<Record<string, string>>,
): string[] | null {
  const known = TICKET_VALUES[type]?.[field];
  if (known === undefined) return null;
  const team = defaults[field];
  return team === undefined || known.includes(team) ? [...known] : [team, ...known];
}
