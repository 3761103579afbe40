// Field edits of an incident: last write wins; each carries the server `updated_at` the user saw.
import { useCallback } from 'react';
import { toast } from '../../../components/ui/toast.tsx';
import { useMutate } from '../../../sync/client/hooks.tsx';
import type { IncidentRow } from '../../../sync/collections/incidents.ts';
import type { IncidentPatch } from '../../../sync/mutators/incident-edit.ts';
import { updateIncident } from '../../../sync/mutators/incidents.ts';

export function useIncidentEdit(
  incident: IncidentRow | undefined,
): (patch: IncidentPatch, success?: string) => Promise<boolean> {
  const mutate = useMutate();
  return useCallback(
    async (patch, success) => {
      if (incident === undefined) return false;
      const previous: Record<string, unknown> = {};
      for (const key of Object.keys(patch) as (keyof IncidentPatch)[]) previous[key] = incident[key];
      try {
        // The base is the last server value the user saw: an earlier pending edit keeps its own.
        const base = incident.local_pending?.base_updated_at ?? incident.updated_at;
        await mutate(updateIncident, {
          id: incident.id,
          patch,
          previous,
          base_updated_at: base,
          label: incident.incident_id ?? incident.title,
        });
        if (success !== undefined) toast.success(success);
        return true;
      } catch (error) {
        toast.error(error instanceof Error ? error.message : String(error));
        return false;
      }
    },
    [incident, mutate],
  );
}
