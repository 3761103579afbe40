// Which incident writes the signed-in user may make (spec 01-core §6): the same shared gate as
// every screen (useCan), per table the server checks. A viewer gets none of them, so no control
// is offered that the server would refuse and leave stuck as a failed pending write.
import { useCan } from '../../../lib/access/use-access.ts';

export interface IncidentAccess {
  /** The incident's own fields (title, status, severity, type) and its hypotheses. */
  editIncident: boolean;
  comment: boolean;
  evidence: boolean;
  respond: boolean;
}

export function useIncidentAccess(): IncidentAccess {
  return {
    editIncident: useCan('incident', 'write'),
    comment: useCan('comments', 'write'),
    evidence: useCan('evidences', 'write'),
    respond: useCan('responder', 'write'),
  };
}
