import { describe, expect, it } from 'vitest';
import { CSRF_TOAST, EXPIRED_TOAST, flowErrorAction } from './flow-error-action.ts';
import { IdentityError } from './provider.ts';
import {
  afterSessionCheck,
  badSessionMessage,
  safeReturnTo,
  sessionCheckUrl,
  toConsoleUrl,
} from './redirects.ts';

const origin = 'http://mc.test';
const err = (status: number, id?: string, extra: Record<string, unknown> = {}) =>
  new IdentityError(
    status,
    { error: { ...(id === undefined ? {} : { id }), code: status, message: 'm' }, ...extra },
    null,
  );
const ctx = { kind: 'login' as const, here: '/login?flow=f', origin };

describe('redirect rules', () => {
  it('sends an API 401 to the session check with path and query, never from account screens', () => {
    expect(sessionCheckUrl({ pathname: '/health', search: '?tab=a b' })).toBe(
      '/auth-state-checker?return_to=%2Fhealth%3Ftab%3Da+b',
    );
    expect(sessionCheckUrl({ pathname: '/login', search: '' })).toBeNull();
  });

  it('routes the session check: 401 sign in, 403/422 second factor, active back', () => {
    expect(afterSessionCheck({ kind: 'signed-out' }, '/health')).toBe('/login?return_to=%2Fhealth');
    expect(afterSessionCheck({ kind: 'second-factor-required' }, '/health')).toBe(
      '/login?aal=aal2&return_to=%2Fhealth',
    );
    expect(
      afterSessionCheck(
        { kind: 'active', session: { id: 's', identity: { id: 'i', traits: {} } } },
        '/health',
      ),
    ).toBe('/health');
  });

  it('maps Kratos browser URLs to console pages and keeps return_to on this origin', () => {
    expect(toConsoleUrl(`${origin}/api/.ory/self-service/login/browser?aal=aal2&return_to=x`, origin)).toBe(
      '/login?aal=aal2&return_to=x',
    );
    expect(toConsoleUrl(`${origin}/profile-settings?flow=1`, origin)).toBe('/profile-settings?flow=1');
    expect(safeReturnTo('https://evil.example/x', origin)).toBe('/');
    expect(safeReturnTo(`${origin}/health`, origin)).toBe('/health');
    expect(safeReturnTo(undefined, origin)).toBe('/');
  });

  it('bad-session messages', () => {
    expect(badSessionMessage('BAD_SESSION')).toBe(
      'Bad Session. Please try logging out and logging in again, if the problem persist, please contact us.',
    );
    expect(badSessionMessage('X')).toBe('Unknown error');
  });
});

describe('flow error actions', () => {
  it('restarts on CSRF and expiry with their toasts, using the server-made flow', () => {
    expect(flowErrorAction(err(403, 'security_csrf_violation'), ctx)).toEqual({
      kind: 'restart',
      toast: CSRF_TOAST,
    });
    expect(flowErrorAction(err(410, 'self_service_flow_expired', { use_flow_id: 'new' }), ctx)).toEqual({
      kind: 'restart',
      useFlowId: 'new',
      toast: EXPIRED_TOAST,
    });
    expect(flowErrorAction(err(410), ctx)).toEqual({ kind: 'restart', useFlowId: undefined });
  });

  it('follows location changes and second-factor redirects as console pages', () => {
    const to = `${origin}/api/.ory/self-service/login/browser?aal=aal2&return_to=${encodeURIComponent(`${origin}/health`)}`;
    expect(
      flowErrorAction(err(422, 'browser_location_change_required', { redirect_browser_to: to }), ctx),
    ).toEqual({
      kind: 'redirect',
      to: `/login?aal=aal2&return_to=${encodeURIComponent(`${origin}/health`)}`,
    });
    const settings = flowErrorAction(
      err(403, 'session_aal2_required', {
        redirect_browser_to: `${origin}/api/.ory/self-service/login/browser?aal=aal2`,
      }),
      { ...ctx, kind: 'settings', here: '/profile-settings?flow=s' },
    );
    expect(settings).toEqual({
      kind: 'redirect',
      to: `/login?aal=aal2&return_to=${encodeURIComponent(`${origin}/profile-settings?flow=s`)}`,
    });
  });

  it('handles the remaining ids of the catalogue', () => {
    expect(flowErrorAction(err(400, 'session_already_available'), ctx)).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(flowErrorAction(err(403, 'session_refresh_required'), ctx)).toEqual({
      kind: 'redirect',
      to: '/login?refresh=true&return_to=%2Flogin%3Fflow%3Df',
    });
    expect(flowErrorAction(err(401, 'session_inactive'), ctx)).toEqual({
      kind: 'redirect',
      to: '/login?return_to=%2Flogin%3Fflow%3Df',
    });
    expect(flowErrorAction(err(403, 'security_identity_mismatch'), ctx)).toEqual({ kind: 'restart' });
    expect(flowErrorAction(err(400, 'self_service_flow_return_to_forbidden'), ctx)).toMatchObject({
      kind: 'restart',
      dropReturnTo: true,
    });
    expect(flowErrorAction(err(500), ctx)).toEqual({ kind: 'rethrow' });
    expect(flowErrorAction(new Error('network'), ctx)).toEqual({ kind: 'rethrow' });
  });

  it('verification: 403 restarts, a 400 on create goes home', () => {
    expect(flowErrorAction(err(403), { ...ctx, kind: 'verification' })).toEqual({ kind: 'restart' });
    expect(flowErrorAction(err(400), { ...ctx, kind: 'verification', creating: true })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });
});
