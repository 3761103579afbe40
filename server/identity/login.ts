import type { Hono } from 'hono';
import { z } from 'zod';
import { optString, readFlatBody } from './body.ts';
import type { Ctx, CurrentSession, IdentityBindings, IdentityEnv } from './context.ts';
import { currentSession, clientDevice, ensureCsrfCookie, requestUrl } from './context.ts';
import { findPasswordCredential, secondFactors } from './credential-store.ts';
import { errors } from './errors.ts';
import type { FlowRow } from './flow-store.ts';
import { flowJson, insertFlow, newFlow, saveFlow } from './flow-store.ts';
import { acceptsJson } from './negotiation.ts';
import {
  answerCreated,
  answerDone,
  answerExpiredSubmit,
  answerFlow,
  checkGetCsrf,
  checkSubmitCsrf,
  isExpired,
  requireFlow,
} from './flow-http.ts';
import { identifierOf } from './identity-store.ts';
import { passwordLoginNodes, refreshLoginNodes, secondFactorNodes } from './login-nodes.ts';
import { msg } from './messages.ts';
import { addFlowMessage, addNodeMessage, clearMessages, setValue } from './nodes.ts';
import { burnPasswordCheck, verifyPassword } from './password.ts';
import { checkReturnTo, finalReturnUrl } from './return-to.ts';
import { addAuthMethod } from './session-store.ts';
import { checkTotpCode, issueSession, sessionBody, useLookupCode } from './sign-in.ts';
import {
  LOGIN_PER_CLIENT,
  LOGIN_PER_IDENTIFIER,
  clearAttempts,
  forgiveAttempt,
  reserveAttempt,
} from './throttle.ts';

const loginBody = z.object({
  method: optString,
  csrf_token: optString,
  identifier: optString,
  password: optString,
  totp_code: optString,
  lookup_secret: optString,
});

interface LoginParams {
  refresh: boolean;
  aal: 'aal1' | 'aal2';
  returnTo: string | null;
  requestUrl: string;
}

async function buildLoginFlow(
  env: IdentityEnv,
  params: LoginParams,
  csrf: string,
  current: CurrentSession | null,
): Promise<FlowRow> {
  const now = env.now();
  let nodes = passwordLoginNodes();
  let message = null;
  if (params.aal === 'aal2' && current) {
    nodes = secondFactorNodes(await secondFactors(env.db, current.identity.id));
    message = msg.secondFactor();
  } else if (params.refresh && current) {
    nodes = refreshLoginNodes(current.identity.traits.email);
    message = msg.confirmItIsYou();
  }
  const flow = newFlow(env.cfg, 'login', {
    requestUrl: params.requestUrl,
    returnTo: params.returnTo,
    csrfToken: csrf,
    state: 'choose_method',
    nodes,
    now,
    lifespan: env.cfg.lifespan.login,
  });
  flow.refresh = params.refresh;
  flow.requested_aal = params.aal;
  if (current && (params.aal === 'aal2' || params.refresh)) flow.identity_id = current.identity.id;
  if (message) addFlowMessage(flow.ui, message);
  return flow;
}

async function createLogin(c: Ctx, env: IdentityEnv): Promise<Response> {
  c.set('json', acceptsJson(c.req.raw));
  const returnTo = checkReturnTo(env.cfg, c.req.query('return_to'));
  const refresh = c.req.query('refresh') === 'true';
  const aal = c.req.query('aal') === 'aal2' ? 'aal2' : 'aal1';
  const current = await currentSession(c, env);
  if (aal === 'aal2' && !current) throw errors.aal1Required();
  if (current && !refresh) {
    const has = await secondFactors(env.db, current.identity.id);
    const needsAal2 = aal === 'aal2' && current.session.aal !== 'aal2' && (has.totp || has.lookup);
    if (!needsAal2) {
      if (!c.get('json')) return c.redirect(finalReturnUrl(env.cfg, returnTo), 303);
      throw errors.alreadyLoggedIn();
    }
  }
  const csrf = ensureCsrfCookie(c, env);
  const flow = await buildLoginFlow(
    env,
    { refresh, aal, returnTo, requestUrl: requestUrl(c, env) },
    csrf,
    current,
  );
  await insertFlow(env.db, flow);
  return answerCreated(c, env, flow);
}

async function getLogin(c: Ctx, env: IdentityEnv): Promise<Response> {
  c.set('json', true);
  const flow = await requireFlow(env, 'login', c.req.query('id'));
  checkGetCsrf(c, env, flow);
  if (isExpired(env, flow)) {
    const redirectTo = `${env.cfg.base}/self-service/login/browser${flow.return_to ? `?return_to=${encodeURIComponent(flow.return_to)}` : ''}`;
    throw errors.flowExpired(flow.expires_at, env.now(), undefined, {
      redirect_to: redirectTo,
      return_to: flow.return_to ?? '',
    });
  }
  return c.json(flowJson(flow), 200);
}

/** Re-creates a login flow with the same parameters (for the expired-submit answer). */
async function recreate(c: Ctx, env: IdentityEnv, old: FlowRow): Promise<FlowRow> {
  const csrf = ensureCsrfCookie(c, env);
  const current = await currentSession(c, env);
  return buildLoginFlow(
    env,
    { refresh: old.refresh, aal: old.requested_aal, returnTo: old.return_to, requestUrl: old.request_url },
    csrf,
    current,
  );
}

async function submitLogin(c: Ctx, env: IdentityEnv): Promise<Response> {
  const flow = await requireFlow(env, 'login', c.req.query('flow'));
  const body = loginBody.parse(await readFlatBody(c.req.raw));
  checkSubmitCsrf(c, env, body.csrf_token);
  if (isExpired(env, flow)) return answerExpiredSubmit(c, env, flow, () => recreate(c, env, flow));
  const current = await currentSession(c, env);
  clearMessages(flow.ui);
  const fail = async (): Promise<Response> => {
    setValue(flow.ui, 'password', undefined);
    await saveFlow(env.db, flow, env.now());
    return answerFlow(c, env, flow, 400);
  };
  switch (body.method) {
    case 'password':
      return passwordLogin(c, env, flow, body, current, fail);
    case 'totp':
    case 'lookup_secret':
      return secondFactorLogin(c, env, flow, body, current, fail);
    default:
      addFlowMessage(flow.ui, msg.noStrategy());
      return fail();
  }
}

type LoginBody = z.infer<typeof loginBody>;

async function passwordLogin(
  c: Ctx,
  env: IdentityEnv,
  flow: FlowRow,
  body: LoginBody,
  current: CurrentSession | null,
  fail: () => Promise<Response>,
): Promise<Response> {
  if (current && !flow.refresh && flow.requested_aal === 'aal1') {
    addFlowMessage(
      flow.ui,
      msg.reason(
        'A valid session was detected and thus login is not possible. Did you forget to set `?refresh=true`?',
      ),
    );
    return fail();
  }
  const identifierRaw = body.identifier ?? '';
  setValue(flow.ui, 'identifier', identifierRaw);
  if (identifierRaw.trim() === '') addNodeMessage(flow.ui, 'identifier', msg.missing('identifier'));
  if ((body.password ?? '') === '') addNodeMessage(flow.ui, 'password', msg.missing('password'));
  if (identifierRaw.trim() === '' || (body.password ?? '') === '') return fail();
  const identifier = identifierOf(identifierRaw);
  const { ip } = clientDevice(c, env);
  const now = env.now();
  // Counted before the password is checked (see throttle.ts): the client address first, so
  // hammering a locked account also spends that address's allowance.
  for (const [rule, key] of [
    [LOGIN_PER_CLIENT, ip],
    [LOGIN_PER_IDENTIFIER, identifier],
  ] as const) {
    const turn = await reserveAttempt(env.db, rule, key, now);
    if (!turn.allowed) {
      const wait = turn.retryAfterSeconds;
      addFlowMessage(flow.ui, {
        ...msg.reason(`Too many failed sign-in attempts. Please try again in ${wait} seconds.`),
        context: { retry_after_seconds: wait },
      });
      return fail();
    }
  }
  const cred = await findPasswordCredential(env.db, identifier);
  const ok = cred
    ? await verifyPassword(body.password ?? '', cred.hash)
    : (await burnPasswordCheck(body.password ?? ''), false);
  if (!cred || !ok) {
    addFlowMessage(flow.ui, msg.invalidCredentials());
    return fail();
  }
  if (cred.state !== 'active') {
    addFlowMessage(flow.ui, msg.accountDisabled());
    return fail();
  }
  await clearAttempts(env.db, LOGIN_PER_IDENTIFIER, identifier);
  await forgiveAttempt(env.db, LOGIN_PER_CLIENT, ip);
  let session;
  if (flow.refresh && current && current.identity.id === cred.identityId) {
    session = await addAuthMethod(env.db, current.session, 'password', now, { refresh: true });
  } else {
    ({ session } = await issueSession(c, env, cred.identityId, 'password', current));
  }
  const has = await secondFactors(env.db, cred.identityId);
  if ((has.totp || has.lookup) && session.aal !== 'aal2') {
    const q = new URLSearchParams({ aal: 'aal2' });
    if (flow.return_to) q.set('return_to', flow.return_to);
    const to = `${env.cfg.base}/self-service/login/browser?${q.toString()}`;
    if (!c.get('json')) return c.redirect(to, 303);
    throw errors.locationChange(to);
  }
  return finish(c, env, flow, session);
}

async function finish(
  c: Ctx,
  env: IdentityEnv,
  flow: FlowRow,
  session: Parameters<typeof sessionBody>[1],
): Promise<Response> {
  const to = finalReturnUrl(env.cfg, flow.return_to);
  return answerDone(
    c,
    {
      session: await sessionBody(env, session),
      continue_with: [{ action: 'redirect_browser_to', redirect_browser_to: to }],
    },
    to,
  );
}

async function secondFactorLogin(
  c: Ctx,
  env: IdentityEnv,
  flow: FlowRow,
  body: LoginBody,
  current: CurrentSession | null,
  fail: () => Promise<Response>,
): Promise<Response> {
  if (!current) throw errors.aal1Required();
  if (flow.identity_id !== null && flow.identity_id !== current.identity.id) throw errors.identityMismatch();
  const id = current.identity.id;
  let method: 'totp' | 'lookup_secret';
  if (body.method === 'totp') {
    method = 'totp';
    const code = body.totp_code ?? '';
    if (code.trim() === '') {
      addNodeMessage(flow.ui, 'totp_code', msg.missing('totp_code'));
      return fail();
    }
    const res = await checkTotpCode(env, id, code);
    if (res !== 'ok') {
      addFlowMessage(flow.ui, res === 'none' ? msg.noTotp() : msg.invalidTotp());
      return fail();
    }
  } else {
    method = 'lookup_secret';
    const code = body.lookup_secret ?? '';
    if (code.trim() === '') {
      addNodeMessage(flow.ui, 'lookup_secret', msg.missing('lookup_secret'));
      return fail();
    }
    const res = await useLookupCode(env, id, code);
    if (res !== 'ok') {
      addFlowMessage(
        flow.ui,
        res === 'none' ? msg.noLookup() : res === 'used' ? msg.lookupUsed() : msg.lookupInvalid(),
      );
      return fail();
    }
  }
  const session = await addAuthMethod(env.db, current.session, method, env.now());
  return finish(c, env, flow, session);
}

/** Mounts the login routes (relative to the public base). */
export function loginRoutes(app: Hono<IdentityBindings>, env: IdentityEnv): void {
  app.get('/self-service/login/browser', (c) => createLogin(c, env));
  app.get('/self-service/login/flows', (c) => getLogin(c, env));
  app.post('/self-service/login', (c) => submitLogin(c, env));
}
