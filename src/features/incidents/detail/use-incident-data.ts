// Everything the incident page shows, from local data: one live query per collection.
import { useMemo } from 'react';
import { useLiveQuery, useRow } from '../../../sync/client/hooks.tsx';
import { comments, type CommentRow } from '../../../sync/collections/comments.ts';
import { evidences, type EvidenceRow } from '../../../sync/collections/evidences.ts';
import { hypotheses, type HypothesisRow } from '../../../sync/collections/hypotheses.ts';
import { incidentHistories, type IncidentHistoryRow } from '../../../sync/collections/incident-histories.ts';
import { incidents, type IncidentRow } from '../../../sync/collections/incidents.ts';
import { people, type PersonRow } from '../../../sync/collections/people.ts';
import { responders, type ResponderRow } from '../../../sync/collections/responders.ts';
import { buildTree, type HypothesisNode } from '../model/tree.ts';

export interface IncidentData {
  incident: IncidentRow | undefined;
  loaded: boolean;
  /** The commander's person row; undefined while it is not (yet) local. */
  commander: PersonRow | undefined;
  hypotheses: readonly HypothesisRow[];
  tree: HypothesisNode[];
  comments: readonly CommentRow[];
  evidences: readonly EvidenceRow[];
  responders: readonly ResponderRow[];
  history: readonly IncidentHistoryRow[];
}

const byIncident = (id: string) => [{ field: 'incident_id', in: [id] }];

export function useIncidentData(id: string): IncidentData {
  const { row, loaded } = useRow(incidents, id);
  const commander = useRow(people, row?.commander_id ?? undefined);
  const hs = useLiveQuery(hypotheses, {
    where: byIncident(id),
    sort: [{ field: 'created_at', dir: 'asc' }],
    limit: 5000,
  });
  const cs = useLiveQuery(comments, {
    where: byIncident(id),
    sort: [{ field: 'created_at', dir: 'asc' }],
    limit: 5000,
  });
  const es = useLiveQuery(evidences, {
    where: byIncident(id),
    sort: [{ field: 'created_at', dir: 'asc' }],
    limit: 5000,
  });
  const rs = useLiveQuery(responders, {
    where: [...byIncident(id), { field: 'deleted_at', isNull: true }],
    sort: [{ field: 'created_at', dir: 'asc' }],
    limit: 500,
  });
  const hist = useLiveQuery(incidentHistories, {
    where: byIncident(id),
    sort: [{ field: 'created_at', dir: 'desc' }],
    limit: 1000,
  });
  const hRows = hs.result?.rows;
  const tree = useMemo(() => buildTree(hRows ?? []), [hRows]);
  return {
    incident: row,
    loaded,
    commander: commander.row,
    hypotheses: hRows ?? [],
    tree,
    comments: cs.result?.rows ?? [],
    evidences: es.result?.rows ?? [],
    responders: rs.result?.rows ?? [],
    history: hist.result?.rows ?? [],
  };
}
