// POST /api/playbook/run and /{id}/params: the request (playbook.RunParams), its checks and the
// parameters as a run will receive them (RunParams.setDefaults and validateParams).
import { z } from 'zod';
import type { Queryable } from '../db/database.ts';
import { PlaybookError } from './errors.ts';
import { appliesTo, findPlaybook, requireTarget, type PlaybookRow } from './catalog.ts';
import { parseDuration, type PlaybookParameter, type PlaybookSpec } from './spec.ts';
import { isUuid, targetOf, SELECTOR_FIELD, type Target } from './targets.ts';
import { renderGoTemplate, type TemplateEnv } from './template.ts';

const uuid = z.string().refine(isUuid, { message: 'invalid UUID' });

export const runRequestSchema = z.object({
  id: uuid.optional(),
  agent_id: uuid.optional(),
  config_id: uuid.optional(),
  check_id: uuid.optional(),
  component_id: uuid.optional(),
  params: z.record(z.string(), z.string()).optional(),
  request: z.record(z.string(), z.unknown()).optional(),
  notification_send_id: uuid.optional(),
  parent_id: uuid.optional(),
});
export type RunRequest = z.infer<typeof runRequestSchema>;

/** The body, bound as echo's Bind does: a malformed body or a wrongly typed field is a 400. */
export function bindRunRequest(body: unknown, idFromPath?: string): RunRequest {
  const withId =
    idFromPath !== undefined && body !== null && typeof body === 'object'
      ? { ...body, id: idFromPath }
      : body;
  const parsed = runRequestSchema.safeParse(withId ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') ?? '';
    throw new PlaybookError('invalid', `invalid request: ${where}: ${issue?.message ?? 'malformed body'}`);
  }
  return parsed.data;
}

/** RunParams.valid, then the playbook (404 when missing or deleted) and the target (404). */
export async function resolveRequest(
  db: Queryable,
  req: RunRequest,
): Promise<{ playbook: PlaybookRow; target: Target | null }> {
  if (req.id === undefined) throw new PlaybookError('invalid', 'invalid request: playbook id is required');
  const which = targetOf(req);
  if (which === 'several')
    throw new PlaybookError(
      'invalid',
      'invalid request: provide none or exactly one of config_id, component_id, or check_id',
    );
  const playbook = await findPlaybook(db, req.id);
  if (playbook === null) throw new PlaybookError('not_found', `playbook '${req.id}' not found`);
  const target = which === null ? null : await requireTarget(db, which.kind, which.id);
  return { playbook, target };
}

/** Our rule (issue #23): a run's resource must be one the playbook's selectors match. */
export function requireApplicable(playbook: PlaybookRow, spec: PlaybookSpec, target: Target | null): void {
  if (target === null || appliesTo(spec, target)) return;
  const field = SELECTOR_FIELD[target.kind];
  throw new PlaybookError(
    'invalid',
    `playbook '${playbook.name}' cannot run on ${target.kind}(id=${target.id}): ${target.selectable.name} does not match the playbook's ${field} selectors`,
  );
}

/** Renders the Go templates in every string of a parameter's `properties`. */
function renderDeep(value: unknown, env: TemplateEnv): unknown {
  if (typeof value === 'string') return renderGoTemplate(value, env);
  if (Array.isArray(value)) return value.map((v) => renderDeep(v, env));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renderDeep(v, env)]));
  return value;
}

/**
 * The parameters as GetParams answers them: `default` and `properties` (the fields the product
 * marks `template:"true"`) rendered over the resource; an empty default is left out (omitempty).
 */
export function templatedParameters(spec: PlaybookSpec, env: TemplateEnv): PlaybookParameter[] {
  return (spec.parameters ?? []).map((p) => {
    const out: PlaybookParameter = { ...p };
    if (typeof p.default === 'string') out.default = renderGoTemplate(p.default, env);
    if (out.default === '') delete out.default;
    if (p.properties !== undefined) out.properties = renderDeep(p.properties, env);
    return out;
  });
}

/** setDefaults then validateParams; returns the parameters the run is saved with. */
export function finalParams(
  spec: PlaybookSpec,
  given: Record<string, string> | undefined,
  env: TemplateEnv,
): Record<string, string> {
  const declared = spec.parameters ?? [];
  const params: Record<string, string> = { ...(given ?? {}) };
  for (const p of templatedParameters(spec, env))
    if (!Object.hasOwn(params, p.name)) params[p.name] = p.default === undefined ? '' : String(p.default);
  const names = declared.map((p) => p.name);
  const missing = declared
    .filter((p) => p.required === true && (params[p.name] ?? '') === '')
    .map((p) => p.name);
  if (missing.length > 0)
    throw new PlaybookError('invalid', `missing required parameter(s): ${missing.join(',')}`);
  const unknown = Object.keys(params).filter((k) => !names.includes(k));
  if (unknown.length > 0)
    throw new PlaybookError(
      'invalid',
      `unknown parameter(s): ${unknown.join(', ')}, valid parameters are: ${names.join(', ')}`,
    );
  for (const p of declared) {
    const value = params[p.name] ?? '';
    if (p.type !== 'duration' || value === '') continue;
    if (parseDuration(value) === null)
      throw new PlaybookError('invalid', `invalid duration for parameter ${p.name}: ${value}`);
  }
  return params;
}
