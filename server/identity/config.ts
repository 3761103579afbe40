import { createHash } from 'node:crypto';

/**
 * Settings of the identity service, fixed to Mission Control's Kratos chart values
 * (`chart/files/kratos-config.yaml`, see design/kratos-flows.md §8). Lifespans are in ms.
 */
export interface IdentityConfig {
  /** Public base of the Kratos-shaped API, e.g. `https://host/api/.ory` (no trailing slash). */
  base: string;
  /** Origin of the console, e.g. `https://host`. */
  origin: string;
  /** `https:` bases get Secure cookies; plain http is treated as Kratos dev mode. */
  secureCookies: boolean;
  csrfCookieName: string;
  sessionCookieName: string;
  defaultReturnUrl: string;
  ui: {
    login: string;
    registration: string;
    recovery: string;
    verification: string;
    settings: string;
    error: string;
  };
  lifespan: { login: number; registration: number; settings: number; recovery: number; verification: number };
  sessionLifespan: number;
  privilegedSessionMaxAge: number;
  codeLifespan: number;
  codeMaxSubmissions: number;
  minPasswordLength: number;
  totpIssuer: string;
}

const MINUTE = 60_000;

export function buildConfig(publicBaseUrl: string): IdentityConfig {
  const base = publicBaseUrl.replace(/\/+$/, '');
  const url = new URL(base);
  const origin = url.origin;
  const at = (path: string): string => `${origin}${path}`;
  return {
    base,
    origin,
    secureCookies: url.protocol === 'https:',
    csrfCookieName: `csrf_token_${createHash('sha256').update(base).digest('hex')}`,
    sessionCookieName: 'ory_kratos_session',
    defaultReturnUrl: at('/'),
    ui: {
      login: at('/login'),
      registration: at('/registration'),
      recovery: at('/recovery'),
      verification: at('/verification'),
      settings: at('/profile-settings'),
      error: at('/error'),
    },
    lifespan: {
      login: 10 * MINUTE,
      registration: 10 * MINUTE,
      settings: 60 * MINUTE,
      recovery: 60 * MINUTE,
      verification: 60 * MINUTE,
    },
    sessionLifespan: 336 * 60 * MINUTE,
    privilegedSessionMaxAge: 15 * MINUTE,
    codeLifespan: 60 * MINUTE,
    codeMaxSubmissions: 5,
    minPasswordLength: 8,
    totpIssuer: url.hostname,
  };
}
