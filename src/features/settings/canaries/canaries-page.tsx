// Settings › Health Check (/settings/canaries; spec 02-areas §2.13 "Generic list", "Health check
// form types", §6 "write on canaries gates adding health checks"): the synced canaries, newest
// first; + Add opens the type picker of 31 types, then the type's form in a dialog. Reads the
// synced collection, so it opens at once and offline; adds queue in the outbox.
import { useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { useCan } from '../../../lib/access/use-access.ts';
import { useRegisterCommands } from '../../../lib/commands/commands-context.tsx';
import { useLocalList, type LocalListWords } from '../../../sync/client/use-local-list.ts';
import { canaries } from '../../../sync/collections/canaries.ts';
import { FailedSettingsWrites } from '../failed-writes.tsx';
import { RESOURCE_LIST_QUERY } from '../resources/queries.ts';
import { usePeople } from '../resources/use-people.ts';
import { SpecResourceHeader } from '../spec-forms/spec-resource-header.tsx';
import { SpecResourceTable } from '../spec-forms/spec-resource-table.tsx';
import { TypePicker } from '../spec-forms/type-picker.tsx';
import { CanaryEditor } from './canary-editor.tsx';
import { inferCanaryType, newCanaryForm, starterSpec } from './canary-model.ts';
import { CANARY_TYPES, canaryTypeOf } from './canary-types.ts';
import { CANARY_WRITES, useCanaryWrites } from './use-canary-writes.ts';

const WORDS: LocalListWords = {
  neverSyncedOffline:
    'Health checks have not been synced to this device yet; they appear once you are back online.',
  syncFailed: (error) => `Health checks could not be synced: ${error}`,
};
const scheduleOf = (spec: unknown) => {
  const s =
    spec !== null && typeof spec === 'object' ? (spec as Record<string, unknown>)['schedule'] : undefined;
  return typeof s === 'string' ? s : '';
};

export function CanariesPage() {
  const list = useLocalList(canaries, RESOURCE_LIST_QUERY, WORDS);
  const people = usePeople();
  const mayWrite = useCan('canaries', 'write');
  const writes = useCanaryWrites();
  /** 'closed', 'pick' (the type picker) or the id of the type whose form is open. */
  const [step, setStep] = useState<string>('closed');
  const router = useRouter();
  useRegisterCommands(
    [
      {
        id: 'settings.canaries.add',
        title: 'Add health check',
        icon: 'settings',
        group: 'settings',
        permission: { resource: 'canaries', action: 'write' },
        run: () => setStep('pick'),
      },
    ],
    [],
  );
  const rows = useMemo(
    () =>
      list.rows.map((r) => ({
        id: r.id,
        name: r.name,
        type: inferCanaryType(r.spec).label,
        namespace: r.namespace ?? '',
        schedule: scheduleOf(r.spec),
        source: r.source ?? '',
        createdBy: people.nameOf(r.created_by),
        created_at: r.created_at,
        updated_at: r.updated_at,
        pending: r.local_pending !== undefined,
      })),
    [list.rows, people],
  );
  const state = list.state;
  const picked = step === 'closed' || step === 'pick' ? undefined : canaryTypeOf(step);
  const fresh = picked === undefined ? undefined : newCanaryForm(picked);
  return (
    <div className="resources-page">
      <SpecResourceHeader
        label="Health Check"
        listHref="/settings/canaries"
        collection={canaries.name}
        action={
          mayWrite && (
            <Button variant="primary" size="sm" aria-label="Add Health Check" onPress={() => setStep('pick')}>
              + Add
            </Button>
          )
        }
      />
      <FailedSettingsWrites names={CANARY_WRITES} />
      {state.kind === 'empty' && state.note !== undefined && (
        <p role="status" className="resources-note">
          {state.note}
        </p>
      )}
      {state.kind === 'error' ? (
        <p role="alert" className="resources-error">
          Could not query the local health checks: {state.message}
        </p>
      ) : state.kind === 'loading' ? (
        <div className="resources-skeleton" role="status" aria-busy="true" aria-label="Loading Health Check">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={28} />
          ))}
        </div>
      ) : (
        <SpecResourceTable
          label="Health checks"
          rows={rows}
          onOpen={(id) => void router.navigate({ href: `/settings/canaries/${id}` })}
        />
      )}
      {step === 'pick' && (
        <TypePicker
          title="Add Health Check"
          types={CANARY_TYPES}
          onPick={setStep}
          onClose={() => setStep('closed')}
        />
      )}
      {picked !== undefined && fresh !== undefined && (
        <Modal
          title={`${picked.label} Health Check`}
          size="lg"
          isOpen
          onOpenChange={(open) => {
            if (!open) setStep('closed');
          }}
        >
          <CanaryEditor
            initial={fresh}
            baseSpec={starterSpec(fresh)}
            existing={false}
            readOnly={false}
            onCancel={() => setStep('pick')}
            onSave={async (draft) => {
              const done = await writes.create(draft);
              if (done) setStep('closed');
              return done;
            }}
          />
        </Modal>
      )}
    </div>
  );
}
