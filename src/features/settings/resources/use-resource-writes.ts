// Creating, updating and deleting a team, an incident rule, a topology or a log backend through the outbox (spec 02-areas §2.13,
// §4 "Add/Save for a new resource, Update when editing"). The write is durable locally when the
// promise resolves, so the success words are said then, online or not; a refusal later is shown
// with the server's message by FailedResourceWrites, with Retry and Discard.
import { useCallback } from 'react';
import { toast } from '../../../components/ui/toast.tsx';
import { useCurrentUser } from '../../../lib/access/use-access.ts';
import { useMutate } from '../../../sync/client/hooks.tsx';
import {
  createIncidentRule,
  deleteIncidentRule,
  updateIncidentRule,
} from '../../../sync/mutators/incident-rules.ts';
import {
  createLoggingBackend,
  deleteLoggingBackend,
  updateLoggingBackend,
} from '../../../sync/mutators/logging-backends.ts';
import { createTeam, deleteTeam, updateTeam } from '../../../sync/mutators/teams.ts';
import { createTopology, deleteTopology, updateTopology } from '../../../sync/mutators/topologies.ts';
import type { ResourceKind } from './resource-kinds.ts';
import { changedFields, parseSpec, type ResourceForm, type ResourceRow } from './resource-model.ts';

export interface ResourceWrites {
  /** Resolves false when nothing could be queued (the form is invalid or the store refused). */
  readonly create: (form: ResourceForm) => Promise<boolean>;
  readonly update: (row: ResourceRow, form: ResourceForm) => Promise<boolean>;
  /** Queues the soft delete; rejects when it could not be queued. */
  readonly remove: (row: ResourceRow) => Promise<unknown>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useResourceWrites(kind: ResourceKind): ResourceWrites {
  const mutate = useMutate();
  const user = useCurrentUser();

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

  const create = useCallback(
    async (form: ResourceForm) => {
      const parsed = parseSpec(form.spec);
      if (!parsed.ok || user === undefined) return false;
      const base = {
        id: crypto.randomUUID(),
        name: form.name.trim(),
        spec: parsed.spec,
        created_by: user.id,
        created_at: new Date().toISOString(),
      };
      const icon = form.icon.trim() === '' ? null : form.icon.trim();
      const write = () => {
        switch (kind.table) {
          case 'teams':
            return mutate(createTeam, { ...base, icon });
          case 'incident_rules':
            return mutate(createIncidentRule, base);
          case 'topologies':
            return mutate(createTopology, { ...base, namespace: form.namespace.trim() });
          case 'logging_backends':
            return mutate(createLoggingBackend, { ...base, spec: base.spec ?? {} });
        }
      };
      return attempt(write, `${kind.singular} added successfully`);
    },
    [attempt, kind, mutate, user],
  );

  const update = useCallback(
    async (row: ResourceRow, form: ResourceForm) => {
      const parsed = parseSpec(form.spec);
      if (!parsed.ok) return false;
      const patch = changedFields(row, form, parsed.spec, kind.withIcon);
      // Nothing changed: Update simply returns to the list.
      if (Object.keys(patch).length === 0) return true;
      const previous = {
        spec: row.spec === null ? null : { ...row.spec },
        ...(kind.withIcon ? { icon: row.icon ?? null } : {}),
      };
      const common = { id: row.id, base_updated_at: row.updated_at, label: row.name };
      const specOnly = { ...(patch.spec === undefined ? {} : { spec: patch.spec }) };
      const write = () => {
        switch (kind.table) {
          case 'teams':
            return mutate(updateTeam, { ...common, patch, previous });
          case 'incident_rules':
            return mutate(updateIncidentRule, {
              ...common,
              patch: specOnly,
              previous: { spec: previous.spec },
            });
          case 'topologies':
            return mutate(updateTopology, { ...common, patch: specOnly, previous: { spec: previous.spec } });
          case 'logging_backends':
            return mutate(updateLoggingBackend, {
              ...common,
              patch: { spec: patch.spec ?? {} },
              previous: { spec: previous.spec },
            });
        }
      };
      return attempt(write, `${kind.singular} updated successfully`);
    },
    [attempt, kind, mutate],
  );

  const remove = useCallback(
    (row: ResourceRow) => {
      // A copy as a plain object: the stored args are data, parsed back by the row's schema.
      const args = { id: row.id, deleted_at: new Date().toISOString(), removed: { ...row } };
      switch (kind.table) {
        case 'teams':
          return mutate(deleteTeam, args);
        case 'incident_rules':
          return mutate(deleteIncidentRule, args);
        case 'topologies':
          return mutate(deleteTopology, args);
        case 'logging_backends':
          return mutate(deleteLoggingBackend, args);
      }
    },
    [kind, mutate],
  );

  return { create, update, remove };
}
