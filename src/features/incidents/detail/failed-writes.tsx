// Writes of this incident the server refused: the reason, with Retry and Discard (the outbox
// keeps them until the user decides; nothing is dropped silently). Edits that met a newer server
// value are not refused: they win, and ReplacedValueNotices says what they replaced.
import { Button } from '../../../components/ui/button.tsx';
import { useSyncClient, useSyncStatus } from '../../../sync/client/hooks.tsx';

export function FailedWrites({ labels }: { labels: readonly string[] }) {
  const status = useSyncStatus();
  const client = useSyncClient();
  const failed = status.outbox.items.filter(
    (i) =>
      (i.status === 'failed' || i.status === 'blocked') &&
      labels.some((l) => l !== '' && i.summary.includes(l)),
  );
  if (failed.length === 0) return null;
  return (
    <section className="incidents-failed" role="alert" aria-label="Writes not saved">
      {failed.map((i) => (
        <div key={i.id} className="incidents-failed__item">
          <span>
            {i.summary}:{' '}
            {i.status === 'blocked'
              ? 'waiting for an earlier write that failed'
              : (i.failure?.message ?? 'refused by the server')}
          </span>
          {i.status === 'failed' && (
            <>
              <Button size="sm" onPress={() => void client.retry(i.id)}>
                Retry
              </Button>
              <Button size="sm" variant="danger" onPress={() => void client.discard(i.id)}>
                Discard
              </Button>
            </>
          )}
        </div>
      ))}
    </section>
  );
}
