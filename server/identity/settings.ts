import { randomInt } from 'node:crypto';
import type { Hono } from 'hono';
import { z } from 'zod';
import { optFlag, optString, readFlatBody } from './body.ts';
import type { Ctx, CurrentSession, IdentityBindings, IdentityEnv } from './context.ts';
import { currentSession, ensureCsrfCookie, requestUrl } from './context.ts';
import { deleteCredential, getCredential, secondFactors, setCredential } from './credential-store.ts';
import { errors } from './errors.ts';
import type { FlowRow } from './flow-store.ts';
import { flowJson, saveFlow } from './flow-store.ts';
import { answerExpiredSubmit, checkSubmitCsrf, isExpired, requireFlow, uiUrlOf } from './flow-http.ts';
import {
  identifierOf,
  identityIdByAddress,
  identityJson,
  loadIdentity,
  updateTraits,
} from './identity-store.ts';
import { msg } from './messages.ts';
import { acceptsJson } from './negotiation.ts';
import { addFlowMessage, addNodeMessage, clearMessages, traitsFromForm } from './nodes.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { passwordProblem } from './password-policy.ts';
import { checkReturnTo, finalReturnUrl } from './return-to.ts';
import { isValidEmail } from './schema.ts';
import { addAuthMethod, revokeOtherSessions } from './session-store.ts';
import { createSettingsFlow, settingsNodes } from './settings-flow.ts';
import { newTotpSecret, verifyTotp } from './totp.ts';

const settingsBody = z.object({
  method: optString,
  csrf_token: optString,
  'traits.email': optString,
  'traits.name.first': optString,
  'traits.name.last': optString,
  password: optString,
  totp_code: optString,
  totp_unlink: optFlag,
  lookup_secret_regenerate: optFlag,
  lookup_secret_confirm: optFlag,
  lookup_secret_reveal: optFlag,
  lookup_secret_disable: optFlag,
});
type SettingsBody = z.infer<typeof settingsBody>;

const LOOKUP_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function newLookupCodes(): string[] {
  return Array.from({ length: 12 }, () =>
    Array.from({ length: 8 }, () => LOOKUP_ALPHABET[randomInt(LOOKUP_ALPHABET.length)]).join(''),
  );
}

/** `highest_available`: an identity with a second factor needs an aal2 session here. */
async function requireAal(env: IdentityEnv, current: CurrentSession, returnTo: string | null): Promise<void> {
  if (current.session.aal === 'aal2') return;
  const has = await secondFactors(env.db, current.identity.id);
  if (!has.totp && !has.lookup) return;
  const q = new URLSearchParams({ aal: 'aal2' });
  if (returnTo !== null) q.set('return_to', returnTo);
  throw errors.aal2Required(`${env.cfg.base}/self-service/login/browser?${q.toString()}`);
}

async function answerSettings(
  c: Ctx,
  env: IdentityEnv,
  flow: FlowRow,
  current: CurrentSession,
  status: 200 | 400,
): Promise<Response> {
  await saveFlow(env.db, flow, env.now());
  if (!c.get('json')) return c.redirect(`${uiUrlOf(env, 'settings')}?flow=${flow.id}`, 303);
  const identity = (await loadIdentity(env.db, current.identity.id)) ?? current.identity;
  return c.json(flowJson(flow, { identity: identityJson(env.cfg, identity) }), status);
}

async function createSettings(c: Ctx, env: IdentityEnv): Promise<Response> {
  c.set('json', acceptsJson(c.req.raw));
  const returnTo = checkReturnTo(env.cfg, c.req.query('return_to'));
  const current = await currentSession(c, env);
  if (!current) {
    if (!c.get('json'))
      return c.redirect(
        `${env.cfg.base}/self-service/login/browser?return_to=${encodeURIComponent(requestUrl(c, env))}`,
        303,
      );
    throw errors.sessionInactive();
  }
  await requireAal(env, current, requestUrl(c, env));
  const flow = await createSettingsFlow(env, {
    identity: current.identity,
    session: current.session,
    csrf: ensureCsrfCookie(c, env),
    returnTo,
    requestUrl: requestUrl(c, env),
  });
  if (!c.get('json')) return c.redirect(`${uiUrlOf(env, 'settings')}?flow=${flow.id}`, 303);
  return c.json(flowJson(flow, { identity: identityJson(env.cfg, current.identity) }), 200);
}

async function loadOwnFlow(
  c: Ctx,
  env: IdentityEnv,
  id: string | undefined,
): Promise<{ flow: FlowRow; current: CurrentSession }> {
  const current = await currentSession(c, env);
  if (!current) throw errors.noSession();
  const flow = await requireFlow(env, 'settings', id);
  if (flow.identity_id !== current.identity.id) throw errors.identityMismatch();
  return { flow, current };
}

async function getSettings(c: Ctx, env: IdentityEnv): Promise<Response> {
  c.set('json', true);
  const { flow, current } = await loadOwnFlow(c, env, c.req.query('id'));
  await requireAal(env, current, null);
  if (isExpired(env, flow)) throw errors.flowGone();
  return c.json(flowJson(flow, { identity: identityJson(env.cfg, current.identity) }), 200);
}

/** Where Kratos returns after a re-authentication: back to the settings UI (the user resubmits). */
function resumeSettings(c: Ctx, env: IdentityEnv): Response {
  return c.redirect(`${uiUrlOf(env, 'settings')}?flow=${c.req.query('flow') ?? ''}`, 303);
}

function requirePrivileged(env: IdentityEnv, flow: FlowRow, current: CurrentSession): void {
  if (env.now().getTime() - current.session.authenticated_at.getTime() <= env.cfg.privilegedSessionMaxAge)
    return;
  const back = `${env.cfg.base}/self-service/settings?flow=${flow.id}`;
  throw errors.refreshRequired(
    `${env.cfg.base}/self-service/login/browser?refresh=true&return_to=${encodeURIComponent(back)}`,
  );
}

async function submitSettings(c: Ctx, env: IdentityEnv): Promise<Response> {
  const { flow, current } = await loadOwnFlow(c, env, c.req.query('flow'));
  const body = settingsBody.parse(await readFlatBody(c.req.raw));
  checkSubmitCsrf(c, env, body.csrf_token);
  if (isExpired(env, flow)) {
    return answerExpiredSubmit(c, env, flow, () =>
      createSettingsFlow(env, {
        identity: current.identity,
        session: current.session,
        csrf: ensureCsrfCookie(c, env),
        returnTo: flow.return_to,
        requestUrl: flow.request_url,
      }),
    );
  }
  await requireAal(env, current, `${env.cfg.base}/self-service/settings?flow=${flow.id}`);
  clearMessages(flow.ui);
  flow.state = 'show_form';
  flow.continue_with = null;
  switch (body.method) {
    case 'profile':
      return profile(c, env, flow, current, body);
    case 'password':
      return password(c, env, flow, current, body);
    case 'totp':
      return totp(c, env, flow, current, body);
    case 'lookup_secret':
      return lookup(c, env, flow, current, body);
    default:
      addFlowMessage(flow.ui, msg.noStrategy());
      return answerSettings(c, env, flow, current, 400);
  }
}

async function succeed(c: Ctx, env: IdentityEnv, flow: FlowRow, current: CurrentSession): Promise<Response> {
  const identity = (await loadIdentity(env.db, current.identity.id)) ?? current.identity;
  flow.state = 'success';
  flow.ui.nodes = await settingsNodes(env, identity, flow);
  flow.ui.messages = [msg.saved()];
  flow.continue_with = [
    { action: 'redirect_browser_to', redirect_browser_to: finalReturnUrl(env.cfg, flow.return_to) },
  ];
  return answerSettings(c, env, flow, current, 200);
}

async function profile(
  c: Ctx,
  env: IdentityEnv,
  flow: FlowRow,
  current: CurrentSession,
  body: SettingsBody,
): Promise<Response> {
  const traits = traitsFromForm(flow.ui, body);
  if (traits.email === '' || !isValidEmail(traits.email)) {
    addNodeMessage(flow.ui, 'traits.email', traits.email === '' ? msg.missing('email') : msg.invalidEmail());
    return answerSettings(c, env, flow, current, 400);
  }
  const emailChanged = identifierOf(traits.email) !== identifierOf(current.identity.traits.email);
  if (emailChanged) {
    // The email is the identifier and the verification/recovery address: a protected trait.
    requirePrivileged(env, flow, current);
    const owner = await identityIdByAddress(env.db, traits.email);
    if (owner !== null && owner !== current.identity.id) {
      addFlowMessage(flow.ui, msg.duplicateIdentifier());
      return answerSettings(c, env, flow, current, 400);
    }
  }
  await env.db.transaction((tx) => updateTraits(tx, current.identity.id, traits, env.now()));
  return succeed(c, env, flow, current);
}

async function password(
  c: Ctx,
  env: IdentityEnv,
  flow: FlowRow,
  current: CurrentSession,
  body: SettingsBody,
): Promise<Response> {
  requirePrivileged(env, flow, current);
  const pw = body.password ?? '';
  const problem =
    pw === ''
      ? msg.missing('password')
      : passwordProblem(pw, identifierOf(current.identity.traits.email), env.cfg.minPasswordLength);
  if (problem) {
    addNodeMessage(flow.ui, 'password', problem);
    return answerSettings(c, env, flow, current, 400);
  }
  const old = await getCredential(env.db, current.identity.id, 'password');
  if (old && (await verifyPassword(pw, old.hashed_password))) {
    addNodeMessage(flow.ui, 'password', msg.passwordSame());
    return answerSettings(c, env, flow, current, 400);
  }
  await setCredential(
    env.db,
    current.identity.id,
    'password',
    { hashed_password: await hashPassword(pw) },
    env.now(),
    identifierOf(current.identity.traits.email),
  );
  // A new password ends every other session of the identity: whoever knew the old one is out.
  await revokeOtherSessions(env.db, current.identity.id, current.session.id);
  return succeed(c, env, flow, current);
}

async function totp(
  c: Ctx,
  env: IdentityEnv,
  flow: FlowRow,
  current: CurrentSession,
  body: SettingsBody,
): Promise<Response> {
  requirePrivileged(env, flow, current);
  const id = current.identity.id;
  if (body.totp_unlink) {
    await deleteCredential(env.db, id, 'totp');
    flow.internal = { ...flow.internal, totp_secret: newTotpSecret() };
    return succeed(c, env, flow, current);
  }
  const code = (body.totp_code ?? '').trim();
  const secret = flow.internal.totp_secret;
  if (code === '') addNodeMessage(flow.ui, 'totp_code', msg.missing('totp_code'));
  else if (secret === undefined || !verifyTotp(secret, code, env.now()))
    addNodeMessage(flow.ui, 'totp_code', msg.invalidTotp());
  else {
    await setCredential(env.db, id, 'totp', { secret }, env.now());
    await addAuthMethod(env.db, current.session, 'totp', env.now());
    return succeed(c, env, flow, current);
  }
  return answerSettings(c, env, flow, current, 400);
}

async function lookup(
  c: Ctx,
  env: IdentityEnv,
  flow: FlowRow,
  current: CurrentSession,
  body: SettingsBody,
): Promise<Response> {
  requirePrivileged(env, flow, current);
  const id = current.identity.id;
  if (body.lookup_secret_confirm) {
    const pending = flow.internal.lookup_pending;
    if (!pending) {
      addFlowMessage(
        flow.ui,
        msg.reason('You must (re-)generate recovery backup codes before you can save them.'),
      );
      return answerSettings(c, env, flow, current, 400);
    }
    await setCredential(
      env.db,
      id,
      'lookup_secret',
      { recovery_codes: pending.map((code) => ({ code, used_at: null })) },
      env.now(),
    );
    const { lookup_pending: _done, ...rest } = flow.internal;
    flow.internal = rest;
    await addAuthMethod(env.db, current.session, 'lookup_secret', env.now());
    return succeed(c, env, flow, current);
  }
  if (body.lookup_secret_disable) {
    await deleteCredential(env.db, id, 'lookup_secret');
    return succeed(c, env, flow, current);
  }
  if (body.lookup_secret_regenerate) flow.internal = { ...flow.internal, lookup_pending: newLookupCodes() };
  flow.ui.nodes = await settingsNodes(env, current.identity, flow, { reveal: body.lookup_secret_reveal });
  return answerSettings(c, env, flow, current, 200);
}

export function settingsRoutes(app: Hono<IdentityBindings>, env: IdentityEnv): void {
  app.get('/self-service/settings/browser', (c) => createSettings(c, env));
  app.get('/self-service/settings/flows', (c) => getSettings(c, env));
  app.get('/self-service/settings', (c) => resumeSettings(c, env));
  app.post('/self-service/settings', (c) => submitSettings(c, env));
}
