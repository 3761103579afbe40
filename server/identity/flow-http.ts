import { acceptsJson } from './negotiation.ts';
import type { Ctx, IdentityEnv } from './context.ts';
import { csrfCookie } from './context.ts';
import { maskedMatches, tokensEqual } from './csrf.ts';
import { errors } from './errors.ts';
import type { FlowKind, FlowRow } from './flow-store.ts';
import { flowJson, insertFlow, loadFlow } from './flow-store.ts';
import { msg } from './messages.ts';
import { addFlowMessage } from './nodes.ts';

/** Response conventions shared by every self-service flow (kratos-flows.md §0.1, §3.2). */

export function uiUrlOf(env: IdentityEnv, kind: FlowKind): string {
  return env.cfg.ui[kind === 'settings' ? 'settings' : kind];
}

/** Answer to a create-browser-flow call: the flow (JSON) or 303 to the UI page. */
export function answerCreated(
  c: Ctx,
  env: IdentityEnv,
  flow: FlowRow,
  extra: Record<string, unknown> = {},
): Response {
  if (acceptsJson(c.req.raw)) return c.json(flowJson(flow, extra), 200);
  return c.redirect(`${uiUrlOf(env, flow.kind)}?flow=${flow.id}`, 303);
}

/** A flow answered after a submit: JSON with `status`, or 303 to the UI page for plain posts. */
export function answerFlow(
  c: Ctx,
  env: IdentityEnv,
  flow: FlowRow,
  status: 200 | 400,
  extra: Record<string, unknown> = {},
): Response {
  if (c.get('json')) return c.json(flowJson(flow, extra), status);
  return c.redirect(`${uiUrlOf(env, flow.kind)}?flow=${flow.id}`, 303);
}

/** Success that ends in a browser navigation: JSON body, or 303 to `to`. */
export function answerDone(c: Ctx, body: Record<string, unknown>, to: string): Response {
  if (c.get('json')) return c.json(body, 200);
  return c.redirect(to, 303);
}

/** Submit check: the masked `csrf_token` field must carry the CSRF cookie's token. */
export function checkSubmitCsrf(c: Ctx, env: IdentityEnv, bodyToken: unknown, flow?: FlowRow): void {
  if (flow?.internal.skip_csrf === true) return;
  if (!maskedMatches(bodyToken, csrfCookie(c, env))) throw errors.csrf();
}

/** Get check for browser flows: the CSRF cookie must be the one the flow was made with. */
export function checkGetCsrf(c: Ctx, env: IdentityEnv, flow: FlowRow): void {
  if (flow.internal.skip_csrf === true) return;
  if (!tokensEqual(csrfCookie(c, env), flow.csrf_token)) throw errors.csrf();
}

export async function requireFlow(
  env: IdentityEnv,
  kind: FlowKind,
  id: string | undefined,
): Promise<FlowRow> {
  const flow = await loadFlow(env.db, kind, id);
  if (!flow) throw errors.notFound();
  return flow;
}

export function isExpired(env: IdentityEnv, flow: FlowRow): boolean {
  return flow.expires_at.getTime() <= env.now().getTime();
}

const EXPIRED_IDS: Record<FlowKind, number> = {
  login: 4010001,
  registration: 4040001,
  settings: 4050001,
  recovery: 4060005,
  verification: 4070005,
};

/**
 * A submit to an expired flow: a fresh flow is made (by `recreate`) holding the "expired" message;
 * JSON gets 410 with `use_flow_id`, a plain browser 303 to the UI with the new flow.
 */
export async function answerExpiredSubmit(
  c: Ctx,
  env: IdentityEnv,
  old: FlowRow,
  recreate: () => FlowRow | Promise<FlowRow>,
): Promise<Response> {
  const now = env.now();
  const fresh = await recreate();
  const minutes = (now.getTime() - old.expires_at.getTime()) / 60_000;
  addFlowMessage(fresh.ui, msg.flowExpired(EXPIRED_IDS[old.kind], old.kind, minutes));
  await insertFlow(env.db, fresh);
  if (old.kind === 'recovery' || old.kind === 'verification') {
    // Kratos answers these with a 303 to the new flow's JSON (XHR follows it) or its UI page.
    const to = c.get('json')
      ? `${env.cfg.base}/self-service/${old.kind}/flows?id=${fresh.id}`
      : `${uiUrlOf(env, old.kind)}?flow=${fresh.id}`;
    return c.redirect(to, 303);
  }
  if (!c.get('json')) return c.redirect(`${uiUrlOf(env, old.kind)}?flow=${fresh.id}`, 303);
  throw errors.flowExpired(old.expires_at, now, fresh.id);
}
