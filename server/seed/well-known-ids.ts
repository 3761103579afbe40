/**
 * Ids that do not depend on the seed, so other server code (sign-in, tests, the CLI) can name
 * the demo accounts and the local agent without reading the database.
 */

/** The local agent: Mission Control's nil UUID ("no agent"). */
export const LOCAL_AGENT_ID = '00000000-0000-0000-0000-000000000000';

/** The five roles of the spec's permission matrix. */
export const ROLES = ['admin', 'editor', 'commander', 'responder', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export interface DemoAccount {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly role: Role;
}

/** One sign-in account per role (the password is the reference server's business). */
export const DEMO_ACCOUNTS: Readonly<Record<Role, DemoAccount>> = {
  admin: {
    id: 'a11ce000-0000-4000-8000-000000000001',
    email: 'admin@example.com',
    name: 'Ada Admin',
    role: 'admin',
  },
  editor: {
    id: 'a11ce000-0000-4000-8000-000000000002',
    email: 'editor@example.com',
    name: 'Eddie Editor',
    role: 'editor',
  },
  commander: {
    id: 'a11ce000-0000-4000-8000-000000000003',
    email: 'commander@example.com',
    name: 'Carla Commander',
    role: 'commander',
  },
  responder: {
    id: 'a11ce000-0000-4000-8000-000000000004',
    email: 'responder@example.com',
    name: 'Ravi Responder',
    role: 'responder',
  },
  viewer: {
    id: 'a11ce000-0000-4000-8000-000000000005',
    email: 'viewer@example.com',
    name: 'Vera Viewer',
    role: 'viewer',
  },
};

/** The system user (no email) that owns scraped and automated rows. */
export const SYSTEM_PERSON_ID = 'a11ce000-0000-4000-8000-0000000000ff';
