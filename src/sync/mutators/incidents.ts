// Incident writes: create, and field edits that win against a row that moved (incident-edit.ts).
import { z } from 'zod';
import { incidents } from '../collections/incidents.ts';
import {
  editConditions,
  incidentEditNotice,
  incidentFields,
  incidentPatchSchema,
  recoverIncidentEdit,
  SINGLE_OBJECT,
  updateIncidentArgs,
} from './incident-edit.ts';
import { createMutator, on, patchMutator, uuid, when } from './mutator-kit.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

export const createIncident = createMutator({
  name: 'incidents.create',
  collection: incidents,
  args: builtOnFirstUse(() =>
    z.object({
      id: uuid,
      ...incidentFields(),
      created_by: uuid,
      commander_id: uuid.nullable(),
      communicator_id: uuid.nullable(),
      created_at: when,
    }),
  ),
  entities: (a) => [`incident:${a.id}`],
  describe: (a) => `Create incident "${a.title}"`,
  // The INC number is the server's; an earlier answer may have brought it already.
  row: (a, existing) => ({ ...a, incident_id: existing?.incident_id ?? null, updated_at: a.created_at }),
  body: (a) => a,
});

export const updateIncident = patchMutator({
  name: 'incidents.update',
  collection: incidents,
  args: updateIncidentArgs,
  patch: incidentPatchSchema,
  entities: (a) => [`incident:${a.id}`],
  describe: (a) => on(`Change ${Object.keys(a.patch).join(', ')}`, a.label),
  base: (a) => a.base_updated_at,
  // What the server held when last read wins over the (possibly stale) value the user replaced.
  restore: (a) => ({ ...a.previous, ...a.server }),
  conditions: editConditions,
  accept: SINGLE_OBJECT,
  recover: recoverIncidentEdit,
  notice: incidentEditNotice,
});
