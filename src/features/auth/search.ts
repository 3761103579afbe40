import { z } from 'zod';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

// Query parameters of the account screens, read with `useUrlState` (every value a plain string:
// `refresh=true` reads as 'true', a numeric flow id as its digits). An absent key is undefined.
const param = z.string().optional();

/** /login: flow, return_to, refresh=true, aal=aal2, and username/password for auto-submit. */
export const loginSearchSchema = builtOnFirstUse(() =>
  z.object({ flow: param, return_to: param, refresh: param, aal: param, username: param, password: param }),
);

/** The other flow pages: flow and return_to. */
export const flowSearchSchema = builtOnFirstUse(() => z.object({ flow: param, return_to: param }));

/** /auth-state-checker and /logout: return_to. */
export const returnToSearchSchema = builtOnFirstUse(() => z.object({ return_to: param }));

/** /error?id= (the identity service's error UI URL). */
export const errorSearchSchema = builtOnFirstUse(() => z.object({ id: param }));

/** The bad-session page: error_code. */
export const badSessionSearchSchema = builtOnFirstUse(() => z.object({ error_code: param }));
