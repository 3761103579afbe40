import type { Hono } from 'hono';
import { z } from 'zod';
import { optString, readFlatBody } from './body.ts';
import type { Ctx, IdentityBindings, IdentityEnv } from './context.ts';
import { currentSession, ensureCsrfCookie, requestUrl } from './context.ts';
import { setCredential } from './credential-store.ts';
import { DbError } from '../db/database.ts';
import { errors, KratosError } from './errors.ts';
import type { FlowRow } from './flow-store.ts';
import { flowJson, insertFlow, newFlow, saveFlow } from './flow-store.ts';
import {
  answerCreated,
  answerDone,
  answerExpiredSubmit,
  answerFlow,
  checkGetCsrf,
  checkSubmitCsrf,
  isExpired,
  requireFlow,
  uiUrlOf,
} from './flow-http.ts';
import {
  createIdentity,
  identifierOf,
  loadIdentity,
  identityJson,
  identityIdByAddress,
} from './identity-store.ts';
import { msg } from './messages.ts';
import { acceptsJson } from './negotiation.ts';
import type { UiNode } from './nodes.ts';
import {
  addFlowMessage,
  addNodeMessage,
  clearMessages,
  csrfNode,
  input,
  setValue,
  submit,
  traitNodes,
  traitsFromForm,
} from './nodes.ts';
import { hashPassword } from './password.ts';
import { passwordProblem } from './password-policy.ts';
import { checkReturnTo, finalReturnUrl } from './return-to.ts';
import { isValidEmail } from './schema.ts';
import { issueSession, sessionBody } from './sign-in.ts';
import { startVerification } from './verification.ts';

/** Role bound to self-registered people: the spec treats a user without roles as a viewer. */
export const DEFAULT_ROLE = 'viewer';

const registrationBody = z.object({
  method: optString,
  csrf_token: optString,
  'traits.email': optString,
  'traits.name.first': optString,
  'traits.name.last': optString,
  password: optString,
});

function registrationNodes(): UiNode[] {
  return [
    csrfNode(),
    ...traitNodes('default', {}),
    input('password', 'password', 'password', {
      required: true,
      autocomplete: 'new-password',
      label: msg.password(),
    }),
    submit('password', 'method', 'password', msg.signUp()),
  ];
}

function buildRegistrationFlow(
  env: IdentityEnv,
  requestUrlValue: string,
  returnTo: string | null,
  csrf: string,
): FlowRow {
  return newFlow(env.cfg, 'registration', {
    requestUrl: requestUrlValue,
    returnTo,
    csrfToken: csrf,
    state: 'choose_method',
    nodes: registrationNodes(),
    now: env.now(),
    lifespan: env.cfg.lifespan.registration,
  });
}

async function createRegistration(c: Ctx, env: IdentityEnv): Promise<Response> {
  c.set('json', acceptsJson(c.req.raw));
  const returnTo = checkReturnTo(env.cfg, c.req.query('return_to'));
  if (await currentSession(c, env)) {
    if (!c.get('json')) return c.redirect(finalReturnUrl(env.cfg, returnTo), 303);
    throw errors.alreadyLoggedIn();
  }
  const flow = buildRegistrationFlow(env, requestUrl(c, env), returnTo, ensureCsrfCookie(c, env));
  await insertFlow(env.db, flow);
  return answerCreated(c, env, flow);
}

async function getRegistration(c: Ctx, env: IdentityEnv): Promise<Response> {
  c.set('json', true);
  const flow = await requireFlow(env, 'registration', c.req.query('id'));
  checkGetCsrf(c, env, flow);
  if (isExpired(env, flow)) throw errors.flowExpired(flow.expires_at, env.now());
  return c.json(flowJson(flow), 200);
}

async function submitRegistration(c: Ctx, env: IdentityEnv): Promise<Response> {
  const flow = await requireFlow(env, 'registration', c.req.query('flow'));
  const body = registrationBody.parse(await readFlatBody(c.req.raw));
  checkSubmitCsrf(c, env, body.csrf_token);
  if (isExpired(env, flow)) {
    return answerExpiredSubmit(c, env, flow, () =>
      buildRegistrationFlow(env, flow.request_url, flow.return_to, ensureCsrfCookie(c, env)),
    );
  }
  const previous = await currentSession(c, env);
  if (previous) throw errors.alreadyLoggedIn();
  clearMessages(flow.ui);
  const traits = traitsFromForm(flow.ui, body);
  setValue(flow.ui, 'password', undefined);
  const password = body.password ?? '';
  let invalid = false;
  if (body.method !== 'password') {
    addFlowMessage(flow.ui, msg.noStrategy());
    invalid = true;
  }
  if (traits.email === '') {
    addNodeMessage(flow.ui, 'traits.email', msg.missing('email'));
    invalid = true;
  } else if (!isValidEmail(traits.email)) {
    addNodeMessage(flow.ui, 'traits.email', msg.invalidEmail());
    invalid = true;
  }
  if (password === '') {
    addNodeMessage(flow.ui, 'password', msg.missing('password'));
    invalid = true;
  } else {
    const problem = passwordProblem(password, identifierOf(traits.email), env.cfg.minPasswordLength);
    if (problem) {
      addNodeMessage(flow.ui, 'password', problem);
      invalid = true;
    }
  }
  if (!invalid && (await identityIdByAddress(env.db, traits.email)) !== null) {
    addFlowMessage(flow.ui, msg.duplicateIdentifier());
    invalid = true;
  }
  if (invalid) {
    await saveFlow(env.db, flow, env.now());
    return answerFlow(c, env, flow, 400);
  }
  const now = env.now();
  const hash = await hashPassword(password);
  let identityId: string;
  try {
    identityId = await env.db.transaction(async (tx) => {
      const id = await createIdentity(tx, traits, now, { role: DEFAULT_ROLE });
      await setCredential(tx, id, 'password', { hashed_password: hash }, now, identifierOf(traits.email));
      return id;
    });
  } catch (e) {
    // A concurrent registration of the same address lost the race on the unique index.
    if (!(e instanceof DbError) || e.code !== '23505') throw e;
    addFlowMessage(flow.ui, msg.duplicateIdentifier());
    await saveFlow(env.db, flow, env.now());
    return answerFlow(c, env, flow, 400);
  }
  flow.state = 'passed_challenge';
  await saveFlow(env.db, flow, now);
  const { session, csrf } = await issueSession(c, env, identityId, 'password', null);
  const verification = await startVerification(env, traits.email, flow.return_to, csrf);
  const identity = await loadIdentity(env.db, identityId);
  if (!identity) throw errors.internal();
  const to = finalReturnUrl(env.cfg, flow.return_to);
  const verificationUrl = `${uiUrlOf(env, 'verification')}?flow=${verification.id}`;
  return answerDone(
    c,
    {
      identity: identityJson(env.cfg, identity),
      session: await sessionBody(env, session),
      continue_with: [
        {
          action: 'show_verification_ui',
          flow: { id: verification.id, verifiable_address: identifierOf(traits.email), url: verificationUrl },
        },
        { action: 'redirect_browser_to', redirect_browser_to: to },
      ],
    },
    to,
  );
}

export function registrationRoutes(app: Hono<IdentityBindings>, env: IdentityEnv): void {
  app.get('/self-service/registration/browser', (c) => createRegistration(c, env));
  app.get('/self-service/registration/flows', (c) => getRegistration(c, env));
  app.post('/self-service/registration', (c) => submitRegistration(c, env));
}

/**
 * Registration turned off (`--no-registration`): every registration route answers as Kratos does
 * with `selfservice.flows.registration.enabled: false`. Accounts then come only from invitations.
 */
export function registrationDisabledRoutes(app: Hono<IdentityBindings>): void {
  const disabled = (): never => {
    throw new KratosError({
      id: 'self_service_flow_disabled',
      code: 400,
      status: 'Bad Request',
      reason: 'Registration is not allowed because it was disabled.',
      message: 'The request was malformed or contained invalid parameters',
    });
  };
  app.get('/self-service/registration/browser', disabled);
  app.get('/self-service/registration/flows', disabled);
  app.post('/self-service/registration', disabled);
}
