import { z } from 'zod';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

// Query parameters of the account screens. TanStack parses `refresh=true` as a boolean and
// numeric values as numbers, so every value is read back as a string (or left out).
const param = z
  .union([z.string(), z.number(), z.boolean()])
  .transform((v) => String(v))
  .optional()
  .catch(undefined);

/** /login: flow, return_to, refresh=true, aal=aal2, and username/password for auto-submit. */
export const loginSearchSchema = builtOnFirstUse(() =>
  z.object({ flow: param, return_to: param, refresh: param, aal: param, username: param, password: param }),
);
export type LoginSearch = z.infer<typeof loginSearchSchema>;

/** The other flow pages: flow and return_to. */
export const flowSearchSchema = builtOnFirstUse(() => z.object({ flow: param, return_to: param }));
export type FlowSearch = z.infer<typeof flowSearchSchema>;

/** /auth-state-checker and /logout: return_to. */
export const returnToSearchSchema = builtOnFirstUse(() => z.object({ return_to: param }));
export type ReturnToSearch = z.infer<typeof returnToSearchSchema>;

/** /error?id= (the identity service's error UI URL). */
export const errorSearchSchema = builtOnFirstUse(() => z.object({ id: param }));

/** The bad-session page: error_code. */
export const badSessionSearchSchema = builtOnFirstUse(() => z.object({ error_code: param }));
