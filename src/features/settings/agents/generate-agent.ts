// `POST /api/agent/generate` (api-contract §3 "Agents"): creates the agent and answers its
// one-time access token. Called directly, never through the query cache nor the outbox, so the
// token lives only in the install dialog's memory: it is never stored (IndexedDB, the persisted
// query cache, the address) and is gone once the dialog closes.
import { z } from 'zod';
import { api, httpResponseOf } from '../../../lib/api-client.ts';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';

const generatedSchema = builtOnFirstUse(() =>
  z.object({ id: z.string(), username: z.string(), access_token: z.string().min(1) }),
);
export type GeneratedAgent = z.infer<typeof generatedSchema>;

const errorBodySchema = builtOnFirstUse(() =>
  z.object({ message: z.string().optional(), error: z.string().optional() }),
);

/** The server's words for a refusal (`{error, message}`), else the error's own. */
async function messageOf(error: unknown): Promise<string> {
  const response = httpResponseOf(error);
  if (response !== undefined) {
    const body = errorBodySchema.safeParse(await response.json().catch(() => undefined));
    const said = body.success ? (body.data.message ?? body.data.error) : undefined;
    if (said !== undefined && said !== '') return said;
    return `${response.status} ${response.statusText}`.trim();
  }
  return error instanceof Error ? error.message : String(error);
}

export class GenerateAgentError extends Error {}

export async function generateAgent(request: {
  name: string;
  properties: Record<string, string>;
}): Promise<GeneratedAgent> {
  try {
    const body: unknown = await api.post('agent/generate', { json: request }).json();
    return generatedSchema.parse(body);
  } catch (error) {
    throw new GenerateAgentError(await messageOf(error));
  }
}
