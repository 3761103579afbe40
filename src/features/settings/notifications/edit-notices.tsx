// Tells the user when an edit of theirs (typically made offline) replaced a newer version of the
// rule someone else had saved (last write wins, src/sync/mutators/notifications.ts). The outbox
// keeps the notice until it is dismissed, so it survives reloads; one arriving while the page is
// open is said as a toast too.
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useSyncClient, useSyncStatusValue } from '../../../sync/client/hooks.tsx';
import type { OutboxNotice } from '../../../sync/client/public-types.ts';
import { notificationEditNoticeSchema, updateNotification } from '../../../sync/mutators/notifications.ts';

const NONE: readonly OutboxNotice[] = [];
const fullDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "Your edit of Disk alerts replaced a newer version saved on the server at …". */
export function replacedSentence(notice: OutboxNotice): string | undefined {
  const detail = notificationEditNoticeSchema.safeParse(notice.detail);
  if (!detail.success) return undefined;
  const ms = Date.parse(detail.data.changed_at);
  const when = Number.isNaN(ms) ? detail.data.changed_at : fullDate.format(ms);
  return `Your edit of ${detail.data.label ?? 'a notification'} replaced a newer version saved on the server at ${when}.`;
}

export function NotificationEditNotices() {
  const client = useSyncClient();
  const notices = useSyncStatusValue((s) => {
    const mine = (s.outbox.notices ?? NONE).filter((n) => n.name === updateNotification.name);
    return mine.length === 0 ? NONE : mine;
  });
  const [openedAt] = useState(() => Date.now());
  const toasted = useRef(new Set<string>());
  useEffect(() => {
    for (const notice of notices) {
      const sentence = replacedSentence(notice);
      if (notice.at < openedAt || toasted.current.has(notice.id) || sentence === undefined) continue;
      toasted.current.add(notice.id);
      toast.warning(sentence);
    }
  }, [notices, openedAt]);
  if (notices.length === 0) return null;
  return (
    <section className="notif-notices" role="alert" aria-label="Your edits replaced newer versions">
      {notices.map((notice) => (
        <div key={notice.id} className="notif-notices__item">
          <span className="notif-notices__text">{replacedSentence(notice)}</span>
          <Button size="sm" onPress={() => void client.discard(notice.id)}>
            Dismiss
          </Button>
        </div>
      ))}
    </section>
  );
}
