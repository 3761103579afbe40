import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { IdentityEnv } from './context.ts';
import type { FlowRow } from './flow-store.ts';

/**
 * One-time 6-digit codes of the recovery and verification flows: valid for
 * `codeLifespan` (1 h) and `codeMaxSubmissions` (5) tries. Only a hash bound to the flow id is
 * kept in the flow's internal state.
 */
function hashCode(flowId: string, code: string): string {
  return createHash('sha256').update(`${flowId}:${code}`).digest('hex');
}

/** Puts a fresh code for `email` into the flow and returns it (for the mail). */
export function issueCode(env: IdentityEnv, flow: FlowRow, email: string): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  flow.internal = {
    ...flow.internal,
    email,
    code_hash: hashCode(flow.id, code),
    code_expires_at: new Date(env.now().getTime() + env.cfg.codeLifespan).toISOString(),
    submissions: 0,
  };
  return code;
}

/**
 * Checks (and counts) a submitted code: `exhausted` once the flow's `codeMaxSubmissions` are
 * spent (Kratos then answers "submitted too often" with a new flow). The per-address bound over
 * every flow and code is code-guard.ts's.
 */
export function checkCode(env: IdentityEnv, flow: FlowRow, code: string): 'ok' | 'invalid' | 'exhausted' {
  const { code_hash, code_expires_at, submissions = 0 } = flow.internal;
  flow.internal = { ...flow.internal, submissions: submissions + 1 };
  if (submissions >= env.cfg.codeMaxSubmissions) return 'exhausted';
  if (code_hash === undefined || code_expires_at === undefined) return 'invalid';
  if (new Date(code_expires_at).getTime() <= env.now().getTime()) return 'invalid';
  const a = Buffer.from(hashCode(flow.id, code.trim()));
  const b = Buffer.from(code_hash);
  return a.length === b.length && timingSafeEqual(a, b) ? 'ok' : 'invalid';
}

/** Invalidates the code after a successful use. */
export function spendCode(flow: FlowRow): void {
  const { code_hash: _h, code_expires_at: _e, ...rest } = flow.internal;
  flow.internal = rest;
}
