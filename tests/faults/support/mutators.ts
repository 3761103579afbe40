// The two writes the fault runs queue through the real outbox: a comment created under a
// client-generated UUID (exactly once: a re-sent create is a 409 duplicate key) and an incident
// status change (an idempotent PATCH).
import { z } from 'zod';
import { createMutatorRegistry, defineMutator } from '../../../src/sync/outbox/mutator.ts';

export interface FaultLocal {
  comments: Map<string, { id: string; comment: string; pending: boolean }>;
  statuses: Map<string, string>;
}
export const newFaultLocal = (): FaultLocal => ({ comments: new Map(), statuses: new Map() });

export const addComment = defineMutator({
  name: 'addComment',
  args: z.object({ id: z.uuid(), incident_id: z.uuid(), created_by: z.uuid(), comment: z.string().min(1) }),
  create: true,
  entities: (a) => [`incident:${a.incident_id}`, `comment:${a.id}`],
  apply: (local: FaultLocal, a) =>
    void local.comments.set(a.id, { id: a.id, comment: a.comment, pending: true }),
  revert: (local: FaultLocal, a) => void local.comments.delete(a.id),
  toRequest: (a) => ({ method: 'POST', path: '/api/db/comments', body: a, prefer: 'return=representation' }),
});

export const setIncidentStatus = defineMutator({
  name: 'setIncidentStatus',
  args: z.object({
    incident_id: z.uuid(),
    status: z.enum(['open', 'investigating', 'mitigated', 'resolved']),
  }),
  entities: (a) => [`incident:${a.incident_id}`],
  apply: (local: FaultLocal, a) => void local.statuses.set(a.incident_id, a.status),
  toRequest: (a) => ({
    method: 'PATCH',
    path: '/api/db/incidents',
    query: { id: `eq.${a.incident_id}` },
    body: { status: a.status },
    prefer: 'return=representation',
  }),
});

export const faultRegistry = createMutatorRegistry<FaultLocal, typeof addComment | typeof setIncidentStatus>([
  addComment,
  setIncidentStatus,
]);
