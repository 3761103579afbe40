import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { DbError } from '../db/database.ts';
import { createAccessToken } from '../access/access-tokens.ts';

/**
 * `POST /api/agent/generate` (api-contract §3 "Agents", Mission Control's `agent/generate`): a
 * new agent, the person it acts as (type `agent`, named `agent-<16 hex>`) and that person's access
 * token, valid for a year. The answer is the only place the token ever appears: the database keeps
 * its SHA-256 (access-tokens.ts), and no read of `agents` or `agents_summary` carries it.
 */
export const generateAgentRequestSchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(255),
  properties: z.record(z.string(), z.string()).optional().default({}),
  auto_renew: z.boolean().optional().default(false),
});
export type GenerateAgentRequest = z.infer<typeof generateAgentRequestSchema>;

export interface GeneratedAgent {
  /** The agent person's id, as Mission Control answers it. */
  id: string;
  username: string;
  access_token: string;
}

/** The agent's token lasts a year, as Mission Control's does; the agent is re-issued one after. */
export const AGENT_TOKEN_LIFETIME_MS = 365 * 24 * 60 * 60_000;

export class AgentNameTaken extends Error {
  constructor(name: string) {
    super(`an agent named "${name}" already exists`);
  }
}

export async function generateAgent(
  db: Database,
  request: GenerateAgentRequest,
  createdBy: string | null,
  now: Date = new Date(),
): Promise<GeneratedAgent> {
  const username = `agent-${randomBytes(8).toString('hex')}`;
  try {
    return await db.transaction(async (tx) => {
      const person = await tx.query<{ id: string }>(
        `INSERT INTO people (name, email, type) VALUES ($1, $2, 'agent') RETURNING id`,
        [username, `${username}@local`],
      );
      const personId = person.rows[0]?.id;
      if (personId === undefined) throw new Error('people insert returned no row');
      const expires = new Date(now.getTime() + AGENT_TOKEN_LIFETIME_MS);
      const { token } = await createAccessToken(tx, personId, 'default', expires);
      await tx.query(
        `INSERT INTO agents (name, person_id, username, properties, created_by) VALUES ($1, $2, $3, $4, $5)`,
        [request.name, personId, username, JSON.stringify(request.properties), createdBy],
      );
      return { id: personId, username, access_token: token };
    });
  } catch (error) {
    if (error instanceof DbError && error.code === '23505') throw new AgentNameTaken(request.name);
    throw error;
  }
}
