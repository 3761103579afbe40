import { z } from 'zod';
import { effectiveRoles, type Role } from './permissions.ts';
import { builtOnFirstUse } from '../built-on-first-use.ts';

/** `GET /api/auth/whoami` (api-contract §3.6). Unknown extra fields are kept out. */
export const whoamiSchema = builtOnFirstUse(() =>
  z.object({
    message: z.string().optional(),
    payload: z.object({
      user: z.object({
        id: z.string(),
        name: z.string().catch(''),
        email: z.string().nullish(),
        type: z.string().nullish(),
        avatar: z.string().nullish(),
        external_id: z.string().nullish(),
      }),
      roles: z.array(z.string()).nullish(),
      permissions: z
        .array(
          z.object({
            subject: z.string(),
            object: z.string(),
            action: z.string(),
            deny: z.boolean().optional(),
          }),
        )
        .nullish(),
      hostname: z.string().nullish(),
    }),
  }),
);
export type WhoamiResponse = z.infer<typeof whoamiSchema>;

/** The signed-in user as the console uses it. */
export interface CurrentUser {
  id: string;
  /** Display name; falls back to the email, then to the id. */
  name: string;
  email: string | null;
  avatar: string | null;
  /** Known roles; `['viewer']` when the server lists none. */
  roles: Role[];
  hostname: string | null;
}

/** Turns a parsed whoami answer into the {@link CurrentUser}. */
export function toCurrentUser(body: WhoamiResponse): CurrentUser {
  const { user, roles, hostname } = body.payload;
  const email = user.email ?? null;
  return {
    id: user.id,
    name: user.name.trim() !== '' ? user.name : (email ?? user.id),
    email,
    avatar: user.avatar ?? null,
    roles: effectiveRoles(roles ?? []),
    hostname: hostname ?? null,
  };
}
