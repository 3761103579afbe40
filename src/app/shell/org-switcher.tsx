import { useQuery } from '@tanstack/react-query';
import { BareButton } from '../../components/ui/button.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { Menu, MenuItem, MenuSection, MenuTrigger } from '../../components/ui/menu.tsx';
import { readActiveOrg, type ActiveOrg } from '../../lib/hosted/active-org.ts';
import { activeOrgOf, listMemberships } from '../../lib/hosted/fapi.ts';
import { useSwitchOrg } from './use-switch-org.ts';

/** The user's organisations from the directory (names and backend URLs: nothing secret). */
function membershipsQuery() {
  return {
    queryKey: ['hosted', 'organizations'],
    queryFn: async () => (await listMemberships()).map(activeOrgOf).filter((o) => o !== null),
    staleTime: 60_000,
  };
}

/**
 * Hosted mode's organisation switcher (spec 01-core §2): the organisation worked in, and a menu
 * of the user's organisations; choosing another switches to it (use-switch-org.ts).
 */
export function OrgSwitcher() {
  const active = readActiveOrg();
  const orgs = useQuery(membershipsQuery());
  const switchTo = useSwitchOrg();
  if (active === null) return null;
  const list: ActiveOrg[] = orgs.data ?? [active];
  return (
    <MenuTrigger>
      <BareButton
        className="shell-topbar__user shell-topbar__org"
        aria-label={`${active.name}, Switch organization`}
        data-testid="org-switcher"
      >
        <Avatar name={active.name} size={24} />
        <span className="shell-topbar__user-name" title={active.name}>
          {active.name}
        </span>
        <Icon name="chevronDown" size={12} />
      </BareButton>
      <Menu
        aria-label="Organizations"
        onAction={(key) => {
          const org = list.find((o) => o.id === key);
          if (org !== undefined) void switchTo(org);
        }}
      >
        <MenuSection title="Organizations" selectionMode="single" selectedKeys={[active.id]}>
          {list.map((org) => (
            <MenuItem key={org.id} id={org.id} textValue={org.name}>
              {org.name}
            </MenuItem>
          ))}
        </MenuSection>
      </Menu>
    </MenuTrigger>
  );
}
