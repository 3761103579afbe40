import type { Database } from '../db/database.ts';
import { issueCode } from './code.ts';
import { sentEmailNodes } from './code-nodes.ts';
import { buildConfig } from './config.ts';
import { newCsrfToken } from './csrf.ts';
import { insertFlow, newFlow } from './flow-store.ts';
import { createIdentity, identityIdByAddress } from './identity-store.ts';
import { sendMail } from './mailbox.ts';
import { msg } from './messages.ts';
import { isValidEmail, normaliseTraits } from './schema.ts';

export interface InviteInput {
  email: string;
  firstName: string;
  lastName: string;
  /** casbin role bound to the new person (`g, <id>, <role>`); null for none. */
  role: string | null;
}

export type InviteResult =
  | { ok: true; identityId: string; link: string; code: string; expiresAt: Date }
  | { ok: false; reason: 'invalid_email' | 'exists' };

/**
 * Invites a person, as Mission Control's `POST /api/auth/invite_user` does through Kratos's
 * admin API: creates the identity (no password), its `people` row and role binding, and a
 * recovery flow waiting for a code (Kratos `createRecoveryCodeForIdentity`). `link` is the
 * recovery UI for that flow; the code is also mailed to the local mailbox. The invitee enters
 * the code, is signed in and lands on settings to choose a password.
 */
export async function inviteIdentity(
  db: Database,
  opts: { publicBaseUrl: string; now?: Date; expiresInMs?: number },
  input: InviteInput,
): Promise<InviteResult> {
  const cfg = buildConfig(opts.publicBaseUrl);
  const now = opts.now ?? new Date();
  const lifespan = opts.expiresInMs ?? 24 * 60 * 60_000;
  const traits = normaliseTraits({ email: input.email, first: input.firstName, last: input.lastName });
  if (!isValidEmail(traits.email)) return { ok: false, reason: 'invalid_email' };
  if ((await identityIdByAddress(db, traits.email)) !== null) return { ok: false, reason: 'exists' };
  const identityId = await db.transaction((tx) => createIdentity(tx, traits, now, { role: input.role }));
  const env = { cfg: { ...cfg, codeLifespan: lifespan }, db, now: () => now, trustProxy: false };
  const flow = newFlow(cfg, 'recovery', {
    requestUrl: `${cfg.base}/self-service/recovery/browser`,
    returnTo: null,
    csrfToken: newCsrfToken(),
    state: 'sent_email',
    nodes: sentEmailNodes('recovery', traits.email.toLowerCase()),
    now,
    lifespan,
  });
  const code = issueCode(env, flow, traits.email.toLowerCase());
  flow.internal = { ...flow.internal, skip_csrf: true };
  flow.active = 'code';
  flow.ui.messages = [msg.recoveryCodeSent()];
  await insertFlow(db, flow);
  const link = `${cfg.ui.recovery}?flow=${flow.id}`;
  await sendMail(
    db,
    {
      to: traits.email.toLowerCase(),
      subject: `Use code ${code} to recover access to your account`,
      body: `Hi ${traits.name.first || traits.email},\n\nyou have been invited. Open ${link} and enter the code:\n\n${code}\n\nThe invitation is valid until ${new Date(now.getTime() + lifespan).toISOString()}.\n`,
      template: 'recovery_code_valid',
    },
    now,
  );
  return { ok: true, identityId, link, code, expiresAt: new Date(now.getTime() + lifespan) };
}
