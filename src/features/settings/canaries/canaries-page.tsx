// Settings › Health Check (/settings/canaries; spec 02-areas §2.13 "Generic list", "Health check
// form types", §6 "write on canaries gates adding health checks"): the synced canaries, newest
// first; + Add opens the type picker of 31 types, then the type's form in a dialog. Reads the
// synced collection, so it opens at once and offline; adds queue in the outbox.
import { useMemo, useState } from 'react';
import { useCan } from '../../../lib/access/use-access.ts';
import { useRegisterCommands } from '../../../lib/commands/commands-context.tsx';
import { useLocalList, type LocalListWords } from '../../../sync/client/use-local-list.ts';
import { canaries } from '../../../sync/collections/canaries.ts';
import { LIVE_RESOURCE_LIST_QUERY } from '../resources/queries.ts';
import { usePeople } from '../resources/use-people.ts';
import { SpecResourceList } from '../spec-forms/spec-resource-list.tsx';
import { CanaryEditor } from './canary-editor.tsx';
import { inferCanaryType, newCanaryForm, starterSpec } from './canary-model.ts';
import { CANARY_TYPES, CUSTOM_CANARY, canaryTypeOf } from './canary-types.ts';
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
  const list = useLocalList(canaries, LIVE_RESOURCE_LIST_QUERY, WORDS);
  const people = usePeople();
  const mayWrite = useCan('canaries', 'write');
  const writes = useCanaryWrites();
  const [step, setStep] = useState('closed');
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
  return (
    <SpecResourceList
      label="Health Check"
      singular="Health Check"
      plural="health checks"
      listHref="/settings/canaries"
      collection={canaries.name}
      state={list.state}
      rows={rows}
      mayWrite={mayWrite}
      writes={CANARY_WRITES}
      types={CANARY_TYPES}
      step={step}
      onStep={setStep}
      editor={(typeId) => {
        const fresh = newCanaryForm(canaryTypeOf(typeId) ?? CUSTOM_CANARY);
        return (
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
        );
      }}
    />
  );
}
