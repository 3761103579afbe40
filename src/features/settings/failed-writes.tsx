// Settings writes the server refused, with its message (spec §8: failures show the server's
// message), Retry and Discard: the outbox keeps them until the user decides. Each new refusal is
// also said once as a toast. Any settings screen passes the names of its mutators.
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useSyncClient, useSyncStatusValue } from '../../sync/client/hooks.tsx';
import type { OutboxItem } from '../../sync/client/public-types.ts';
import './failed-writes.css';

const NONE: readonly OutboxItem[] = [];

const messageOf = (i: OutboxItem) =>
  i.status === 'blocked'
    ? 'waiting for an earlier write that failed'
    : (i.failure?.message ?? 'refused by the server');

export function FailedSettingsWrites({ names }: { names: readonly string[] }) {
  const client = useSyncClient();
  const failed = useSyncStatusValue((s) => {
    const items = s.outbox.items.filter(
      (i) => names.includes(i.name) && (i.status === 'failed' || i.status === 'blocked'),
    );
    return items.length === 0 ? NONE : items;
  });
  const told = useRef(new Set<string>());
  useEffect(() => {
    for (const i of failed)
      if (i.status === 'failed' && !told.current.has(i.id)) {
        told.current.add(i.id);
        toast.error(messageOf(i));
      }
  }, [failed]);
  if (failed.length === 0) return null;
  return (
    <section className="settings-failed" role="alert" aria-label="Writes not saved">
      {failed.map((i) => (
        <div key={i.id} className="settings-failed__item">
          <span className="settings-failed__text">
            {i.summary}: {messageOf(i)}
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
