import { createHash, randomBytes } from 'node:crypto';

// The organisation directory's data, in Clerk's Frontend API shapes: users, organisations with
// `public_metadata.backend_url`, memberships, and the browser clients with their sessions. Kept
// in memory: a restart of the directory signs everyone out, as a lost Clerk client would.

export interface DirectoryOrganization {
  id: string;
  name: string;
  slug: string;
  /** Its estate's server; '' while none is provisioned (an organisation created in the console). */
  backendUrl: string;
}

/** One of a user's organisations, with the user's role in it. */
export interface DirectoryMembership {
  org: DirectoryOrganization;
  role: string;
}

export interface DirectoryUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface DirectorySession {
  id: string;
  userId: string;
  status: 'active' | 'ended';
  lastActiveOrganizationId: string | null;
  createdAt: number;
  updatedAt: number;
}

/** A browser's Clerk client: its sessions, found by the `__client` cookie. */
export interface DirectoryClient {
  id: string;
  sessions: DirectorySession[];
}

export const newId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('hex')}`;

/** A stable user id per email, so tokens name the same user across directory restarts. */
export const userIdFor = (email: string): string =>
  `user_${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 24)}`;

export function userJson(user: DirectoryUser, memberships: readonly DirectoryMembership[]) {
  const emailId = `idn_${user.id.slice(5)}`;
  return {
    object: 'user',
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    primary_email_address_id: emailId,
    email_addresses: [{ object: 'email_address', id: emailId, email_address: user.email }],
    organization_memberships: memberships.map((m) => membershipJson(user, m.org, m.role)),
  };
}

export function organizationJson(org: DirectoryOrganization) {
  return {
    object: 'organization',
    id: org.id,
    name: org.name,
    slug: org.slug,
    image_url: '',
    public_metadata: org.backendUrl === '' ? {} : { backend_url: org.backendUrl, direct: 'true' },
  };
}

export function membershipJson(user: DirectoryUser, org: DirectoryOrganization, role: string) {
  return {
    object: 'organization_membership',
    id: `orgmem_${org.id.slice(4)}_${user.id.slice(5, 13)}`,
    role,
    permissions: [],
    public_metadata: {},
    organization: organizationJson(org),
    public_user_data: { user_id: user.id, identifier: user.email, first_name: user.firstName },
  };
}

export function sessionJson(
  session: DirectorySession,
  user: DirectoryUser,
  memberships: readonly DirectoryMembership[],
) {
  return {
    object: 'session',
    id: session.id,
    status: session.status,
    last_active_organization_id: session.lastActiveOrganizationId,
    user: userJson(user, memberships),
    created_at: session.createdAt,
    updated_at: session.updatedAt,
  };
}
