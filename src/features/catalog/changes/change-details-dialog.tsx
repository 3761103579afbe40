import { useQuery } from '@tanstack/react-query';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { exactTime } from '../shared/time-format.ts';
import { changeDetailQuery, type ChangeRow } from './changes-api.ts';

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object' && Object.keys(value).length === 0) return null;
  return <pre className="change-details__code">{JSON.stringify(value, null, 2)}</pre>;
}

/** A change's details: what, where, when, who, and its diff, details and patches. */
export function ChangeDetailsDialog({ change, onClose }: { change: ChangeRow; onClose: () => void }) {
  const detail = useQuery(changeDetailQuery(change.id));
  const d = detail.data;
  return (
    <Modal
      title={`${change.change_type ?? 'Change'}: ${change.name ?? ''}`}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      footer={(close) => <Button onPress={close}>Close</Button>}
    >
      <dl className="change-details">
        <dt>Catalog</dt>
        <dd>
          <Link href={`/catalog/${change.config_id}`}>{change.name ?? change.config_id}</Link>{' '}
          <span className="changes-muted">{change.type}</span>
        </dd>
        <dt>Type</dt>
        <dd>{change.change_type}</dd>
        <dt>Severity</dt>
        <dd>{change.severity ? <Badge>{change.severity}</Badge> : '—'}</dd>
        <dt>Summary</dt>
        <dd>{change.summary ?? '—'}</dd>
        <dt>Source</dt>
        <dd>{change.source ?? '—'}</dd>
        <dt>Created By</dt>
        <dd>{change.external_created_by ?? change.created_by ?? '—'}</dd>
        <dt>Last Seen</dt>
        <dd>{exactTime(change.created_at)}</dd>
        <dt>First Observed</dt>
        <dd>{exactTime(change.first_observed) || '—'}</dd>
        <dt>Count</dt>
        <dd>{change.count ?? 1}</dd>
      </dl>
      {detail.isPending && <LoadingBlock label="Loading change details…" />}
      {detail.isError && <p role="alert">Could not load the change details: {detail.error.message}</p>}
      {detail.isSuccess && d === null && <p>No details found</p>}
      {d && (
        <>
          {d.diff && (
            <section aria-label="Diff">
              <h3 className="change-details__heading">Diff</h3>
              <pre className="change-details__code">{d.diff}</pre>
            </section>
          )}
          {d.details !== undefined && d.details !== null && (
            <section aria-label="Details">
              <h3 className="change-details__heading">Details</h3>
              <Json value={d.details} />
            </section>
          )}
          {d.patches !== undefined && d.patches !== null && (
            <section aria-label="Patches">
              <h3 className="change-details__heading">Patches</h3>
              <Json value={d.patches} />
            </section>
          )}
        </>
      )}
    </Modal>
  );
}
