import type { Ctx, IdentityEnv } from './context.ts';
import type { FlowRow } from './flow-store.ts';
import { saveFlow } from './flow-store.ts';
import { answerFlow } from './flow-http.ts';
import { msg } from './messages.ts';
import { addFlowMessage, addNodeMessage, setValue } from './nodes.ts';
import { isValidEmail } from './schema.ts';
import { reserveMail, tooManyMailsMessage } from './code-guard.ts';
import { identifierOf } from './identity-store.ts';

/**
 * The first step of the code flows (recovery, verification): check the address the user typed,
 * mail a code with `sendCode`, and answer the flow (200 sent, 400 with the field message, or 400
 * with 4000001 once the address has had its mails for now: code-guard.ts).
 */
export async function answerEmailStep(
  c: Ctx,
  env: IdentityEnv,
  flow: FlowRow,
  email: string,
  sendCode: (env: IdentityEnv, flow: FlowRow, email: string) => Promise<void>,
): Promise<Response> {
  if (email === '') addNodeMessage(flow.ui, 'email', msg.missing('email'));
  else if (!isValidEmail(email)) addNodeMessage(flow.ui, 'email', msg.invalidEmail());
  else {
    const turn = await reserveMail(env, identifierOf(email));
    if (!turn.allowed) {
      addFlowMessage(flow.ui, tooManyMailsMessage(turn.retryAfterSeconds));
    } else {
      await sendCode(env, flow, email);
      await saveFlow(env.db, flow, env.now());
      return answerFlow(c, env, flow, 200);
    }
  }
  setValue(flow.ui, 'email', email);
  await saveFlow(env.db, flow, env.now());
  return answerFlow(c, env, flow, 400);
}
