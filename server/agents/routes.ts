// The agent service the Agents screen calls (spec 01-core §7 "POST /generate on the agent
// service"; api-contract §3 "Agents"), mounted under /api/agent. Creating an agent needs write on
// `agents` (spec §6: admins and editors); every other role is refused. Agent edits and deletes are
// PostgREST PATCHes of `agents`, checked by the same matrix in the data API.
import type { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import { principalOf } from '../access/principal.ts';
import { serviceForbidden } from '../access/responses.ts';
import { allows } from '../access/roles.ts';
import { AgentNameTaken, generateAgent, generateAgentRequestSchema } from './generate.ts';

const answer = (status: number, error: string, message: string): Response =>
  new Response(JSON.stringify({ error, message }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

export function agentRoutes(app: Hono, db: Database): void {
  app.post('/api/agent/generate', async (c) => {
    const principal = principalOf(c.req.raw);
    // Without a principal the server runs with auth off (tests, benchmarks): every call is allowed.
    if (principal !== undefined && !allows(principal.roles, 'agents', 'write'))
      return serviceForbidden('permission denied: agents write');
    const body: unknown = await c.req.json().catch(() => undefined);
    const parsed = generateAgentRequestSchema.safeParse(body);
    if (!parsed.success)
      return answer(400, 'invalid request body', parsed.error.issues.map((i) => i.message).join('; '));
    try {
      const generated = await generateAgent(db, parsed.data, principal?.personId ?? null);
      return new Response(JSON.stringify(generated), {
        status: 201,
        // The token is shown once: no cache (browser or proxy) may keep this answer.
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    } catch (error) {
      if (error instanceof AgentNameTaken) return answer(409, 'conflict', error.message);
      throw error;
    }
  });
}
