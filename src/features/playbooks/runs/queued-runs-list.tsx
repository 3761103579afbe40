// Runs queued while offline, on top of the runs list: pending with Cancel (which discards the
// write), or expired, said in words, with Dismiss (decision 0017).
import { Button } from '../../../components/ui/button.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { useSyncClient } from '../../../sync/client/hooks.tsx';
import { RunStatus } from './run-status.tsx';
import { EXPIRED_WORDS, queuedRunsOf, useQueuedRunItems } from './queued-runs.ts';
import { age } from './run-time.ts';

export function QueuedRuns({ names }: { names: ReadonlyMap<string, string> }) {
  const items = useQueuedRunItems();
  const now = useNow(5_000);
  const client = useSyncClient();
  const runs = queuedRunsOf(items, now);
  if (runs.length === 0) return null;
  return (
    <section className="queued-runs" aria-label="Queued runs">
      <h2 className="queued-runs__title">Queued while offline</h2>
      <ul className="queued-runs__list">
        {runs.map((r) => (
          <li key={r.entryId} className="queued-runs__item" data-expired={r.expired || undefined}>
            <span className="queued-runs__name" title={r.summary}>
              {names.get(r.playbookId) ?? r.summary}
            </span>
            {r.expired ? (
              <span role="alert" className="queued-runs__expired">
                {EXPIRED_WORDS}
              </span>
            ) : (
              <>
                <RunStatus status="pending" />
                <span className="queued-runs__age">
                  queued {age(new Date(r.queuedAt).toISOString(), now)}
                </span>
                {r.failure !== undefined && <span className="queued-runs__failure">{r.failure}</span>}
              </>
            )}
            <Button
              size="sm"
              variant={r.expired ? 'ghost' : 'danger'}
              onPress={() => void client.discard(r.entryId)}
            >
              {r.expired ? 'Dismiss' : 'Cancel'}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
