import type { Ctx, IdentityEnv } from './context.ts';
import type { FlowRow } from './flow-store.ts';
import { saveFlow } from './flow-store.ts';
import { answerFlow } from './flow-http.ts';
import { msg } from './messages.ts';
import { addNodeMessage, setValue } from './nodes.ts';
import { isValidEmail } from './schema.ts';

/**
 * The first step of the code flows (recovery, verification): check the address the user typed,
 * mail a code with `sendCode`, and answer the flow (200 sent, 400 with the field message).
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
    await sendCode(env, flow, email);
    await saveFlow(env.db, flow, env.now());
    return answerFlow(c, env, flow, 200);
  }
  setValue(flow.ui, 'email', email);
  await saveFlow(env.db, flow, env.now());
  return answerFlow(c, env, flow, 400);
}
