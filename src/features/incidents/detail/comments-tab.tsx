// Comments tab: a timeline of comments and evidence additions with author, time and hypothesis.
import { Avatar } from '../../../components/ui/avatar.tsx';
import type { CommentRow } from '../../../sync/collections/comments.ts';
import type { EvidenceRow } from '../../../sync/collections/evidences.ts';
import type { HypothesisRow } from '../../../sync/collections/hypotheses.ts';
import type { IncidentRow } from '../../../sync/collections/incidents.ts';
import { labelOf } from '../model/incident-rules.ts';
import { ago } from '../model/time.ts';
import { IncidentPendingBadge } from './badges.tsx';
import { CommentInput } from './comment-input.tsx';
import { CommentText } from './comment-text.tsx';

type Item = { kind: 'comment'; row: CommentRow } | { kind: 'evidence'; row: EvidenceRow };

export function CommentsTab({ incident, hypotheses, comments, evidences }: {
  incident: IncidentRow;
  hypotheses: readonly HypothesisRow[];
  comments: readonly CommentRow[];
  evidences: readonly EvidenceRow[];
}) {
  const titles = new Map(hypotheses.map((h) => [h.id, h.title || '(no title)']));
  const items: Item[] = [
    ...comments.map((row): Item => ({ kind: 'comment', row })),
    ...evidences.filter((e) => e.type !== 'comment' || e.definition_of_done !== true).map((row): Item => ({ kind: 'evidence', row })),
  ].sort((a, b) => a.row.created_at.localeCompare(b.row.created_at));
  return (
    <div className="incident-comments">
      <ol className="incident-timeline" aria-label="Timeline">
        {items.map((item) => {
          const author = item.row.author?.name ?? item.row.created_by;
          const hypothesis = item.kind === 'comment' ? item.row.hypothesis_id : item.row.hypothesis_id;
          return (
            <li key={item.row.id} className="incident-timeline__item">
              <Avatar name={author} src={item.row.author?.avatar ?? null} size={20} />
              <div>
                <div className="incident-timeline__meta">
                  <strong>{author}</strong> <span>{ago(item.row.created_at)}</span>
                  {hypothesis !== null && <span className="incident-tag">{titles.get(hypothesis) ?? '(no title)'}</span>}
                  <IncidentPendingBadge row={item.row} />
                </div>
                {item.kind === 'comment' ? (
                  <CommentText text={item.row.comment} />
                ) : (
                  <span>Added {labelOf(item.row.type)} evidence{item.row.description ? `: ${item.row.description}` : ''}</span>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <CommentInput incident={incident} hypotheses={hypotheses} />
    </div>
  );
}
