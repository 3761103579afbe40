import { z } from 'zod';
import { builtOnFirstUse } from '../built-on-first-use.ts';

// The parts of Clerk's Frontend API answers the hosted provider reads (snake_case JSON, as
// clerk-js receives it), parsed at the boundary. Unknown keys pass.

export const clerkOrganizationSchema = builtOnFirstUse(() =>
  z.looseObject({
    id: z.string(),
    name: z.string(),
    slug: z.string().nullable().catch(null),
    public_metadata: z.looseObject({ backend_url: z.string().url().optional() }).catch({}),
  }),
);

export const clerkMembershipSchema = builtOnFirstUse(() =>
  z.looseObject({ id: z.string(), role: z.string(), organization: clerkOrganizationSchema }),
);
export type ClerkMembership = z.infer<typeof clerkMembershipSchema>;

export const clerkUserSchema = builtOnFirstUse(() =>
  z.looseObject({
    id: z.string(),
    first_name: z.string().nullable().catch(null),
    last_name: z.string().nullable().catch(null),
    primary_email_address_id: z.string().nullable().catch(null),
    email_addresses: z.array(z.looseObject({ id: z.string(), email_address: z.string() })).catch([]),
  }),
);

export const clerkSessionSchema = builtOnFirstUse(() =>
  z.looseObject({
    id: z.string(),
    status: z.string(),
    last_active_organization_id: z.string().nullable().catch(null),
    user: clerkUserSchema,
  }),
);
export type ClerkSession = z.infer<typeof clerkSessionSchema>;

export const clerkClientSchema = builtOnFirstUse(() =>
  z.looseObject({
    id: z.string(),
    sessions: z.array(clerkSessionSchema),
    last_active_session_id: z.string().nullable(),
  }),
);

/** `GET /v1/client`: the client, or null before anyone signed in on this browser. */
export const clientEnvelopeSchema = builtOnFirstUse(() =>
  z.looseObject({ response: clerkClientSchema.nullable() }),
);

export const signInEnvelopeSchema = builtOnFirstUse(() =>
  z.looseObject({
    response: z.looseObject({ status: z.string(), created_session_id: z.string().nullable() }),
  }),
);

export const membershipsEnvelopeSchema = builtOnFirstUse(() =>
  z.looseObject({
    response: z.looseObject({ data: z.array(clerkMembershipSchema), total_count: z.number() }),
  }),
);

export const tokenSchema = builtOnFirstUse(() => z.looseObject({ jwt: z.string().min(1) }));

/** Clerk's error answer: `{ errors: [{ code, message, long_message }] }`. */
export const clerkErrorsSchema = builtOnFirstUse(() =>
  z.looseObject({
    errors: z.array(
      z.looseObject({ code: z.string(), message: z.string(), long_message: z.string().optional() }),
    ),
  }),
);

/** An answer whose body the provider does not read (touch, end). */
export const ignoredSchema = builtOnFirstUse(() => z.unknown());

/** `GET /v1/me/organization_invitations`: the user's pending invitations. */
export const invitationsEnvelopeSchema = builtOnFirstUse(() =>
  z.looseObject({
    response: z.looseObject({
      data: z.array(
        z.looseObject({
          id: z.string(),
          status: z.string(),
          public_organization_data: z.looseObject({ id: z.string(), name: z.string() }),
        }),
      ),
    }),
  }),
);
export type ClerkInvitation = z.infer<typeof invitationsEnvelopeSchema>['response']['data'][number];

/** `POST /v1/organizations`: the organisation made. */
export const organizationEnvelopeSchema = builtOnFirstUse(() =>
  z.looseObject({ response: clerkOrganizationSchema }),
);

/** `POST /v1/client/sign_ups`: complete, with the new session. */
export const signUpEnvelopeSchema = builtOnFirstUse(() =>
  z.looseObject({
    response: z.looseObject({ status: z.string(), created_session_id: z.string().nullable() }),
  }),
);
