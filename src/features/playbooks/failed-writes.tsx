// Playbook writes the server refused, with its message, Retry and Discard: the outbox keeps them
// until the user decides. Queued runs are shown in the runs list instead (runs/queued-runs.ts).
import { Button } from '../../components/ui/button.tsx';
import { useSyncClient, useSyncStatusValue } from '../../sync/client/hooks.tsx';
import type { OutboxItem } from '../../sync/client/public-types.ts';
import { createPlaybook, deletePlaybook, updatePlaybook } from '../../sync/mutators/playbooks.ts';

const NAMES: readonly string[] = [createPlaybook.name, updatePlaybook.name, deletePlaybook.name];
const NONE: readonly OutboxItem[] = [];

export function FailedPlaybookWrites() {
  const client = useSyncClient();
  const failed = useSyncStatusValue((s) => {
    const items = s.outbox.items.filter((i) => NAMES.includes(i.name) && i.status === 'failed');
    return items.length === 0 ? NONE : items;
  });
  if (failed.length === 0) return null;
  return (
    <section className="playbooks-failed" role="alert" aria-label="Writes not saved">
      {failed.map((i) => (
        <div key={i.id} className="playbooks-failed__item">
          <span className="playbooks-failed__text">
            {i.summary}: {i.failure?.message ?? 'refused by the server'}
          </span>
          <Button size="sm" onPress={() => void client.retry(i.id)}>
            Retry
          </Button>
          <Button size="sm" variant="danger" onPress={() => void client.discard(i.id)}>
            Discard
          </Button>
        </div>
      ))}
    </section>
  );
}
