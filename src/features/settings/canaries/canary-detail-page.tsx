// /settings/canaries/{id} (spec 02-areas §2.13 "Detail: shows the resource, loading and error
// states, empty state 'No resources found', returns to the list after update or cancel … Health
// Check; each has Spec and Job History tabs"). The row comes from the synced canaries, so the
// page opens at once and offline; the chosen tab is in the address (?tab=).
import { useRouter } from '@tanstack/react-router';
import { useCan } from '../../../lib/access/use-access.ts';
import { canaries } from '../../../sync/collections/canaries.ts';
import { SpecResourceDetail } from '../spec-forms/spec-resource-detail.tsx';
import { useSyncedRow } from '../spec-forms/use-synced-row.ts';
import { CanaryEditor } from './canary-editor.tsx';
import { canaryFormOf } from './canary-model.ts';
import { CANARY_WRITES, useCanaryWrites } from './use-canary-writes.ts';

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
const LIST = '/settings/canaries';

export function CanaryDetailPage({ id }: { id: string }) {
  const found = useSyncedRow(canaries, id);
  const mayWrite = useCan('canaries', 'write');
  const writes = useCanaryWrites();
  const router = useRouter();
  const toList = () => void router.navigate({ href: LIST });

  return (
    <SpecResourceDetail
      id={id}
      found={found}
      header={{ label: 'Health Check', listHref: LIST }}
      collection={canaries.name}
      writes={CANARY_WRITES}
      noun={{ plural: 'health checks', singular: 'Health check' }}
      mayWrite={mayWrite}
      onDelete={writes.remove}
      editor={(row, mode) => (
        <CanaryEditor
          key={`${row.id}/${row.updated_at ?? ''}`}
          initial={canaryFormOf(row)}
          baseSpec={isObject(row.spec) ? row.spec : {}}
          existing
          readOnly={mode.readOnly}
          footer={mode.footer}
          onCancel={toList}
          onSave={async (draft) => {
            const done = await writes.update(row, draft);
            if (done) toList();
            return done;
          }}
        />
      )}
    />
  );
}
