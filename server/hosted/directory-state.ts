import { newId, userIdFor, type DirectoryOrganization, type DirectoryUser } from './directory-model.ts';

// Who is in the organisation directory and where: accounts (with their passwords), the
// organisations, each account's memberships and its pending invitations. In memory, as the rest
// of the directory. The demo accounts it starts with are members of every organisation (admin@
// as org:admin); an account made by sign-up belongs to none and is invited to every organisation
// that has a backend, as a new colleague would be, so it meets the organisation picker first.

export type OrgRole = 'org:admin' | 'org:member';

export interface DirectoryAccount extends DirectoryUser {
  password: string;
}

export interface DirectoryInvitation {
  id: string;
  userId: string;
  orgId: string;
  role: OrgRole;
  status: 'pending' | 'accepted';
  createdAt: number;
  updatedAt: number;
}

/** Fewest characters of a password the directory accepts (Clerk's default). */
export const MIN_PASSWORD_LENGTH = 8;

export class DirectoryState {
  readonly organizations: DirectoryOrganization[];
  private readonly accounts = new Map<string, DirectoryAccount>();
  private readonly memberships = new Map<string, Map<string, OrgRole>>();
  private readonly invitations = new Map<string, DirectoryInvitation>();

  constructor(organizations: readonly DirectoryOrganization[], demoAccounts: readonly DirectoryAccount[]) {
    this.organizations = [...organizations];
    for (const account of demoAccounts) {
      this.accounts.set(account.id, { ...account });
      const role: OrgRole = account.email.startsWith('admin@') ? 'org:admin' : 'org:member';
      this.memberships.set(account.id, new Map(organizations.map((o) => [o.id, role])));
    }
  }

  user(id: string): DirectoryAccount | undefined {
    return this.accounts.get(id);
  }

  userByEmail(email: string): DirectoryAccount | undefined {
    const wanted = email.trim().toLowerCase();
    for (const account of this.accounts.values()) if (account.email.toLowerCase() === wanted) return account;
    return undefined;
  }

  organization(id: string): DirectoryOrganization | undefined {
    return this.organizations.find((o) => o.id === id);
  }

  /** The user's organisations with their role, in the directory's order. */
  membershipsOf(userId: string): { org: DirectoryOrganization; role: OrgRole }[] {
    const mine = this.memberships.get(userId);
    if (mine === undefined) return [];
    return this.organizations.flatMap((org) => {
      const role = mine.get(org.id);
      return role === undefined ? [] : [{ org, role }];
    });
  }

  roleIn(userId: string, orgId: string): OrgRole | undefined {
    return this.memberships.get(userId)?.get(orgId);
  }

  /** A new account (sign-up), invited to every organisation with a backend. */
  signUp(fields: Omit<DirectoryUser, 'id'>, password: string, now = Date.now()): DirectoryAccount {
    const account: DirectoryAccount = { ...fields, id: userIdFor(fields.email), password };
    this.accounts.set(account.id, account);
    this.memberships.set(account.id, new Map());
    for (const org of this.organizations) {
      if (org.backendUrl === '') continue;
      const invitation: DirectoryInvitation = {
        ...{ id: newId('orginv'), userId: account.id, orgId: org.id, role: 'org:member' },
        ...{ status: 'pending', createdAt: now, updatedAt: now },
      };
      this.invitations.set(invitation.id, invitation);
    }
    return account;
  }

  pendingInvitationsOf(userId: string): DirectoryInvitation[] {
    return [...this.invitations.values()].filter((i) => i.userId === userId && i.status === 'pending');
  }

  /** Accepts the user's pending invitation: a membership with its role. Undefined if there is none. */
  acceptInvitation(userId: string, invitationId: string, now = Date.now()): DirectoryInvitation | undefined {
    const invitation = this.invitations.get(invitationId);
    if (invitation === undefined || invitation.userId !== userId || invitation.status !== 'pending')
      return undefined;
    invitation.status = 'accepted';
    invitation.updatedAt = now;
    this.join(userId, invitation.orgId, invitation.role);
    return invitation;
  }

  /**
   * A new organisation, its creator its admin. It has no backend yet: the directory cannot
   * provision an estate, so the console shows it as being provisioned.
   */
  createOrganization(userId: string, name: string): DirectoryOrganization {
    const base =
      name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'org';
    let slug = base;
    for (let n = 2; this.organizations.some((o) => o.slug === slug); n++) slug = `${base}-${n}`;
    const org: DirectoryOrganization = { id: newId('org'), name, slug, backendUrl: '' };
    this.organizations.push(org);
    this.join(userId, org.id, 'org:admin');
    return org;
  }

  private join(userId: string, orgId: string, role: OrgRole): void {
    const mine = this.memberships.get(userId) ?? new Map<string, OrgRole>();
    mine.set(orgId, role);
    this.memberships.set(userId, mine);
  }
}
