import type { ErrorEnvelope, SelfServiceFlow, Session } from './flow-schema.ts';

/** The self-service flows the account screens drive. */
export type FlowKind = 'login' | 'registration' | 'recovery' | 'verification' | 'settings';

/** Options when a browser flow is created; each provider passes on what it supports. */
export interface CreateFlowOptions {
  returnTo?: string | undefined;
  /** Login: ask for the password again (re-authentication). */
  refresh?: boolean | undefined;
  /** Login: the assurance level wanted, `aal2` for the second factor. */
  aal?: string | undefined;
  /** Registration: where to go after the email is verified. */
  afterVerificationReturnTo?: string | undefined;
}

/** What a successful (non-flow) submit answered: login/registration give a session. */
export interface FlowCompletion {
  session?: unknown;
  continueWith: { action: string; redirectBrowserTo?: string | undefined; flowId?: string | undefined }[];
}

/** A submit either answers a (possibly updated or invalid) flow, or completes it. */
export type SubmitOutcome =
  { kind: 'flow'; flow: SelfServiceFlow } | { kind: 'done'; completion: FlowCompletion };

/** The result of asking who is signed in. */
export type SessionCheck =
  | { kind: 'active'; session: Session }
  | { kind: 'signed-out' }
  /** Signed in with one factor while a second is required (403/422). */
  | { kind: 'second-factor-required'; redirectTo?: string | undefined }
  /** Hosted mode: signed in, but a member of no organisation with a backend yet. */
  | { kind: 'no-organization' };

/**
 * Any failed call to the identity service: the HTTP status and the parsed body — either an
 * error envelope, or (400 on submit) the flow itself with its messages.
 */
export class IdentityError extends Error {
  constructor(
    readonly status: number,
    readonly envelope: ErrorEnvelope | null,
    readonly flow: SelfServiceFlow | null,
  ) {
    super(envelope?.error.message ?? `identity service answered ${status}`);
    this.name = 'IdentityError';
  }
}

/**
 * The console's only door to an identity provider. Screens use this and never an SDK, so a
 * hosted provider can be added later by writing another implementation.
 * Failures reject with IdentityError (network failures with the fetch error).
 */
export interface IdentityProvider {
  getSession(): Promise<SessionCheck>;
  /** Ends the session (if any) and wipes every local store and cached session data. */
  signOut(returnTo?: string): Promise<void>;
  createFlow(kind: FlowKind, options: CreateFlowOptions): Promise<SelfServiceFlow>;
  getFlow(kind: FlowKind, id: string): Promise<SelfServiceFlow>;
  /** Submits `body` (nested JSON built from the flow's node names) to the flow. */
  submitFlow(kind: FlowKind, flowId: string, body: Record<string, unknown>): Promise<SubmitOutcome>;
  /** The error behind a browser-navigation error page (`/error?id=`). */
  getFlowError(id: string): Promise<unknown>;
}
