import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from '../../components/ui/menu.tsx';
import { backendVersionQuery } from '../../lib/access/queries.ts';
import type { CurrentUser } from '../../lib/access/whoami.ts';
import { version as frontendVersion } from '../../../package.json';
import { KubeconfigDialog } from './kubeconfig-dialog.tsx';

/** The version line of the user menu (spec: 'Frontend: 1.0.748, Backend: {version or NA}'). */
export function versionLine(backend: string | undefined): string {
  return `Frontend: ${frontendVersion}, Backend: ${backend ?? 'NA'}`;
}

/** The avatar button and its menu: profile, kubeconfig, versions, sign out. */
export function UserMenu({ user, onSignOut }: { user: CurrentUser; onSignOut: () => void }) {
  const [kubeconfigOpen, setKubeconfigOpen] = useState(false);
  const backend = useQuery(backendVersionQuery());
  return (
    <>
      <MenuTrigger>
        <AriaButton className="shell-topbar__user" aria-label={`${user.name}, User menu`}>
          <Avatar name={user.name} src={user.avatar} size={24} />
          <span className="shell-topbar__user-name">{user.name}</span>
          <Icon name="chevronDown" size={12} />
        </AriaButton>
        <Menu
          aria-label="User menu"
          onAction={(key) => {
            if (key === 'kubeconfig') setKubeconfigOpen(true);
            if (key === 'sign-out') onSignOut();
          }}
        >
          <MenuSection title={user.email ?? user.name}>
            <MenuItem id="profile" href="/profile-settings" icon={<Icon name="user" />}>
              Your Profile
            </MenuItem>
            <MenuItem id="kubeconfig" icon={<Icon name="download" />}>
              Download kubeconfig
            </MenuItem>
          </MenuSection>
          <MenuSeparator />
          <MenuItem id="version" isDisabled className="shell-topbar__version" textValue="Version">
            {versionLine(backend.isError ? 'NA' : backend.data)}
          </MenuItem>
          <MenuSeparator />
          <MenuItem id="sign-out" icon={<Icon name="signOut" />}>
            Sign out
          </MenuItem>
        </Menu>
      </MenuTrigger>
      <KubeconfigDialog isOpen={kubeconfigOpen} onOpenChange={setKubeconfigOpen} />
    </>
  );
}
