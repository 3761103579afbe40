// Comments tab: a timeline of comments and evidence additions with author, time and hypothesis.
// The timeline is windowed (@tanstack/react-virtual): an incident with hundreds of comments
// renders only the entries in view; it opens at the newest and follows new ones.
import { useVirtualizer } from '../../../lib/virtual-rect.ts';
import { useEffect, useMemo, useRef } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import type { CommentRow } from '../../../sync/collections/comments.ts';
import type { EvidenceRow } from '../../../sync/collections/evidences.ts';
import type { HypothesisRow } from '../../../sync/collections/hypotheses.ts';
import type { IncidentRow } from '../../../sync/collections/incidents.ts';
import { hypothesisName } from '../model/changelog.ts';
import { evidenceText } from '../model/evidence-link.ts';
import { labelOf } from '../model/incident-rules.ts';
import { ago } from '../model/time.ts';
import {
  TIMELINE_OVERSCAN,
  TIMELINE_ROW_ESTIMATE,
  timelineItems,
  type TimelineItem,
} from '../model/timeline.ts';
import { IncidentPendingBadge } from './badges.tsx';
import { CommentInput } from './comment-input.tsx';
import { CommentText } from './comment-text.tsx';
import { useIncidentAccess } from './use-incident-access.ts';
import './comments.css';

/** "Added Check evidence: PrometheusRuleFailures", without repeating the type ("Topology: Topology"). */
function EvidenceAdded({ row }: { row: EvidenceRow }) {
  const words = evidenceText(row, null);
  const same = words === '' || words.toLowerCase() === labelOf(row.type).toLowerCase();
  return (
    <span>
      Added {labelOf(row.type)} evidence{same ? '' : `: ${words}`}
    </span>
  );
}

function Entry({ item, titles }: { item: TimelineItem; titles: ReadonlyMap<string, string> }) {
  const author = item.row.author?.name ?? item.row.created_by;
  const hypothesis = item.row.hypothesis_id;
  return (
    <>
      <Avatar name={author} src={item.row.author?.avatar ?? null} size={20} />
      <div>
        <div className="incident-timeline__meta">
          <strong>{author}</strong> <span>{ago(item.row.created_at)}</span>
          {hypothesis !== null && (
            <span className="incident-tag">{titles.get(hypothesis) ?? 'Hypothesis'}</span>
          )}
          <IncidentPendingBadge row={item.row} />
        </div>
        {item.kind === 'comment' ? <CommentText text={item.row.comment} /> : <EvidenceAdded row={item.row} />}
      </div>
    </>
  );
}

export function CommentsTab({
  incident,
  hypotheses,
  comments,
  evidences,
}: {
  incident: IncidentRow;
  hypotheses: readonly HypothesisRow[];
  comments: readonly CommentRow[];
  evidences: readonly EvidenceRow[];
}) {
  const titles = useMemo(() => new Map(hypotheses.map((h) => [h.id, hypothesisName(h)])), [hypotheses]);
  const items = useMemo(() => timelineItems(comments, evidences), [comments, evidences]);
  const scroller = useRef<HTMLDivElement>(null);
  const { comment: mayComment } = useIncidentAccess();
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => TIMELINE_ROW_ESTIMATE,
    overscan: TIMELINE_OVERSCAN,
    getItemKey: (index) => items[index]?.row.id ?? index,
  });

  // Open at the newest entry, and follow new ones (a posted comment shows in the next frame).
  const shown = useRef(0);
  useEffect(() => {
    if (items.length > shown.current && items.length > 0)
      virtualizer.scrollToIndex(items.length - 1, { align: 'end' });
    shown.current = items.length;
  }, [items.length, virtualizer]);

  return (
    <div className="incident-comments">
      {items.length === 0 && (
        <p className="incidents-muted incident-comments__empty">
          No comments yet. Write the first below: what you see, what you tried, who should know.
        </p>
      )}
      <div ref={scroller} className="incident-timeline__scroller">
        <ol
          className="incident-timeline"
          aria-label="Timeline"
          style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
        >
          {virtualizer.getVirtualItems().map((v) => {
            const item = items[v.index];
            if (item === undefined) return null;
            return (
              <li
                key={v.key}
                data-index={v.index}
                ref={virtualizer.measureElement}
                aria-setsize={items.length}
                aria-posinset={v.index + 1}
                className="incident-timeline__item"
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  right: 0,
                  transform: `translateY(${v.start}px)`,
                }}
              >
                <Entry item={item} titles={titles} />
              </li>
            );
          })}
        </ol>
      </div>
      {mayComment ? (
        <CommentInput incident={incident} hypotheses={hypotheses} />
      ) : (
        <p className="incidents-muted">Your role can read this incident but not comment on it.</p>
      )}
    </div>
  );
}
