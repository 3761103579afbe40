// The Users screen's pure parts (spec 02-areas §2.13, §3 "User", §5, §8): the rows joined from
// identities and role bindings, names cut to 50 characters in drop-downs, and the form checks
// with the spec's words.
import { ROLES } from '../../../lib/access/permissions.ts';
import type { IdentityRow, PeopleRolesRow } from './users-api.ts';

export interface UserView {
  id: string;
  name: string;
  email: string;
  roles: readonly string[];
  state: string;
  createdAt: string | null;
}

/** The roles offered when inviting or adding a role: the keys of the role matrix. */
export const ROLE_NAMES: readonly string[] = ROLES;

/** The display name: first and last name from the identity's traits, else its email. */
export function nameOf(identity: IdentityRow): string {
  const first = identity.traits?.name?.first?.trim() ?? '';
  const last = identity.traits?.name?.last?.trim() ?? '';
  const name = `${first} ${last}`.trim();
  return name === '' ? (identity.traits?.email ?? identity.id) : name;
}

export function userViews(identities: readonly IdentityRow[], roles: readonly PeopleRolesRow[]): UserView[] {
  const rolesById = new Map(roles.map((r) => [r.id, r.roles ?? []]));
  return identities.map((i) => ({
    id: i.id,
    name: nameOf(i),
    email: i.traits?.email ?? '',
    roles: rolesById.get(i.id) ?? [],
    state: i.state ?? '',
    createdAt: i.created_at,
  }));
}

export const DROPDOWN_NAME_LIMIT = 50;

/** `text` cut to `limit` characters with an ellipsis (spec §2.13: names in drop-downs). */
export function truncated(text: string, limit = DROPDOWN_NAME_LIMIT): string {
  const chars = [...text];
  return chars.length <= limit ? text : `${chars.slice(0, limit).join('')}…`;
}

export interface InviteForm {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
}
export type InviteErrors = Partial<Record<keyof InviteForm, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5 "Invite user": each field's message, empty when the form may be sent. */
export function inviteErrors(form: InviteForm): InviteErrors {
  const errors: InviteErrors = {};
  if (form.firstName.trim() === '') errors.firstName = 'Please provide valid first name';
  if (form.lastName.trim() === '') errors.lastName = 'Please provide valid last name';
  if (form.email.trim() === '') errors.email = 'Please provide valid email';
  else if (!EMAIL.test(form.email.trim())) errors.email = 'Entered value does not match email format';
  if (!ROLE_NAMES.includes(form.role)) errors.role = 'Please select any role';
  return errors;
}

export interface RoleForm {
  userId: string;
  role: string;
}
export type RoleErrors = Partial<Record<keyof RoleForm, string>>;

/** Spec §5 "Update role". */
export function roleErrors(form: RoleForm, users: readonly UserView[]): RoleErrors {
  const errors: RoleErrors = {};
  if (!users.some((u) => u.id === form.userId)) errors.userId = 'Please select any user';
  if (!ROLE_NAMES.includes(form.role)) errors.role = 'Please select any role';
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;

/** The spec's success words (§8 "Users"). */
export const invitedMessage = (name: string) => `${name} invited successfully`;
export const roleUpdatedMessage = (name: string) => `${name} role updated successfully`;
export const USER_DELETED = 'user deleted successfully';
