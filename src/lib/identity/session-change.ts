import { forgetConfirmedUser } from '../access/queries.ts';
import { saveQueryCacheNow } from '../query/persistence.ts';
import { appQueryClient } from '../query/query-client.ts';
import type { FlowKind } from './provider.ts';

// A sign-in in a tab whose previous session ended without sign-out (cookie expired or cleared,
// then someone else signed in): nothing wiped the previous user's identity, and the console kept
// showing their name and roles, from the whoami answer still held (and saved) for five minutes.

/** The flows whose submit can start a session: sign-in, registration, and recovery's code. */
const SIGN_IN_FLOWS: readonly FlowKind[] = ['login', 'registration', 'recovery'];

/**
 * Whether a submit of a `kind` flow that left the flow page (completed, or redirected onwards,
 * e.g. to the second factor or recovery's new password) may have started someone's session.
 */
export function mayHaveStartedSession(kind: FlowKind): boolean {
  return SIGN_IN_FLOWS.includes(kind);
}

/**
 * A session may have started for another user: the user confirmed before is forgotten (their
 * whoami answer in memory and on disk, and the last-known copy), so the console asks the server
 * who this is before it shows any name, role or role-gated control. The rest of the previous
 * user's saved answers go once the server names someone else (lib/query/owner.ts), and their
 * local store is namespaced by user (src/db).
 */
export function forgetPreviousUser(): void {
  forgetConfirmedUser(appQueryClient);
  // A full page load may follow at once (registration, redirects): the saved copy must not
  // restore the answer just dropped.
  void saveQueryCacheNow().catch(() => undefined);
}
