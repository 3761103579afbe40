import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { BareButton } from '../../components/ui/button.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from '../../components/ui/menu.tsx';
import { backendVersionQuery } from '../../lib/access/queries.ts';
import type { CurrentUser } from '../../lib/access/whoami.ts';
import { CommandMenuItem } from '../../lib/commands/command-menu-item.tsx';
import { useCommands, useRunCommand } from '../../lib/commands/commands-context.tsx';
import { version as frontendVersion } from '../../../package.json';
import { ACCOUNT_GROUP, SESSION_GROUP, THEME_GROUP, themeCommandId } from '../commands/command-ids.ts';
import { useThemeChoice } from '../../lib/theme/use-theme-choice.ts';

/** The version line of the user menu (spec: 'Frontend: 1.0.748, Backend: {version or NA}'). */
export function versionLine(backend: string | undefined): string {
  return `Frontend: ${frontendVersion}, Backend: ${backend ?? 'NA'}`;
}

/**
 * The avatar button and its menu: the registry's account commands (profile, kubeconfig), the
 * versions, and its session commands (sign out).
 */
export function UserMenu({ user }: { user: CurrentUser }) {
  const backend = useQuery(backendVersionQuery());
  const commands = useCommands();
  const run = useRunCommand();
  const account = useMemo(() => commands.filter((c) => c.group === ACCOUNT_GROUP), [commands]);
  const session = useMemo(() => commands.filter((c) => c.group === SESSION_GROUP), [commands]);
  const themes = useMemo(() => commands.filter((c) => c.group === THEME_GROUP), [commands]);
  const [theme] = useThemeChoice();
  return (
    <MenuTrigger>
      <BareButton className="shell-topbar__user" aria-label={`${user.name}, User menu`}>
        <Avatar name={user.name} src={user.avatar} size={24} />
        <span className="shell-topbar__user-name">{user.name}</span>
        <Icon name="chevronDown" size={12} />
      </BareButton>
      <Menu
        aria-label="User menu"
        onAction={(key) => {
          const command = commands.find((c) => c.id === key);
          // A command with an href is a link: the menu has already followed it.
          if (command !== undefined && command.href === undefined) run(command);
        }}
      >
        <MenuSection title={user.email ?? user.name}>
          {account.map((command) => (
            <CommandMenuItem key={command.id} command={command} />
          ))}
        </MenuSection>
        <MenuSeparator />
        {/* The choice shows as the selected item of the section (a menu item radio). */}
        <MenuSection title="Theme" selectionMode="single" selectedKeys={[themeCommandId(theme)]}>
          {themes.map((command) => (
            <CommandMenuItem key={command.id} command={command} />
          ))}
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="version" isDisabled className="shell-topbar__version" textValue="Version">
          {versionLine(backend.isError ? 'NA' : backend.data)}
        </MenuItem>
        <MenuSeparator />
        {session.map((command) => (
          <CommandMenuItem key={command.id} command={command} />
        ))}
      </Menu>
    </MenuTrigger>
  );
}
