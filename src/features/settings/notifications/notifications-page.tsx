// /settings/notifications (spec 02-areas §2.13, §3, §4, §7.6, §8): the rules from the synced
// collection, so the list opens at once and reads offline, joined with their send statistics
// read online (marked as cached when they are an earlier answer). Create and edit go through the
// outbox behind write on notifications; a row opens read-only for whoever may not write, and for
// a rule whose source is not UI.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { useCan } from '../../../lib/access/use-access.ts';
import { useRegisterCommands } from '../../../lib/commands/commands-context.tsx';
import { CachedBadge } from '../../../lib/query/cached-badge.tsx';
import { useSyncClient } from '../../../sync/client/hooks.tsx';
import { useLocalList, type LocalListWords } from '../../../sync/client/use-local-list.ts';
import { notifications, type NotificationRow } from '../../../sync/collections/notifications.ts';
import { createNotification, updateNotification } from '../../../sync/mutators/notifications.ts';
import { SettingsBreadcrumb } from '../settings-breadcrumb.tsx';
import { FailedSettingsWrites } from '../failed-writes.tsx';
import { NotificationEditNotices } from './edit-notices.tsx';
import { NotificationDialog } from './notification-dialog.tsx';
import { notificationStatsQuery, type NotificationStats } from './notification-stats.ts';
import { NotificationTable } from './notification-table.tsx';
import { NOTIFICATION_LIST_QUERY } from './queries.ts';
import { useNotificationWrites } from './use-notification-writes.ts';
import './notifications.css';

const WORDS: LocalListWords = {
  neverSyncedOffline:
    'Notifications have not been synced to this device yet; they appear once you are back online.',
  syncFailed: (error) => `Notifications could not be synced: ${error}`,
};

const NOTIFICATION_WRITES: readonly string[] = [createNotification.name, updateNotification.name];

type Opened = { kind: 'create' } | { kind: 'edit'; row: NotificationRow };

export function NotificationsPage() {
  const list = useLocalList(notifications, NOTIFICATION_LIST_QUERY, WORDS);
  const statsQuery = useQuery(notificationStatsQuery());
  const mayWrite = useCan('notifications', 'write');
  const save = useNotificationWrites();
  const [opened, setOpened] = useState<Opened | undefined>(undefined);
  const sync = useSyncClient();
  const queries = useQueryClient();

  const stats = useMemo(
    () => new Map<string, NotificationStats>((statsQuery.data ?? []).map((s) => [s.id, s])),
    [statsQuery.data],
  );
  const refresh = () => {
    void sync.refresh([notifications.name]).catch(() => undefined);
    void queries.invalidateQueries({ queryKey: notificationStatsQuery().queryKey });
  };

  useRegisterCommands(
    [
      {
        id: 'notifications.add',
        title: 'Create notification',
        icon: 'settings',
        group: 'settings',
        permission: { resource: 'notifications', action: 'write' },
        run: () => setOpened({ kind: 'create' }),
      },
    ],
    [],
  );

  const state = list.state;
  const note = state.kind === 'empty' ? state.note : undefined;
  return (
    <div className="notif-page">
      <header className="notif-page__header">
        <SettingsBreadcrumb title="Notifications" />
        {mayWrite && (
          <Button
            variant="primary"
            size="sm"
            aria-label="Add notification"
            onPress={() => setOpened({ kind: 'create' })}
          >
            + Add
          </Button>
        )}
        <span className="notif-page__spacer" />
        <CachedBadge query={statsQuery} />
        <Tooltip content="Refresh">
          <Button variant="ghost" isIconOnly aria-label="Refresh notifications" onPress={refresh}>
            <Icon name="refresh" />
          </Button>
        </Tooltip>
      </header>
      <FailedSettingsWrites names={NOTIFICATION_WRITES} />
      <NotificationEditNotices />
      {note !== undefined && (
        <p role="status" className="notif-note">
          {note}
        </p>
      )}
      {statsQuery.isError && statsQuery.data === undefined && (
        <Alert tone="error" title="Send statistics could not be loaded">
          {statsQuery.error.message}
        </Alert>
      )}
      {state.kind === 'error' ? (
        <Alert tone="error" title="Could not query the local notifications">
          {state.message}
        </Alert>
      ) : state.kind === 'loading' && list.rows.length === 0 ? (
        <div className="notif-skeleton" role="status" aria-busy="true" aria-label="Loading notifications">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={28} />
          ))}
        </div>
      ) : (
        <NotificationTable
          rows={list.rows}
          stats={stats}
          onOpen={(row) => setOpened({ kind: 'edit', row })}
        />
      )}
      {opened !== undefined && (
        <NotificationDialog
          existing={opened.kind === 'edit' ? opened.row : undefined}
          mayWrite={mayWrite}
          onSave={(form) => save(form, opened.kind === 'edit' ? opened.row : undefined)}
          onClose={() => setOpened(undefined)}
        />
      )}
    </div>
  );
}
