// /settings/feature-flags (spec 02-areas §2.13, §4, §5, §6, §8): the flags from local data joined
// with the server's merged list, add and edit behind write on feature_flags, local flags
// read-only. Opens and reads offline; writes queue in the outbox.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { featureFlagsQuery } from '../../../lib/access/queries.ts';
import { useCan } from '../../../lib/access/use-access.ts';
import { useRegisterCommands } from '../../../lib/commands/commands-context.tsx';
import { useUrlState } from '../../../lib/screen-state/use-url-state.ts';
import { useSyncClient } from '../../../sync/client/hooks.tsx';
import { useLocalList, type LocalListWords } from '../../../sync/client/use-local-list.ts';
import { featureFlags, type PropertyRow } from '../../../sync/collections/feature-flags.ts';
import { SettingsBreadcrumb } from '../settings-breadcrumb.tsx';
import { FailedSettingsWrites } from '../failed-writes.tsx';
import { FLAG_WRITES } from '../../../sync/mutators/feature-flags.ts';
import { DeleteFlagDialog, FlagDialog } from './flag-dialog.tsx';
import { CANNOT_EDIT_LOCAL, flagViews, type FlagView } from './flag-model.ts';
import { FlagTable } from './flag-table.tsx';
import { mergedPropertiesQuery } from './property-list.ts';
import { flagListQuery } from './queries.ts';
import { flagSortSchema } from './url-state.ts';
import { useFlagWrites } from './use-flag-writes.ts';
import './feature-flags.css';

const WORDS: LocalListWords = {
  neverSyncedOffline:
    'Feature flags have not been synced to this device yet; they appear once you are back online.',
  syncFailed: (error) => `Feature flags could not be synced: ${error}`,
};

type Editing = { kind: 'add' } | { kind: 'edit'; row: PropertyRow } | { kind: 'delete'; row: PropertyRow };

export function FeatureFlagsPage() {
  const [sort, setSort] = useUrlState(flagSortSchema);
  const list = useLocalList(featureFlags, flagListQuery(sort), WORDS);
  const merged = useQuery(mergedPropertiesQuery());
  const mayWrite = useCan('properties', 'write');
  const writes = useFlagWrites();
  const [editing, setEditing] = useState<Editing | undefined>(undefined);
  const sync = useSyncClient();
  const queries = useQueryClient();

  const flags = flagViews(list.rows, merged.data ?? [], sort);
  const refresh = () => {
    void sync.refresh([featureFlags.name]);
    void queries.invalidateQueries({ queryKey: mergedPropertiesQuery().queryKey });
    void queries.invalidateQueries({ queryKey: featureFlagsQuery().queryKey });
  };
  const open = (flag: FlagView) => {
    if (flag.readOnly || flag.row === undefined) toast.error(CANNOT_EDIT_LOCAL);
    else setEditing({ kind: 'edit', row: flag.row });
  };

  useRegisterCommands(
    [
      {
        id: 'feature-flags.add',
        title: 'Add feature flag',
        icon: 'settings',
        group: 'settings',
        permission: { resource: 'properties', action: 'write' },
        run: () => setEditing({ kind: 'add' }),
      },
    ],
    [],
  );

  const state = list.state;
  const note = state.kind === 'empty' ? state.note : undefined;
  return (
    <div className="flags-page">
      <header className="flags-page__header">
        <SettingsBreadcrumb title="Feature Flags" />
        {mayWrite && (
          <Button
            variant="primary"
            size="sm"
            aria-label="Add feature flag"
            onPress={() => setEditing({ kind: 'add' })}
          >
            + Add
          </Button>
        )}
        <span className="flags-page__spacer" />
        <Tooltip content="Refresh">
          <Button variant="ghost" isIconOnly aria-label="Refresh feature flags" onPress={refresh}>
            <Icon name="refresh" />
          </Button>
        </Tooltip>
      </header>
      <FailedSettingsWrites names={FLAG_WRITES} />
      {note !== undefined && (
        <p role="status" className="flags-note">
          {note}
        </p>
      )}
      {state.kind === 'error' ? (
        <p role="alert" className="flags-error">
          Could not query the local feature flags: {state.message}
        </p>
      ) : state.kind === 'loading' && flags.length === 0 ? (
        <div className="flags-skeleton" role="status" aria-busy="true" aria-label="Loading feature flags">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={28} />
          ))}
        </div>
      ) : (
        <FlagTable flags={flags} sort={sort} onSort={setSort} onOpen={mayWrite ? open : undefined} />
      )}
      {editing !== undefined && editing.kind !== 'delete' && (
        <FlagDialog
          existing={editing.kind === 'edit' ? editing.row : undefined}
          onSave={(form) => writes.save(form, editing.kind === 'edit' ? editing.row : undefined)}
          onDelete={() => editing.kind === 'edit' && setEditing({ kind: 'delete', row: editing.row })}
          onClose={() => setEditing(undefined)}
        />
      )}
      {editing?.kind === 'delete' && (
        <DeleteFlagDialog
          name={editing.row.name}
          onConfirm={() => writes.remove(editing.row)}
          onClose={() => setEditing(undefined)}
        />
      )}
    </div>
  );
}
