import type { Hono } from 'hono';
import { z } from 'zod';
import { optString, readFlatBody } from './body.ts';
import { issueCode, spendCode } from './code.ts';
import { answerSubmittedTooOften, clearGuesses, guessCode, reserveMail } from './code-guard.ts';
import { chooseMethodNodes, sentEmailNodes } from './code-nodes.ts';
import type { Ctx, IdentityBindings, IdentityEnv } from './context.ts';
import { ensureCsrfCookie, requestUrl } from './context.ts';
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
import { identifierOf, identityIdByAddress, markAddressSent, markAddressVerified } from './identity-store.ts';
import { sendMail } from './mailbox.ts';
import { msg } from './messages.ts';
import { acceptsJson } from './negotiation.ts';
import { addFlowMessage, anchor, clearMessages, setValue } from './nodes.ts';
import { checkReturnTo, finalReturnUrl } from './return-to.ts';

const codeBody = z.object({ method: optString, csrf_token: optString, email: optString, code: optString });

function buildVerificationFlow(
  env: IdentityEnv,
  requestUrlValue: string,
  returnTo: string | null,
  csrf: string,
): FlowRow {
  return newFlow(env.cfg, 'verification', {
    requestUrl: requestUrlValue,
    returnTo,
    csrfToken: csrf,
    state: 'choose_method',
    nodes: chooseMethodNodes(),
    now: env.now(),
    lifespan: env.cfg.lifespan.verification,
  });
}

/** Mails a verification code for `email` (when it belongs to an identity) and moves the flow to sent_email. */
async function sendVerificationCode(
  env: IdentityEnv,
  flow: FlowRow,
  email: string,
  mail = true,
): Promise<void> {
  const address = identifierOf(email);
  const code = issueCode(env, flow, address);
  if (mail && (await identityIdByAddress(env.db, address)) !== null) {
    const link = `${env.cfg.base}/self-service/verification?flow=${flow.id}&code=${code}`;
    await sendMail(
      env.db,
      {
        to: address,
        subject: `Use code ${code} to verify your account`,
        body: `Hi,\n\nplease verify your account by entering the following code:\n\n${code}\n\nor clicking the following link:\n\n${link}\n\nThe code is valid for ${env.cfg.codeLifespan / 60_000} minutes.\n`,
        template: 'verification_code_valid',
      },
      env.now(),
    );
    await markAddressSent(env.db, address, env.now());
  }
  flow.state = 'sent_email';
  flow.active = 'code';
  flow.ui.nodes = sentEmailNodes('verification', address);
  flow.ui.messages = [msg.verificationCodeSent()];
}

/** A verification flow already in `sent_email` for a new registration (its `continue_with`). */
export async function startVerification(
  env: IdentityEnv,
  email: string,
  returnTo: string | null,
  csrf: string,
): Promise<FlowRow> {
  const flow = buildVerificationFlow(
    env,
    `${env.cfg.base}/self-service/verification/browser`,
    returnTo,
    csrf,
  );
  // A registration's own mail counts toward the address's limit; over it, no mail goes out (the
  // person can ask again from the verification page once the limit has passed).
  const turn = await reserveMail(env, identifierOf(email));
  await sendVerificationCode(env, flow, email, turn.allowed);
  await insertFlow(env.db, flow);
  return flow;
}

async function createVerification(c: Ctx, env: IdentityEnv): Promise<Response> {
  c.set('json', acceptsJson(c.req.raw));
  const returnTo = checkReturnTo(env.cfg, c.req.query('return_to'));
  const flow = buildVerificationFlow(env, requestUrl(c, env), returnTo, ensureCsrfCookie(c, env));
  await insertFlow(env.db, flow);
  return answerCreated(c, env, flow);
}

async function getVerification(c: Ctx, env: IdentityEnv): Promise<Response> {
  c.set('json', true);
  const flow = await requireFlow(env, 'verification', c.req.query('id'));
  checkGetCsrf(c, env, flow);
  if (isExpired(env, flow)) throw errors.flowGone();
  return c.json(flowJson(flow), 200);
}

/** The mailed link: fills the code into the flow, then sends the browser to the verification UI. */
async function verificationLink(c: Ctx, env: IdentityEnv): Promise<Response> {
  c.set('json', false);
  const flow = await requireFlow(env, 'verification', c.req.query('flow'));
  const code = c.req.query('code');
  if (code !== undefined && /^\d{6}$/.test(code) && flow.state === 'sent_email') {
    setValue(flow.ui, 'code', code);
    await saveFlow(env.db, flow, env.now());
  }
  return c.redirect(`${uiUrlOf(env, 'verification')}?flow=${flow.id}`, 303);
}

async function submitVerification(c: Ctx, env: IdentityEnv): Promise<Response> {
  const flow = await requireFlow(env, 'verification', c.req.query('flow'));
  const body = codeBody.parse(await readFlatBody(c.req.raw));
  checkSubmitCsrf(c, env, body.csrf_token);
  const recreate = (): FlowRow =>
    buildVerificationFlow(env, flow.request_url, flow.return_to, ensureCsrfCookie(c, env));
  if (isExpired(env, flow)) return answerExpiredSubmit(c, env, flow, recreate);
  if (flow.state === 'passed_challenge') {
    const fresh = recreate();
    addFlowMessage(fresh.ui, msg.alreadyCompleted(4070002));
    await insertFlow(env.db, fresh);
    if (!c.get('json')) return c.redirect(`${uiUrlOf(env, 'verification')}?flow=${fresh.id}`, 303);
    throw errors.flowReplaced(fresh.id);
  }
  clearMessages(flow.ui);
  const code = body.code ?? '';
  if (code === '' || flow.state === 'choose_method') {
    return answerEmailStep(c, env, flow, (body.email ?? '').trim(), sendVerificationCode);
  }
  const address = flow.internal.email ?? '';
  const checked = await guessCode(env, flow, address, code);
  if (checked === 'exhausted') return answerSubmittedTooOften(c, env, flow, recreate);
  if (checked !== 'ok') {
    addFlowMessage(flow.ui, msg.verificationCodeInvalid());
    await saveFlow(env.db, flow, env.now());
    return answerFlow(c, env, flow, 200);
  }
  await clearGuesses(env, address);
  spendCode(flow);
  await markAddressVerified(env.db, flow.internal.email ?? '', env.now());
  const to = finalReturnUrl(env.cfg, flow.return_to);
  flow.state = 'passed_challenge';
  flow.ui = {
    action: to,
    method: 'GET',
    nodes: [anchor('code', 'continue', to, msg.continue())],
    messages: [msg.verified()],
  };
  await saveFlow(env.db, flow, env.now());
  return answerFlow(c, env, flow, 200);
}

export function verificationRoutes(app: Hono<IdentityBindings>, env: IdentityEnv): void {
  app.get('/self-service/verification/browser', (c) => createVerification(c, env));
  app.get('/self-service/verification/flows', (c) => getVerification(c, env));
  app.get('/self-service/verification', (c) => verificationLink(c, env));
  app.post('/self-service/verification', (c) => submitVerification(c, env));
}
