import { storeNextActiveOrg, type ActiveOrg } from './active-org.ts';
import { acceptInvitation, createOrganization, listInvitations } from './fapi-account.ts';
import { activeOrgOf, listMemberships, setActiveOrganization } from './fapi.ts';

// What the organisation picker offers a signed-in user (hosted mode): the organisations they
// belong to (one without a backend is still being provisioned), their pending invitations, and
// creating one. Names and backend URLs only: nothing secret, and nothing kept but the choice.

/** The landing after selecting or creating an organisation (spec 01-core §2). */
export const ORGS_SWITCHED_PATH = '/organizations/orgs-switched';

/** The spec's words while an organisation's instance is not ready (01-core §8). */
export const PROVISIONING_MESSAGE = 'Please wait, instance provisioning in-progress ...';

export interface OrgChoice {
  readonly id: string;
  readonly name: string;
  /** Where it is served; null while it is being provisioned. */
  readonly org: ActiveOrg | null;
}

export interface OrgChoices {
  readonly memberships: readonly OrgChoice[];
  readonly invitations: readonly { readonly id: string; readonly orgName: string }[];
}

export async function loadOrgChoices(): Promise<OrgChoices> {
  const [memberships, invitations] = await Promise.all([listMemberships(), listInvitations()]);
  return {
    memberships: memberships.map((m) => ({
      id: m.organization.id,
      name: m.organization.name,
      org: activeOrgOf(m),
    })),
    invitations: invitations.map((i) => ({ id: i.id, orgName: i.public_organization_data.name })),
  };
}

/** Opens `org`: the directory's active organisation, this browser's, then its landing page. */
export async function enterOrganization(org: ActiveOrg): Promise<void> {
  await setActiveOrganization(org.id);
  storeNextActiveOrg(org);
  window.location.assign(ORGS_SWITCHED_PATH);
}

export { acceptInvitation, createOrganization };
