// Creating, editing and deleting agents (spec 01-core §4, §8). Create is online: the server's
// answer is the one-time token the install dialog shows. Edit and delete are queued in the outbox,
// so they are durable locally when the promise resolves and the spec's words are said then, online
// or not; a refusal later is shown by FailedAgentWrites with the server's message. The writes go
// to the `agents` table while the list reads `agents_summary`, so the list is refreshed whenever
// an agent write leaves the queue.
import { useCallback, useEffect, useRef } from 'react';
import { toast } from '../../../components/ui/toast.tsx';
import { useMutate, useSyncClient, useSyncStatusValue } from '../../../sync/client/hooks.tsx';
import { agents, type AgentRow } from '../../../sync/collections/agents.ts';
import { AGENT_WRITES, deleteAgent, updateAgent } from '../../../sync/mutators/agents.ts';
import {
  AGENT_CREATED,
  AGENT_DELETED,
  AGENT_UPDATED,
  generateRequestOf,
  propertiesOf,
  type AgentForm,
} from './agent-model.ts';
import { generateAgent, type GeneratedAgent } from './generate-agent.ts';

export interface AgentWrites {
  /** Creates the agent; its token, or undefined when the server refused (the message is shown). */
  create(form: AgentForm): Promise<GeneratedAgent | undefined>;
  save(form: AgentForm, row: AgentRow): Promise<boolean>;
  remove(row: AgentRow, cleanup: boolean): Promise<boolean>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useAgentWrites(): AgentWrites {
  const mutate = useMutate();
  const sync = useSyncClient();

  // Queued agent writes; when one leaves the queue (delivered), read the summary again.
  const queued = useSyncStatusValue(
    (s) => s.outbox.items.filter((i) => AGENT_WRITES.includes(i.name)).length,
  );
  const before = useRef(queued);
  useEffect(() => {
    if (queued < before.current) void sync.refresh([agents.name]);
    before.current = queued;
  }, [queued, sync]);

  const create = useCallback(
    async (form: AgentForm) => {
      try {
        const generated = await generateAgent(generateRequestOf(form));
        toast.success(AGENT_CREATED);
        void sync.refresh([agents.name]);
        return generated;
      } catch (error) {
        toast.error(messageOf(error));
        return undefined;
      }
    },
    [sync],
  );

  const attempt = useCallback(async (write: () => Promise<unknown>, success: string) => {
    try {
      await write();
      toast.success(success);
      return true;
    } catch (error) {
      toast.error(messageOf(error));
      return false;
    }
  }, []);

  const save = useCallback(
    (form: AgentForm, row: AgentRow) =>
      attempt(
        () =>
          mutate(updateAgent, {
            id: row.id,
            name: row.name,
            properties: propertiesOf(form.properties),
            previous: row.properties,
            base_updated_at: row.updated_at,
          }),
        AGENT_UPDATED,
      ),
    [attempt, mutate],
  );

  const remove = useCallback(
    (row: AgentRow, cleanup: boolean) =>
      attempt(
        () =>
          mutate(deleteAgent, { id: row.id, deleted_at: new Date().toISOString(), cleanup, removed: row }),
        AGENT_DELETED,
      ),
    [attempt, mutate],
  );

  return { create, save, remove };
}
