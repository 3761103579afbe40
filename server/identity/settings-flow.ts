import type { IdentityEnv } from './context.ts';
import QRCode from 'qrcode';
import { getCredential } from './credential-store.ts';
import type { FlowRow } from './flow-store.ts';
import { insertFlow, newFlow } from './flow-store.ts';
import type { IdentityRecord } from './identity-store.ts';
import { msg } from './messages.ts';
import type { UiNode } from './nodes.ts';
import { csrfNode, image, input, submit, text, traitNodes } from './nodes.ts';
import type { SessionRow } from './session-store.ts';
import { newTotpSecret, otpauthUrl } from './totp.ts';

/** Settings flows: creation and the node list for the identity's current state (§2.4, §6). */
export interface SettingsFlowInit {
  identity: IdentityRecord;
  session: SessionRow;
  csrf: string;
  returnTo: string | null;
  requestUrl: string;
}

export async function createSettingsFlow(env: IdentityEnv, init: SettingsFlowInit): Promise<FlowRow> {
  const flow = newFlow(env.cfg, 'settings', {
    requestUrl: init.requestUrl,
    returnTo: init.returnTo,
    csrfToken: init.csrf,
    state: 'show_form',
    nodes: [],
    now: env.now(),
    lifespan: env.cfg.lifespan.settings,
  });
  flow.identity_id = init.identity.id;
  flow.internal = { totp_secret: newTotpSecret() };
  flow.ui.nodes = await settingsNodes(env, init.identity, flow);
  await insertFlow(env.db, flow);
  return flow;
}

/** The settings nodes; `reveal` lists the stored backup codes, `pending` shows freshly generated ones. */
export async function settingsNodes(
  env: IdentityEnv,
  identity: IdentityRecord,
  flow: FlowRow,
  opts: { reveal?: boolean } = {},
): Promise<UiNode[]> {
  const t = identity.traits;
  const nodes: UiNode[] = [
    csrfNode(),
    ...traitNodes('profile', { email: t.email, first: t.name.first, last: t.name.last }),
    submit('profile', 'method', 'profile', msg.save()),
    input('password', 'password', 'password', {
      required: true,
      autocomplete: 'new-password',
      label: msg.password(),
    }),
    submit('password', 'method', 'password', msg.save()),
  ];
  const totp = await getCredential(env.db, identity.id, 'totp');
  if (totp) {
    nodes.push(
      input('totp', 'totp_unlink', 'submit', { value: 'true', required: true, label: msg.unlinkTotp() }),
    );
  } else {
    const secret = flow.internal.totp_secret ?? newTotpSecret();
    flow.internal = { ...flow.internal, totp_secret: secret };
    const url = otpauthUrl(env.cfg.totpIssuer, identity.id, secret);
    nodes.push(
      // As Kratos: a 256×256 PNG of the otpauth:// URL as a data URL (kratos-flows.md §6).
      image('totp', 'totp_qr', await QRCode.toDataURL(url, { width: 256, margin: 1 }), 256, msg.totpQr()),
      text('totp', 'totp_secret_key', msg.totpSecret(secret), msg.totpSecretLabel()),
      input('totp', 'totp_code', 'text', {
        required: true,
        autocomplete: 'one-time-code',
        label: msg.verifyCode(),
      }),
      submit('totp', 'method', 'totp', msg.save()),
    );
  }
  const pending = flow.internal.lookup_pending;
  const lookup = await getCredential(env.db, identity.id, 'lookup_secret');
  if (pending) {
    nodes.push(
      text(
        'lookup_secret',
        'lookup_secret_codes',
        msg.codeList(pending.map((c) => msg.oneCode(c))),
        msg.codesIntro(),
      ),
      input('lookup_secret', 'lookup_secret_confirm', 'submit', { value: 'true', label: msg.confirmCodes() }),
    );
  } else if (lookup) {
    if (opts.reveal === true) {
      const secrets = lookup.recovery_codes.map((c) =>
        c.used_at !== null ? msg.usedCode(new Date(c.used_at)) : msg.oneCode(c.code),
      );
      nodes.push(text('lookup_secret', 'lookup_secret_codes', msg.codeList(secrets), msg.codesIntro()));
      nodes.push(
        input('lookup_secret', 'lookup_secret_regenerate', 'submit', {
          value: 'true',
          label: msg.regenerateCodes(),
        }),
      );
    } else {
      nodes.push(
        input('lookup_secret', 'lookup_secret_reveal', 'submit', { value: 'true', label: msg.revealCodes() }),
      );
    }
    nodes.push(
      input('lookup_secret', 'lookup_secret_disable', 'submit', {
        value: 'true',
        label: msg.disableMethod(),
      }),
    );
  } else {
    nodes.push(
      input('lookup_secret', 'lookup_secret_regenerate', 'submit', {
        value: 'true',
        label: msg.regenerateCodes(),
      }),
    );
  }
  return nodes;
}
