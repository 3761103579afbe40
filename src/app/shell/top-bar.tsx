import { useIsFetching } from '@tanstack/react-query';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { Menu, MenuItem, MenuTrigger } from '../../components/ui/menu.tsx';
import type { CurrentUser } from '../../lib/access/whoami.ts';
import { CommandButton } from '../../lib/commands/command-button.tsx';
import { useCommand } from '../../lib/commands/commands-context.tsx';
import { SyncStatusIndicator } from '../../sync/client/ui/sync-status-indicator.tsx';
import { REFRESH } from '../commands/command-ids.ts';
import { isHostedMode } from '../../lib/hosted/hosted-config.ts';
import { OrgSwitcher } from './org-switcher.tsx';
import { UserMenu } from './user-menu.tsx';
import './top-bar.css';

/** Mission Control's documentation, opened by the help menu. */
export const DOCS_URL = 'https://docs.flanksource.com/';

/** The bar above every page: refresh, help, and the user menu. */
export function TopBar({ user }: { user: CurrentUser }) {
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
      {isHostedMode() && <OrgSwitcher />}
      <UserMenu user={user} />
    </header>
  );
}

/** Runs the Refresh command (server answers on screen, synced collections); spins while any is fetching. */
function RefreshButton() {
  const refresh = useCommand(REFRESH);
  const fetching = useIsFetching() > 0;
  if (refresh === undefined) return null;
  return (
    <CommandButton
      command={refresh}
      data-fetching={fetching || undefined}
      className="shell-topbar__refresh"
    />
  );
}
