// The user-management service endpoints the Users screen calls (spec 02-areas §2.13, §4 "Users";
// api-contract §3.6): `POST /api/auth/invite_user` and `POST /api/rbac/<id>/update_role`, as
// Mission Control serves them. Inviting needs write on `identities` (and on `rbac` when it binds a
// role), role updates need write on `rbac` (spec §6: both admin only). Listing and deleting users
// are PostgREST reads and DELETEs of `identities`, checked by the same matrix in the data API.
import type { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { principalOf, type Principal } from '../access/principal.ts';
import { publicOrigin } from '../access/public-origin.ts';
import { serviceForbidden } from '../access/responses.ts';
import { allows, isRole, type Resource } from '../access/roles.ts';
import { identityIdByAddress } from '../identity/identity-store.ts';
import { inviteIdentity } from '../identity/invite.ts';
import { bindRoles, personExists } from './role-bindings.ts';

const JSON_TYPE = { 'Content-Type': 'application/json; charset=utf-8' };
const answer = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: JSON_TYPE });
/** Mission Control's `{error, message}` refusal. */
const refuse = (status: number, error: string, message: string): Response =>
  answer(status, { error, message });

const name = z.string().trim().max(200);
const inviteRequestSchema = z.object({
  firstName: name,
  lastName: name,
  email: z.string().trim().min(1, 'Please provide valid email').max(320),
  role: z.string().trim().optional(),
});
const updateRoleRequestSchema = z.object({ roles: z.array(z.string().trim()).max(20) });

const unknownRoles = (roles: readonly string[]): string[] => roles.filter((r) => !isRole(r));

/** Refuses a caller without write on each of `resources`; undefined when allowed. */
function refusal(principal: Principal | undefined, resources: readonly Resource[]): Response | undefined {
  // Without a principal the server runs with auth off (tests, benchmarks): every call is allowed.
  if (principal === undefined) return undefined;
  const missing = resources.find((r) => !allows(principal.roles, r, 'write'));
  return missing === undefined ? undefined : serviceForbidden(`permission denied: ${missing} write`);
}

async function bodyOf<S extends z.ZodType>(
  req: Request,
  schema: S,
): Promise<{ ok: true; data: z.infer<S> } | { ok: false; response: Response }> {
  const parsed = schema.safeParse(await req.json().catch(() => undefined));
  if (parsed.success) return { ok: true, data: parsed.data };
  const detail = parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
  return { ok: false, response: refuse(400, detail, 'Invalid request body') };
}

export interface UserRoutesDeps {
  db: Database;
  /** Origin browsers use; default: each request's own origin (as the identity mount does). */
  publicOrigin?: string | undefined;
  trustProxy: boolean;
}

export function userRoutes(app: Hono, deps: UserRoutesDeps): void {
  const { db } = deps;

  app.post('/api/auth/invite_user', async (c) => {
    const principal = principalOf(c.req.raw);
    const body = await bodyOf(c.req.raw, inviteRequestSchema);
    if (!body.ok) return refusal(principal, ['identities']) ?? body.response;
    const role = body.data.role ?? '';
    const denied = refusal(principal, role === '' ? ['identities'] : ['identities', 'rbac']);
    if (denied !== undefined) return denied;
    if (role !== '' && !isRole(role)) return refuse(400, `unknown role: ${role}`, 'Invalid request body');

    // An address that already has an account only gets the role (spec §4 "Users").
    const existing = await identityIdByAddress(db, body.data.email);
    if (existing !== null) {
      if (role !== '') await bindRoles(db, existing, [role]);
      return answer(200, { id: existing, existing: true });
    }
    const origin =
      deps.publicOrigin !== undefined
        ? new URL(deps.publicOrigin).origin
        : publicOrigin(c.req.raw, deps.trustProxy);
    const invited = await inviteIdentity(
      db,
      { publicBaseUrl: `${origin}/api/.ory` },
      { ...body.data, role: role === '' ? null : role },
    );
    if (!invited.ok)
      return invited.reason === 'exists'
        ? refuse(409, 'User already exists', 'Error creating user')
        : refuse(400, 'Entered value does not match email format', 'Invalid request body');
    return answer(200, { id: invited.identityId, link: invited.link });
  });

  app.post('/api/rbac/:id/update_role', async (c) => {
    const denied = refusal(principalOf(c.req.raw), ['rbac']);
    if (denied !== undefined) return denied;
    const body = await bodyOf(c.req.raw, updateRoleRequestSchema);
    if (!body.ok) return body.response;
    const roles = body.data.roles.filter((r) => r !== '');
    const unknown = unknownRoles(roles);
    if (unknown.length > 0) return refuse(400, `unknown role: ${unknown.join(', ')}`, 'Invalid request body');
    const id = c.req.param('id');
    if (!(await personExists(db, id))) return refuse(404, `no user ${id}`, 'Error updating roles');
    // Mission Control adds the roles (casbin AddRolesForUser); bindings already held stay.
    await bindRoles(db, id, roles);
    return answer(200, { message: 'Role updated successfully' });
  });
}
