import type { FlowKind } from './provider.ts';
import { IdentityError } from './provider.ts';
import type { SelfServiceFlow } from './flow-schema.ts';
import { FLOW_PAGES, toConsoleUrl, withQuery } from './redirects.ts';

/** What a flow page does with a failed identity call (spec 01-core §8, kratos-flows §3.2). */
export type FlowErrorAction =
  /** 400 with the flow: show it (its messages say what is wrong). */
  | { kind: 'show-flow'; flow: SelfServiceFlow }
  /** Leave the page for `to` (a console path, or an absolute URL). */
  | { kind: 'redirect'; to: string; toast?: string }
  /** Start the flow again (optionally from the fresh flow the server already made). */
  | { kind: 'restart'; useFlowId?: string | undefined; dropReturnTo?: boolean; toast?: string }
  /** Not a known flow error: let the error boundary show it. */
  | { kind: 'rethrow' };

export interface FlowErrorContext {
  kind: FlowKind;
  /** The page's own location (path + query), for return_to on re-authentication. */
  here: string;
  returnTo?: string | undefined;
  origin: string;
  /** True while creating a flow (verification: a 400 there goes to /). */
  creating?: boolean;
}

export const EXPIRED_TOAST = 'Your interaction expired, please fill out the form again.';
export const CSRF_TOAST = 'A security violation was detected, please fill out the form again.';
export const RETURN_TO_TOAST = 'The return_to address is not allowed.';

export function flowErrorAction(error: unknown, ctx: FlowErrorContext): FlowErrorAction {
  if (!(error instanceof IdentityError)) return { kind: 'rethrow' };
  if (error.flow !== null && error.status === 400) return { kind: 'show-flow', flow: error.flow };
  const redirectTo = error.envelope?.redirect_browser_to ?? detailsRedirect(error);
  const go = (url: string): FlowErrorAction => ({ kind: 'redirect', to: toConsoleUrl(url, ctx.origin) });
  switch (error.envelope?.error.id) {
    case 'session_aal2_required': {
      if (redirectTo === undefined)
        return { kind: 'redirect', to: withQuery('/login', { aal: 'aal2', return_to: ctx.here }) };
      // Settings continues where it was after the second factor.
      if (ctx.kind !== 'settings') return go(redirectTo);
      const url = new URL(redirectTo, ctx.origin);
      if (!url.searchParams.has('return_to'))
        url.searchParams.set('return_to', new URL(ctx.here, ctx.origin).href);
      return go(url.href);
    }
    case 'session_already_available':
      return { kind: 'redirect', to: '/' };
    case 'session_refresh_required':
      return redirectTo !== undefined
        ? go(redirectTo)
        : { kind: 'redirect', to: withQuery('/login', { refresh: 'true', return_to: ctx.here }) };
    case 'self_service_flow_return_to_forbidden':
      return { kind: 'restart', dropReturnTo: true, toast: RETURN_TO_TOAST };
    case 'self_service_flow_expired':
      return { kind: 'restart', useFlowId: error.envelope.use_flow_id, toast: EXPIRED_TOAST };
    case 'security_csrf_violation':
      return { kind: 'restart', toast: CSRF_TOAST };
    case 'security_identity_mismatch':
      return { kind: 'restart' };
    case 'browser_location_change_required':
      return redirectTo !== undefined ? go(redirectTo) : { kind: 'rethrow' };
    case 'session_inactive':
      return { kind: 'redirect', to: withQuery('/login', { return_to: ctx.here }) };
    default:
      break;
  }
  if (error.status === 410) return { kind: 'restart', useFlowId: error.envelope?.use_flow_id };
  if (ctx.kind === 'verification') {
    if (error.status === 403) return { kind: 'restart' };
    if (ctx.creating === true && error.status === 400) return { kind: 'redirect', to: '/' };
  }
  if (ctx.kind === 'settings' && error.status === 401)
    return { kind: 'redirect', to: withQuery('/login', { return_to: ctx.here }) };
  if (error.status === 404) return { kind: 'restart' };
  return { kind: 'rethrow' };
}

function detailsRedirect(error: IdentityError): string | undefined {
  const v = error.envelope?.error.details?.['redirect_browser_to'];
  return typeof v === 'string' ? v : undefined;
}

/** The page a flow restarts on, keeping the options that created it. */
export function restartUrl(kind: FlowKind, query: Record<string, string | undefined>): string {
  return withQuery(FLOW_PAGES[kind], query);
}
