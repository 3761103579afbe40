// Tells the user when an edit of theirs (typically made offline) replaced a newer value another
// user had saved on the server. The edit has already won (last write wins, delivered by the
// outbox even with this page closed); the notice is kept by the outbox until dismissed, so it
// survives reloads, and shows as a toast too when it arrives while the page is open.
// Undo puts the overwritten values back through the normal edit.
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useMutate, useSyncClient, useSyncStatus } from '../../../sync/client/hooks.tsx';
import type { IncidentRow } from '../../../sync/collections/incidents.ts';
import { updateIncident } from '../../../sync/mutators/incidents.ts';
import { replacedNotices, replacedSentence, undoArgs, type ReplacedNotice } from '../model/conflict.ts';
import { formatTime } from '../model/time.ts';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function ReplacedValueNotices({ incident }: { incident: IncidentRow }) {
  const status = useSyncStatus();
  const client = useSyncClient();
  const mutate = useMutate();
  const [busy, setBusy] = useState<string | undefined>(undefined);
  const notices = replacedNotices(status.outbox.notices, incident.id);

  // A toast for notices that arrive while the page is open (older ones only show below).
  const [openedAt] = useState(() => Date.now());
  const toasted = useRef(new Set<string>());
  const fresh = notices.filter((n) => n.at >= openedAt && !toasted.current.has(n.id));
  useEffect(() => {
    for (const notice of fresh) {
      if (toasted.current.has(notice.id)) continue; // effects may run twice for one render
      toasted.current.add(notice.id);
      toast.warning(notice.detail.changes.map(replacedSentence).join('. '));
    }
  }, [fresh]);

  if (notices.length === 0) return null;

  const act = async (notice: ReplacedNotice, undo: boolean) => {
    setBusy(notice.id);
    try {
      if (undo) await mutate(updateIncident, undoArgs(notice.detail, incident));
      await client.discard(notice.id);
      if (undo) toast.success('The value from the server is being restored');
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <section className="incidents-conflict" role="alert" aria-label="Your edits replaced newer values">
      {notices.map((notice) => (
        <div key={notice.id} className="incidents-conflict__item">
          {notice.detail.changes.map((change) => (
            <p key={change.field}>
              {replacedSentence(change)}
              {change.changed_at !== null && (
                <span className="incidents-conflict__when">
                  {' '}
                  (saved there {formatTime(change.changed_at)})
                </span>
              )}
            </p>
          ))}
          <div className="incidents-conflict__actions">
            <Button size="sm" isDisabled={busy !== undefined} onPress={() => void act(notice, true)}>
              Undo
            </Button>
            <Button
              size="sm"
              variant="ghost"
              isDisabled={busy !== undefined}
              onPress={() => void act(notice, false)}
            >
              Dismiss
            </Button>
          </div>
        </div>
      ))}
    </section>
  );
}
