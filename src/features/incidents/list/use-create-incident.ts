// Creates an incident and its root hypothesis in the outbox (two ordered writes; the hypothesis
// waits for the incident). Optional first evidence for the link-to-incident flow.
import { useCallback } from 'react';
import { useCurrentUser } from '../../../lib/access/use-access.ts';
import { useMutate } from '../../../sync/client/hooks.tsx';
import { createEvidence } from '../../../sync/mutators/evidences.ts';
import { createHypothesis } from '../../../sync/mutators/hypotheses.ts';
import { createIncident } from '../../../sync/mutators/incidents.ts';
import { NEW_HYPOTHESIS_STATUS } from '../model/incident-rules.ts';

export interface NewIncident {
  title: string;
  description: string;
  severity: string;
  status: string;
  type: string;
}

export interface FirstEvidence {
  type: string;
  description: string;
  evidence?: unknown;
  config_id?: string | null;
  component_id?: string | null;
  check_id?: string | null;
}

export function useCreateIncident(): (
  form: NewIncident,
  options?: { hypothesisTitle?: string; evidence?: FirstEvidence },
) => Promise<string> {
  const mutate = useMutate();
  const user = useCurrentUser();
  return useCallback(
    async (form, options) => {
      if (user === undefined) throw new Error('Not signed in');
      const id = crypto.randomUUID();
      const now = new Date().toISOString();
      await mutate(createIncident, {
        id,
        ...form,
        title: form.title.trim(),
        created_by: user.id,
        commander_id: user.id,
        communicator_id: null,
        created_at: now,
      });
      const root = crypto.randomUUID();
      await mutate(createHypothesis, {
        id: root,
        incident_id: id,
        parent_id: null,
        type: 'root',
        title: options?.hypothesisTitle ?? form.title.trim(),
        status: NEW_HYPOTHESIS_STATUS,
        created_by: user.id,
        created_at: now,
        label: form.title.trim(),
      });
      if (options?.evidence) {
        await mutate(createEvidence, {
          id: crypto.randomUUID(),
          hypothesis_id: root,
          incident_id: id,
          created_by: user.id,
          created_at: now,
          ...options.evidence,
          label: form.title.trim(),
        });
      }
      return id;
    },
    [mutate, user],
  );
}
