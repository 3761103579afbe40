import type { Ctx, IdentityEnv } from './context.ts';
import type { FlowRow } from './flow-store.ts';
import { insertFlow, saveFlow } from './flow-store.ts';
import { checkCode } from './code.ts';
import { uiUrlOf } from './flow-http.ts';
import { msg } from './messages.ts';
import { addFlowMessage } from './nodes.ts';
import type { Reservation } from './throttle.ts';
import { CODE_GUESSES_PER_ADDRESS, MAILS_PER_ADDRESS, clearAttempts, reserveAttempt } from './throttle.ts';

/**
 * The limits that keep recovery and verification codes from being guessed. Each code allows
 * `codeMaxSubmissions` tries in its flow, but a new code or a new flow starts those afresh, so the
 * address itself is bounded too: guesses per address over every flow and code
 * (CODE_GUESSES_PER_ADDRESS, counted before the code is checked, so parallel guesses are counted
 * one by one) and mailed codes per address (MAILS_PER_ADDRESS). Both count whether or not the
 * address belongs to an account, so the answers tell nobody which addresses exist.
 */

/**
 * Checks a submitted code after counting the guess against `address` (refused while the address
 * is locked): 'exhausted' when the flow's tries or the address's guesses are used up.
 */
export async function guessCode(
  env: IdentityEnv,
  flow: FlowRow,
  address: string,
  code: string,
): Promise<'ok' | 'invalid' | 'exhausted'> {
  const turn = await reserveAttempt(env.db, CODE_GUESSES_PER_ADDRESS, address, env.now());
  return turn.allowed ? checkCode(env, flow, code) : 'exhausted';
}

/** The right code was entered: the address's guesses start over. */
export function clearGuesses(env: IdentityEnv, address: string): Promise<void> {
  return clearAttempts(env.db, CODE_GUESSES_PER_ADDRESS, address);
}

/** Counts one mailed code to `address`; refused after 5 within 15 minutes. */
export function reserveMail(env: IdentityEnv, address: string): Promise<Reservation> {
  return reserveAttempt(env.db, MAILS_PER_ADDRESS, address, env.now());
}

/** The flow message when an address has had its codes for now. */
export function tooManyMailsMessage(retryAfterSeconds: number): ReturnType<typeof msg.reason> {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return {
    ...msg.reason(
      `Too many codes were sent to this address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    ),
    context: { retry_after_seconds: retryAfterSeconds },
  };
}

/**
 * Kratos's answer once a code was submitted too often (the old flow is saved with its count) (`ErrCodeSubmittedTooOften`): a new flow
 * back at the address step holding 4000001 "The request was submitted too often. Please request
 * another code."; JSON gets a 303 to that flow's JSON (XHR follows it), a plain browser its UI page.
 */
export async function answerSubmittedTooOften(
  c: Ctx,
  env: IdentityEnv,
  old: FlowRow,
  recreate: () => FlowRow,
): Promise<Response> {
  await saveFlow(env.db, old, env.now());
  const fresh = recreate();
  addFlowMessage(fresh.ui, msg.reason('The request was submitted too often. Please request another code.'));
  await insertFlow(env.db, fresh);
  const to = c.get('json')
    ? `${env.cfg.base}/self-service/${old.kind}/flows?id=${fresh.id}`
    : `${uiUrlOf(env, old.kind)}?flow=${fresh.id}`;
  return c.redirect(to, 303);
}
