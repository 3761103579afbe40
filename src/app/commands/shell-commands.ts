// The shell's commands: go to each area the sidebar shows (same visibility rules: visibleNav),
// create an incident, refresh, the account entries and sign out. Pure: the shell passes the actions.
import type { Command } from '../../lib/commands/command.ts';
import { isFeatureEnabled, type FeatureFlags } from '../../lib/access/feature-flags.ts';
import type { NavItem } from '../shell/nav-items.ts';
import type { VisibleNav } from '../shell/visible-nav.ts';
import {
  ACCOUNT_GROUP,
  CREATE_INCIDENT,
  KUBECONFIG,
  NAVIGATION_GROUP,
  REFRESH,
  SESSION_GROUP,
  SIGN_OUT,
  THEME_GROUP,
  themeCommandId,
} from './command-ids.ts';
import { THEME_CHOICES, type ThemeChoice } from '../../lib/theme/apply-theme.ts';

/** What the shell's commands do; the shell layout supplies them. */
export interface ShellActions {
  navigate: (href: string) => void;
  openCreateIncident: () => void;
  openKubeconfig: () => void;
  refresh: () => Promise<void>;
  signOut: () => void;
  setTheme: (choice: ThemeChoice) => void;
}

/** 'g' then a letter, as in GitHub and Linear: the main areas and the pending writes. */
export const GO_TO_SHORTCUTS: Readonly<Record<string, string>> = {
  '/topology': 'g d',
  '/health': 'g h',
  '/incidents': 'g i',
  '/catalog': 'g c',
  '/logs': 'g l',
  '/playbooks': 'g p',
  '/pending-writes': 'g w',
};

const PENDING_WRITES = '/pending-writes';

/** 'nav.settings.config-scrapers' for '/settings/config_scrapers'. */
export const navCommandId = (href: string) => `nav${href.replaceAll('/', '.').replaceAll('_', '-')}`;

function goTo(item: NavItem, title: string, navigate: ShellActions['navigate']): Command {
  const shortcut = GO_TO_SHORTCUTS[item.href];
  return {
    id: navCommandId(item.href),
    title: `Go to ${title}`,
    icon: item.icon ?? 'settings',
    group: NAVIGATION_GROUP,
    href: item.href,
    permission: { resource: item.resource, action: 'read' },
    ...(shortcut === undefined ? {} : { shortcut }),
    run: () => navigate(item.href),
  };
}

/** Pages of an area that the sidebar does not list, offered (as go-to commands) with their area. */
const SUB_PAGES: Readonly<Record<string, readonly { href: string; label: string }[]>> = {
  '/catalog': [
    { href: '/catalog/changes', label: 'Changes' },
    { href: '/catalog/insights', label: 'Insights' },
    { href: '/catalog/scrapers', label: 'Scrapers' },
  ],
  '/playbooks': [{ href: '/playbooks/runs', label: 'Runs' }],
};

/** One command per sidebar entry the user sees (and its area's other pages), and the pending writes screen. */
export function navigationCommands(nav: VisibleNav, navigate: ShellActions['navigate']): Command[] {
  return [
    ...nav.main.flatMap((item) => [
      goTo(item, item.label, navigate),
      ...(SUB_PAGES[item.href] ?? []).map((page) =>
        goTo({ ...item, href: page.href }, `${item.label} › ${page.label}`, navigate),
      ),
    ]),
    ...nav.settings.map((item) => goTo(item, `Settings › ${item.label}`, navigate)),
    {
      id: navCommandId(PENDING_WRITES),
      title: 'Go to Pending writes',
      icon: 'docs',
      group: NAVIGATION_GROUP,
      href: PENDING_WRITES,
      shortcut: GO_TO_SHORTCUTS[PENDING_WRITES],
      run: () => navigate(PENDING_WRITES),
    },
  ];
}

/** The theme choices as the user menu names them. */
export const THEME_TITLES: Readonly<Record<ThemeChoice, string>> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};
const THEME_ICONS = { light: 'sun', dark: 'moon', system: 'monitor' } as const;

/** Every command of the shell for a user who sees `nav` under `flags`. */
export function shellCommands(nav: VisibleNav, flags: FeatureFlags, actions: ShellActions): Command[] {
  const commands: Command[] = [...navigationCommands(nav, actions.navigate)];
  if (isFeatureEnabled(flags, 'incidents'))
    commands.push({
      id: CREATE_INCIDENT,
      title: 'Create New Incident',
      icon: 'incidents',
      group: 'incidents',
      shortcut: 'c',
      permission: { resource: 'incident', action: 'write' },
      run: ({ pathname }) => {
        // The dialog of the incidents list, over the list (its filters kept when already there).
        if (pathname !== '/incidents') actions.navigate('/incidents');
        actions.openCreateIncident();
      },
    });
  commands.push(
    {
      id: REFRESH,
      title: 'Refresh',
      icon: 'refresh',
      group: 'shell',
      shortcut: 'Shift+R',
      run: actions.refresh,
    },
    {
      id: 'account.profile',
      title: 'Your Profile',
      icon: 'user',
      group: ACCOUNT_GROUP,
      href: '/profile-settings',
      run: () => actions.navigate('/profile-settings'),
    },
    {
      id: KUBECONFIG,
      title: 'Download kubeconfig',
      icon: 'download',
      group: ACCOUNT_GROUP,
      run: actions.openKubeconfig,
    },
    ...THEME_CHOICES.map((choice): Command => ({
      id: themeCommandId(choice),
      title: `Theme: ${THEME_TITLES[choice]}`,
      icon: THEME_ICONS[choice],
      group: THEME_GROUP,
      run: () => actions.setTheme(choice),
    })),
    { id: SIGN_OUT, title: 'Sign out', icon: 'signOut', group: SESSION_GROUP, run: actions.signOut },
  );
  return commands;
}
