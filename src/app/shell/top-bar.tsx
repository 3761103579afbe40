import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { Menu, MenuItem, MenuTrigger } from '../../components/ui/menu.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import type { CurrentUser } from '../../lib/access/whoami.ts';
import { SyncStatusIndicator } from '../../sync/client/ui/sync-status-indicator.tsx';
import { UserMenu } from './user-menu.tsx';
import './top-bar.css';

/** Mission Control's documentation, opened by the help menu. */
export const DOCS_URL = 'https://docs.flanksource.com/';

/** The bar above every page: refresh, help, and the user menu. */
export function TopBar({ user, onSignOut }: { user: CurrentUser; onSignOut: () => void }) {
  return (
    <header className="shell-topbar">
      <div className="shell-topbar__spacer" />
      <SyncStatusIndicator pendingWritesHref="/pending-writes" />
      <RefreshButton />
      <MenuTrigger>
        <Button variant="ghost" isIconOnly aria-label="Help">
          <Icon name="help" />
        </Button>
        <Menu aria-label="Help">
          <MenuItem id="docs" href={DOCS_URL} target="_blank" rel="noreferrer" icon={<Icon name="docs" />}>
            Docs
          </MenuItem>
        </Menu>
      </MenuTrigger>
      <UserMenu user={user} onSignOut={onSignOut} />
    </header>
  );
}

/** Refetches the server answers on screen; spins while any is fetching (only it re-renders then). */
function RefreshButton() {
  const queryClient = useQueryClient();
  const fetching = useIsFetching() > 0;
  return (
    <Tooltip content="Refresh">
      <Button
        variant="ghost"
        isIconOnly
        aria-label="Refresh"
        onPress={() => void queryClient.refetchQueries({ type: 'active' })}
        data-fetching={fetching || undefined}
        className="shell-topbar__refresh"
      >
        <Icon name="refresh" />
      </Button>
    </Tooltip>
  );
}
