import type { Context, Hono } from 'hono';
import type { DirectoryContext } from './directory.ts';
import { bodyOf, clerkError } from './directory-http.ts';
import { newId, organizationJson, userJson } from './directory-model.ts';
import { MIN_PASSWORD_LENGTH, type DirectoryInvitation, type DirectoryState } from './directory-state.ts';

// The directory's account routes, on Clerk's Frontend API shapes: sign-up (`POST
// /v1/client/sign_ups`, complete at once: the emulation sends no verification mail), the profile
// (`PATCH /v1/me`, `POST /v1/me/change_password`), the user's pending invitations and their
// acceptance, and creating an organisation (`POST /v1/organizations`).

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function invitationJson(state: DirectoryState, invitation: DirectoryInvitation) {
  const org = state.organization(invitation.orgId);
  return {
    object: 'organization_invitation',
    id: invitation.id,
    role: invitation.role,
    status: invitation.status,
    public_metadata: {},
    public_organization_data: {
      id: invitation.orgId,
      name: org?.name ?? '',
      slug: org?.slug ?? null,
      image_url: '',
      has_image: false,
    },
    created_at: invitation.createdAt,
    updated_at: invitation.updatedAt,
  };
}

const signedOut = (c: Context) => clerkError(c, 401, 'authentication_invalid', 'Unauthorized request');
const tooShort = (c: Context) =>
  clerkError(
    c,
    422,
    'form_password_length_too_short',
    `Passwords must be ${MIN_PASSWORD_LENGTH} characters or more.`,
  );

export function accountRoutes(app: Hono, ctx: DirectoryContext): void {
  const { state } = ctx;

  app.post('/v1/client/sign_ups', async (c) => {
    const body = await bodyOf(c);
    const email = (body['email_address'] ?? '').trim();
    const password = body['password'] ?? '';
    if (!EMAIL.test(email))
      return clerkError(c, 422, 'form_param_format_invalid', 'Email address must be a valid email address.');
    if (state.userByEmail(email) !== undefined)
      return clerkError(c, 422, 'form_identifier_exists', 'That email address is taken. Please try another.');
    if (password.length < MIN_PASSWORD_LENGTH) return tooShort(c);
    const firstName = (body['first_name'] ?? '').trim();
    const lastName = (body['last_name'] ?? '').trim();
    const account = state.signUp({ email, firstName, lastName }, password);
    const session = ctx.startSession(c, account.id);
    return c.json({
      response: {
        object: 'sign_up_attempt',
        id: newId('sua'),
        status: 'complete',
        email_address: email,
        created_user_id: account.id,
        created_session_id: session.id,
      },
      client: ctx.clientView(ctx.clientOf(c)),
    });
  });

  app.patch('/v1/me', async (c) => {
    const me = ctx.meOf(c);
    if (me === undefined) return signedOut(c);
    const body = await bodyOf(c);
    if (body['first_name'] !== undefined) me.firstName = body['first_name'].trim();
    if (body['last_name'] !== undefined) me.lastName = body['last_name'].trim();
    return c.json({ response: userJson(me, state.membershipsOf(me.id)), client: null });
  });

  app.post('/v1/me/change_password', async (c) => {
    const me = ctx.meOf(c);
    if (me === undefined) return signedOut(c);
    const body = await bodyOf(c);
    if (body['current_password'] !== me.password)
      return clerkError(c, 422, 'form_password_incorrect', 'Password is incorrect. Try again.');
    const next = body['new_password'] ?? '';
    if (next.length < MIN_PASSWORD_LENGTH) return tooShort(c);
    me.password = next;
    return c.json({ response: userJson(me, state.membershipsOf(me.id)), client: null });
  });

  app.get('/v1/me/organization_invitations', (c) => {
    const me = ctx.meOf(c);
    if (me === undefined) return signedOut(c);
    const data = state.pendingInvitationsOf(me.id).map((i) => invitationJson(state, i));
    return c.json({ response: { data, total_count: data.length }, client: null });
  });

  app.post('/v1/me/organization_invitations/:id/accept', (c) => {
    const me = ctx.meOf(c);
    if (me === undefined) return signedOut(c);
    const accepted = state.acceptInvitation(me.id, c.req.param('id'));
    if (accepted === undefined) return clerkError(c, 404, 'resource_not_found', 'Invitation not found');
    return c.json({ response: invitationJson(state, accepted), client: null });
  });

  app.post('/v1/organizations', async (c) => {
    const me = ctx.meOf(c);
    if (me === undefined) return signedOut(c);
    const name = ((await bodyOf(c))['name'] ?? '').trim();
    if (name === '') return clerkError(c, 422, 'form_param_missing', 'Enter a name for the organization.');
    if (name.length > 100)
      return clerkError(c, 422, 'form_param_format_invalid', 'The name is longer than 100 characters.');
    return c.json({ response: organizationJson(state.createOrganization(me.id, name)), client: null });
  });
}
