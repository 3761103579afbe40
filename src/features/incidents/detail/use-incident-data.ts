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
import { historyOfIncidentQuery, ofIncidentQuery, respondersOfIncidentQuery } from '../model/queries.ts';
import { buildTree, type HypothesisNode } from '../model/tree.ts';

export interface IncidentData {
  incident: IncidentRow | undefined;
  loaded: boolean;
  /** Why the incident cannot be read (the engine refused its query). */
  error: string | undefined;
  /** The commander's person row; undefined while it is not (yet) local. */
  commander: PersonRow | undefined;
  hypotheses: readonly HypothesisRow[];
  tree: HypothesisNode[];
  comments: readonly CommentRow[];
  evidences: readonly EvidenceRow[];
  responders: readonly ResponderRow[];
  history: readonly IncidentHistoryRow[];
}

export function useIncidentData(id: string): IncidentData {
  const { row, loaded, error } = useRow(incidents, id);
  const commander = useRow(people, row?.commander_id ?? undefined);
  const hs = useLiveQuery(hypotheses, ofIncidentQuery(id));
  const cs = useLiveQuery(comments, ofIncidentQuery(id));
  const es = useLiveQuery(evidences, ofIncidentQuery(id));
  const rs = useLiveQuery(responders, respondersOfIncidentQuery(id));
  const hist = useLiveQuery(incidentHistories, historyOfIncidentQuery(id));
  const hRows = hs.result?.rows;
  const tree = useMemo(() => buildTree(hRows ?? []), [hRows]);
  return {
    incident: row,
    loaded,
    error,
    commander: commander.row,
    hypotheses: hRows ?? [],
    tree,
    comments: cs.result?.rows ?? [],
    evidences: es.result?.rows ?? [],
    responders: rs.result?.rows ?? [],
    history: hist.result?.rows ?? [],
  };
}
