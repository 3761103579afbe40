// Saving and deleting connections (spec 02-areas §4, §8). A write that carries a secret (a
// password, token, key or certificate typed in) goes straight to the server and needs the
// connection: the outbox is kept on the device, and a secret must never be. Every other write
// (one without credentials, or whose credentials are Secret or ConfigMap references, and every
// delete) goes through the outbox, so it works offline and is sent when the device is back.
import { useCallback } from 'react';
import { toast } from '../../../components/ui/toast.tsx';
import { useCurrentUser } from '../../../lib/access/use-access.ts';
import { useMutate, useSyncClient } from '../../../sync/client/hooks.tsx';
import { connections, type ConnectionRow } from '../../../sync/collections/connections.ts';
import { createConnection, deleteConnection, updateConnection } from '../../../sync/mutators/connections.ts';
import { createConnectionNow, updateConnectionNow } from './connection-api.ts';
import {
  carriesSecrets,
  toPayload,
  type ConnectionForm,
  type ConnectionPayload,
  type ConnectionTypeDef,
} from './model/connection-model.ts';

export const ADDED = 'Connection added successfully';
export const UPDATED = 'Connection updated successfully';
export const DELETED = 'Connection deleted successfully';

export interface ConnectionWrites {
  /** Creates the connection, or updates `existing`; resolves false when it failed (said as a toast). */
  save(type: ConnectionTypeDef, form: ConnectionForm, existing: ConnectionRow | undefined): Promise<boolean>;
  remove(row: ConnectionRow): Promise<boolean>;
}

const fieldsOf = ({ name: _n, namespace: _ns, ...fields }: ConnectionPayload) => fields;

export function useConnectionWrites(): ConnectionWrites {
  const mutate = useMutate();
  const sync = useSyncClient();
  const user = useCurrentUser();

  const attempt = useCallback(async (write: () => Promise<unknown>, success: string) => {
    try {
      await write();
      toast.success(success);
      return true;
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
      return false;
    }
  }, []);

  const save = useCallback(
    async (type: ConnectionTypeDef, form: ConnectionForm, existing: ConnectionRow | undefined) => {
      const payload = toPayload(type, form);
      const direct = carriesSecrets(type, form);
      const pull = () => void sync.refresh([connections.name]);
      if (existing !== undefined) {
        if (direct)
          return attempt(async () => {
            await updateConnectionNow(existing.id, payload);
            pull();
          }, UPDATED);
        const args = {
          id: existing.id,
          label: existing.name,
          fields: fieldsOf(payload),
          previous: existing,
          base_updated_at: existing.updated_at,
        };
        return attempt(() => mutate(updateConnection, args), UPDATED);
      }
      if (user === undefined) return false;
      const created = { id: crypto.randomUUID(), created_by: user.id, created_at: new Date().toISOString() };
      if (direct)
        return attempt(async () => {
          await createConnectionNow({ ...payload, ...created });
          pull();
        }, ADDED);
      const creator = { id: user.id, name: user.name, avatar: user.avatar ?? null };
      return attempt(() => mutate(createConnection, { ...payload, ...created, creator }), ADDED);
    },
    [attempt, mutate, sync, user],
  );

  const remove = useCallback(
    (row: ConnectionRow) =>
      attempt(
        () => mutate(deleteConnection, { id: row.id, deleted_at: new Date().toISOString(), removed: row }),
        DELETED,
      ),
    [attempt, mutate],
  );

  return { save, remove };
}
