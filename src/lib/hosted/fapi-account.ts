import {
  ignoredSchema,
  invitationsEnvelopeSchema,
  organizationEnvelopeSchema,
  signUpEnvelopeSchema,
  type ClerkInvitation,
} from './clerk-schemas.ts';
import { adoptSession, call, ClerkError } from './fapi.ts';

// The hosted provider's account calls on Clerk's Frontend API (clerk-js's signUp.create,
// user.update, user.updatePassword, getOrganizationInvitations, invitation.accept and
// createOrganization), made with fetch as in fapi.ts.

export interface SignUpFields {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Creates the account and signs it in (the directory completes a sign-up at once). */
export async function signUp(fields: SignUpFields): Promise<void> {
  const { response } = await call('/v1/client/sign_ups', signUpEnvelopeSchema, {
    email_address: fields.email,
    password: fields.password,
    first_name: fields.firstName,
    last_name: fields.lastName,
  });
  if (response.status !== 'complete' || response.created_session_id === null)
    throw new ClerkError(422, 'sign_up_incomplete', 'Sign-up needs another step');
  adoptSession(response.created_session_id);
}

export async function updateName(firstName: string, lastName: string): Promise<void> {
  await call('/v1/me', ignoredSchema, { first_name: firstName, last_name: lastName }, 'PATCH');
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await call('/v1/me/change_password', ignoredSchema, {
    current_password: currentPassword,
    new_password: newPassword,
  });
}

export async function listInvitations(): Promise<ClerkInvitation[]> {
  const { response } = await call(
    '/v1/me/organization_invitations?status=pending',
    invitationsEnvelopeSchema,
  );
  return response.data.filter((i) => i.status === 'pending');
}

export async function acceptInvitation(id: string): Promise<void> {
  await call(`/v1/me/organization_invitations/${encodeURIComponent(id)}/accept`, ignoredSchema, {});
}

/** A new organisation with its creator as admin; it has no backend until one is provisioned. */
export async function createOrganization(name: string): Promise<string> {
  const { response } = await call('/v1/organizations', organizationEnvelopeSchema, { name });
  return response.id;
}
