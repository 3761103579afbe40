import type { Hono } from 'hono';
import { z } from 'zod';
import { optString, readFlatBody } from './body.ts';
import { issueCode, spendCode } from './code.ts';
import { answerSubmittedTooOften, clearGuesses, guessCode } from './code-guard.ts';
import { chooseMethodNodes, sentEmailNodes } from './code-nodes.ts';
import type { Ctx, IdentityBindings, IdentityEnv } from './context.ts';
import { currentSession, ensureCsrfCookie, requestUrl } from './context.ts';
import { answerEmailStep } from './email-step.ts';
import { errors } from './errors.ts';
import type { FlowRow } from './flow-store.ts';
import { flowJson, insertFlow, newFlow, saveFlow } from './flow-store.ts';
import {
  answerCreated,
  answerExpiredSubmit,
  answerFlow,
  checkGetCsrf,
  checkSubmitCsrf,
  isExpired,
  requireFlow,
  uiUrlOf,
} from './flow-http.ts';
import { identifierOf, identityIdByAddress, loadIdentity, markAddressVerified } from './identity-store.ts';
import { sendMail } from './mailbox.ts';
import { msg } from './messages.ts';
import { acceptsJson } from './negotiation.ts';
import { addFlowMessage, clearMessages } from './nodes.ts';
import { checkReturnTo, finalReturnUrl } from './return-to.ts';
import { createSettingsFlow } from './settings-flow.ts';
import { issueSession } from './sign-in.ts';

const codeBody = z.object({ method: optString, csrf_token: optString, email: optString, code: optString });

function buildRecoveryFlow(
  env: IdentityEnv,
  requestUrlValue: string,
  returnTo: string | null,
  csrf: string,
): FlowRow {
  return newFlow(env.cfg, 'recovery', {
    requestUrl: requestUrlValue,
    returnTo,
    csrfToken: csrf,
    state: 'choose_method',
    nodes: chooseMethodNodes(),
    now: env.now(),
    lifespan: env.cfg.lifespan.recovery,
  });
}

async function createRecovery(c: Ctx, env: IdentityEnv): Promise<Response> {
  c.set('json', acceptsJson(c.req.raw));
  const returnTo = checkReturnTo(env.cfg, c.req.query('return_to'));
  if (await currentSession(c, env)) {
    if (!c.get('json')) return c.redirect(finalReturnUrl(env.cfg, returnTo), 302);
    throw errors.alreadyLoggedIn();
  }
  const flow = buildRecoveryFlow(env, requestUrl(c, env), returnTo, ensureCsrfCookie(c, env));
  await insertFlow(env.db, flow);
  return answerCreated(c, env, flow);
}

async function getRecovery(c: Ctx, env: IdentityEnv): Promise<Response> {
  c.set('json', true);
  const flow = await requireFlow(env, 'recovery', c.req.query('id'));
  checkGetCsrf(c, env, flow);
  if (isExpired(env, flow)) throw errors.flowGone();
  return c.json(flowJson(flow), 200);
}

/** Mails a recovery code when the address belongs to an identity; the answer is the same either way. */
async function sendRecoveryCode(env: IdentityEnv, flow: FlowRow, email: string): Promise<void> {
  const address = identifierOf(email);
  const code = issueCode(env, flow, address);
  if ((await identityIdByAddress(env.db, address)) !== null) {
    await sendMail(
      env.db,
      {
        to: address,
        subject: `Use code ${code} to recover access to your account`,
        body: `Hi,\n\nplease recover access to your account by entering the following code:\n\n${code}\n\nThe code is valid for ${env.cfg.codeLifespan / 60_000} minutes.\n`,
        template: 'recovery_code_valid',
      },
      env.now(),
    );
  }
  flow.state = 'sent_email';
  flow.active = 'code';
  flow.ui.nodes = sentEmailNodes('recovery', address);
  flow.ui.messages = [msg.recoveryCodeSent()];
}

async function submitRecovery(c: Ctx, env: IdentityEnv): Promise<Response> {
  const flow = await requireFlow(env, 'recovery', c.req.query('flow'));
  const body = codeBody.parse(await readFlatBody(c.req.raw));
  checkSubmitCsrf(c, env, body.csrf_token, flow);
  const recreate = (): FlowRow =>
    buildRecoveryFlow(env, flow.request_url, flow.return_to, ensureCsrfCookie(c, env));
  if (isExpired(env, flow)) return answerExpiredSubmit(c, env, flow, recreate);
  if (flow.state === 'passed_challenge') {
    addFlowMessage(flow.ui, msg.alreadyCompleted(4060001));
    return answerFlow(c, env, flow, 400);
  }
  clearMessages(flow.ui);
  const code = body.code ?? '';
  if (code === '' || flow.state === 'choose_method') {
    return answerEmailStep(c, env, flow, (body.email ?? '').trim(), sendRecoveryCode);
  }
  const address = flow.internal.email ?? '';
  const checked = await guessCode(env, flow, address, code);
  if (checked === 'exhausted') return answerSubmittedTooOften(c, env, flow, recreate);
  const identityId = await identityIdByAddress(env.db, address);
  if (checked !== 'ok' || identityId === null) {
    addFlowMessage(flow.ui, msg.recoveryCodeInvalid());
    await saveFlow(env.db, flow, env.now());
    return answerFlow(c, env, flow, 200);
  }
  await clearGuesses(env, address);
  spendCode(flow);
  flow.state = 'passed_challenge';
  await saveFlow(env.db, flow, env.now());
  await markAddressVerified(env.db, flow.internal.email ?? '', env.now());
  const previous = await currentSession(c, env);
  const { session, csrf } = await issueSession(c, env, identityId, 'code_recovery', previous);
  const identity = await loadIdentity(env.db, identityId);
  if (!identity) throw errors.internal();
  const settings = await createSettingsFlow(env, {
    identity,
    session,
    csrf,
    returnTo: flow.return_to,
    requestUrl: `${env.cfg.base}/self-service/settings/browser`,
  });
  addFlowMessage(settings.ui, msg.recovered(env.cfg.privilegedSessionMaxAge / 60_000));
  await saveFlow(env.db, settings, env.now());
  const to = `${uiUrlOf(env, 'settings')}?flow=${settings.id}`;
  if (!c.get('json')) return c.redirect(to, 303);
  throw errors.locationChange(to);
}

export function recoveryRoutes(app: Hono<IdentityBindings>, env: IdentityEnv): void {
  app.get('/self-service/recovery/browser', (c) => createRecovery(c, env));
  app.get('/self-service/recovery/flows', (c) => getRecovery(c, env));
  app.post('/self-service/recovery', (c) => submitRecovery(c, env));
}
