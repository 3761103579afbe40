import { z } from 'zod';

/**
 * Mission Control's default identity schema: `traits.email` (identifier for password login,
 * verification and recovery address) and `traits.name.{first,last}`.
 */
export const IDENTITY_SCHEMA_ID = 'default';

export const identitySchema = {
  $id: 'https://schemas.ory.sh/presets/kratos/quickstart/email-password/identity.schema.json',
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Person',
  type: 'object',
  properties: {
    traits: {
      type: 'object',
      properties: {
        email: {
          type: 'string',
          format: 'email',
          title: 'E-Mail',
          minLength: 3,
          'ory.sh/kratos': {
            credentials: { password: { identifier: true } },
            verification: { via: 'email' },
            recovery: { via: 'email' },
          },
        },
        name: {
          type: 'object',
          properties: {
            first: { title: 'First Name', type: 'string' },
            last: { title: 'Last Name', type: 'string' },
          },
        },
      },
      required: ['email'],
      additionalProperties: false,
    },
  },
} as const;

export interface Traits {
  email: string;
  name: { first: string; last: string };
}

export const traitsSchema = z.object({
  email: z.string(),
  name: z
    .object({ first: z.string().default(''), last: z.string().default('') })
    .default({ first: '', last: '' }),
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(s: string): boolean {
  return EMAIL.test(s) && s.length <= 320;
}

/** Traits as stored: email trimmed; the identifier is its lower-cased form. */
export function normaliseTraits(t: { email: string; first: string; last: string }): Traits {
  return { email: t.email.trim(), name: { first: t.first.trim(), last: t.last.trim() } };
}

export function displayName(t: Traits): string {
  const full = `${t.name.first} ${t.name.last}`.trim();
  return full === '' ? t.email : full;
}
