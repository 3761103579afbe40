// The Users screen's server calls (spec 02-areas §4 "Users", api-contract §3.6). The list is an
// online read through the persisted query cache, not a synced collection: account state and role
// bindings are readable only by admins (identities, rbac), so a collection synced on every device
// would be refused for most users and would put admin-only data on their devices; the table is
// small and read when the page shows, and offline the last answer stays, marked as cached. The
// writes (invite, add role, delete) are online calls too: an invitation is done only when the
// server has created the account and mailed its link, which a queued write could not promise.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, getJson, httpResponseOf } from '../../../lib/api-client.ts';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';
import { userViews, type UserView } from './user-model.ts';

const identitySchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    state: z.string().nullable(),
    created_at: z.string().nullable(),
    traits: z
      .object({
        email: z.string().optional(),
        name: z.object({ first: z.string().optional(), last: z.string().optional() }).partial().optional(),
      })
      .loose()
      .nullable(),
  }),
);
export type IdentityRow = z.infer<typeof identitySchema>;

const peopleRolesSchema = builtOnFirstUse(() =>
  z.object({ id: z.string(), roles: z.array(z.string()).nullable() }),
);
export type PeopleRolesRow = z.infer<typeof peopleRolesSchema>;

/** Ids per `people_roles?id=in.(…)` request, so the address stays well under URL limits. */
const IDS_PER_READ = 100;

async function rolesOf(ids: readonly string[], signal: AbortSignal): Promise<PeopleRolesRow[]> {
  const out: PeopleRolesRow[] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_READ) {
    const chunk = ids.slice(i, i + IDS_PER_READ).join(',');
    out.push(
      ...(await getJson(
        `db/people_roles?select=id,roles&id=in.(${chunk})`,
        z.array(peopleRolesSchema),
        signal,
      )),
    );
  }
  return out;
}

export const USERS_QUERY_KEY = ['settings', 'users'] as const;

/** Every user (Kratos identity) with their roles, newest first. */
export function usersQuery() {
  return queryOptions({
    queryKey: USERS_QUERY_KEY,
    queryFn: async ({ signal }): Promise<UserView[]> => {
      const identities = await getJson(
        'db/identities?select=id,state,traits,created_at&order=created_at.desc',
        z.array(identitySchema),
        signal,
      );
      const roles = await rolesOf(
        identities.map((i) => i.id),
        signal,
      );
      return userViews(identities, roles);
    },
    staleTime: 0,
  });
}

const errorBody = builtOnFirstUse(() =>
  z.object({ message: z.string().optional(), error: z.string().optional() }).loose(),
);

/** Runs a write; a refusal becomes an Error with the server's words (spec §8 "errors as toast"). */
async function withServerMessage<T>(call: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && !navigator.onLine)
    throw new Error('You are offline: this change needs the server. Try again when you are back online.');
  try {
    return await call();
  } catch (e) {
    const response = httpResponseOf(e);
    if (response === undefined) throw e;
    const body = errorBody.safeParse(
      await response
        .clone()
        .json()
        .catch(() => undefined),
    );
    const { message = '', error = '' } = body.success ? body.data : {};
    // Mission Control's `{error, message}`: `error` carries the detail when it is more than a code word.
    const detail = /\s/.test(error) && error !== message ? error : '';
    throw new Error([message, detail].filter((s) => s !== '').join(': ') || 'Something went wrong');
  }
}

export interface InviteRequest {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
}

export async function inviteUser(request: InviteRequest): Promise<void> {
  await withServerMessage(() => api.post('auth/invite_user', { json: request }).json());
}

/** Adds `roles` to the user's role bindings (Mission Control adds; roles already held stay). */
export async function addRoles(userId: string, roles: readonly string[]): Promise<void> {
  await withServerMessage(() =>
    api.post(`rbac/${encodeURIComponent(userId)}/update_role`, { json: { roles } }).json(),
  );
}

export async function deleteUser(userId: string): Promise<void> {
  await withServerMessage(() => api.delete(`db/identities?id=eq.${encodeURIComponent(userId)}`));
}
