// The parts of a playbook spec (mission-control api/v1 PlaybookSpec) the server acts on. Parsing is
// permissive as the product's JSON decoding is: unknown keys are kept, and a spec that cannot be
// read is reported as the product reports it.
import { z } from 'zod';
import { resourceSelectorSchema } from './selector.ts';

const text = z.string().optional();

export const playbookParameterSchema = z.looseObject({
  name: z.string(),
  default: z.union([z.string(), z.number(), z.boolean()]).optional(),
  label: text,
  required: z.boolean().optional(),
  icon: text,
  description: text,
  type: text,
  properties: z.unknown().optional(),
  dependsOn: z.array(z.string()).optional(),
});
export type PlaybookParameter = z.infer<typeof playbookParameterSchema>;

export const playbookActionSchema = z.looseObject({
  name: z.string(),
  delay: text,
  timeout: text,
  if: text,
  retry: z.looseObject({ limit: z.number().int(), duration: z.string() }).optional(),
  exec: z.looseObject({ script: z.string() }).optional(),
  http: z.looseObject({ url: text, method: text, body: text }).optional(),
  sql: z.looseObject({ query: z.string(), driver: text }).optional(),
  notification: z.looseObject({ title: text, message: text, connection: text, url: text }).optional(),
});
export type PlaybookAction = z.infer<typeof playbookActionSchema>;

const selectors = z.array(resourceSelectorSchema).optional();

export const playbookSpecSchema = z.looseObject({
  title: text,
  description: text,
  category: text,
  icon: text,
  timeout: text,
  configs: selectors,
  checks: selectors,
  components: selectors,
  parameters: z.array(playbookParameterSchema).optional(),
  actions: z.array(playbookActionSchema).optional(),
  filters: z.array(z.string()).optional(),
  approval: z
    .looseObject({
      type: z.enum(['any', 'all', '']).optional(),
      approvers: z
        .looseObject({ people: z.array(z.string()).optional(), teams: z.array(z.string()).optional() })
        .optional(),
    })
    .optional(),
});
export type PlaybookSpec = z.infer<typeof playbookSpecSchema>;

/** The spec as the run and the executor read it, or the decoding error's words. */
export function parseSpec(raw: unknown): { spec: PlaybookSpec } | { error: string } {
  const parsed = playbookSpecSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { error: `invalid playbook spec: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}` };
  }
  return { spec: parsed.data };
}

/** `PlaybookSpec.Validate`: at least one action, unique trimmed names, one action kind each. */
export function validateSpec(spec: PlaybookSpec): string | null {
  const actions = spec.actions ?? [];
  if (actions.length === 0) return 'playbook must define at least one action';
  const seen = new Set<string>();
  for (const a of actions) {
    const name = a.name.trim();
    if (name === '') return 'action name is required';
    if (name !== a.name) return 'action name must not have leading or trailing whitespace';
    if (seen.has(name)) return `all actions should have unique names. ${name} is repeated`;
    seen.add(name);
  }
  return null;
}

export function requiresApproval(spec: PlaybookSpec): boolean {
  const a = spec.approval?.approvers;
  return (a?.people ?? []).length > 0 || (a?.teams ?? []).length > 0;
}

/** A duration as commons/duration parses it ("30s", "1m30s", "2h", "1d"), in ms; null if invalid. */
export function parseDuration(s: string): number | null {
  const units: Record<string, number> = {
    ms: 1,
    s: 1000,
    m: 60_000,
    h: 3_600_000,
    d: 86_400_000,
    w: 604_800_000,
    y: 31_536_000_000,
  };
  const trimmed = s.trim();
  if (trimmed === '' || trimmed === '0') return trimmed === '0' ? 0 : null;
  let total = 0;
  let rest = trimmed;
  while (rest !== '') {
    const m = /^(\d+(?:\.\d+)?)(ms|s|m|h|d|w|y)/.exec(rest);
    if (!m) return null;
    total += Number(m[1]) * (units[m[2] ?? ''] ?? 0);
    rest = rest.slice(m[0].length);
  }
  return Math.round(total);
}
