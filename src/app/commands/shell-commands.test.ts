import { describe, expect, it, vi } from 'vitest';
import { featureFlagsFrom, type FeatureFlags } from '../../lib/access/feature-flags.ts';
import type { Role } from '../../lib/access/permissions.ts';
import { availableCommands, createCommandRegistry } from '../../lib/commands/registry.ts';
import { visibleNav } from '../shell/visible-nav.ts';
import { CREATE_INCIDENT } from './command-ids.ts';
import { shellCommands, type ShellActions } from './shell-commands.ts';

const noFlags = featureFlagsFrom([]);
const actions = (): ShellActions => ({
  navigate: vi.fn(),
  openCreateIncident: vi.fn(),
  openKubeconfig: vi.fn(),
  refresh: vi.fn(() => Promise.resolve()),
  signOut: vi.fn(),
  setTheme: vi.fn(),
});
/** The ids a user of `roles` is offered, through the registry as the shell registers them. */
function offered(roles: Role[], flags: FeatureFlags = noFlags): string[] {
  const registry = createCommandRegistry();
  registry.register(shellCommands(visibleNav(roles, flags), flags, actions()));
  return availableCommands(registry.list(), { roles, pathname: '/health' }).map((c) => c.id);
}

describe('shell commands', () => {
  it('go to every area the sidebar shows, with g-letter shortcuts, and to the pending writes', () => {
    const commands = shellCommands(visibleNav(['admin'], noFlags), noFlags, actions());
    const shortcuts = Object.fromEntries(commands.filter((c) => c.shortcut).map((c) => [c.id, c.shortcut]));
    expect(shortcuts).toMatchObject({
      'nav.topology': 'g d',
      'nav.health': 'g h',
      'nav.incidents': 'g i',
      'nav.catalog': 'g c',
      'nav.logs': 'g l',
      'nav.playbooks': 'g p',
      'nav.pending-writes': 'g w',
      [CREATE_INCIDENT]: 'c',
    });
    expect(commands.find((c) => c.id === 'nav.settings.config-scrapers')?.title).toBe(
      'Go to Settings › Catalog Scraper',
    );
    // The area's pages the sidebar does not list, for the command palette.
    expect(commands.find((c) => c.id === 'nav.catalog.changes')).toMatchObject({
      title: 'Go to Catalog › Changes',
      href: '/catalog/changes',
    });
  });

  it('offers a viewer the areas but neither Settings nor creating an incident', () => {
    const viewer = offered(['viewer']);
    expect(viewer).toContain('nav.incidents');
    expect(viewer).toContain('session.sign-out');
    expect(viewer.filter((id) => id.startsWith('nav.settings.'))).toEqual([]);
    expect(viewer).not.toContain(CREATE_INCIDENT);
    expect(offered(['responder'])).toContain(CREATE_INCIDENT);
    expect(offered(['editor'])).not.toContain('nav.settings.connections');
  });

  it('follows the feature flags as the sidebar does', () => {
    const flags = featureFlagsFrom([{ name: 'incidents.disable', value: 'true' }]);
    const admin = offered(['admin'], flags);
    expect(admin).not.toContain('nav.incidents');
    expect(admin).not.toContain(CREATE_INCIDENT);
  });

  it('creates an incident over the incidents list, keeping its filters when already there', () => {
    const acts = actions();
    const create = shellCommands(visibleNav(['admin'], noFlags), noFlags, acts).find(
      (c) => c.id === CREATE_INCIDENT,
    );
    void create?.run({ roles: ['admin'], pathname: '/catalog' });
    expect(acts.navigate).toHaveBeenCalledWith('/incidents');
    void create?.run({ roles: ['admin'], pathname: '/incidents' });
    expect(acts.navigate).toHaveBeenCalledTimes(1);
    expect(acts.openCreateIncident).toHaveBeenCalledTimes(2);
  });

  it('offer the three themes to every role, each setting its choice', () => {
    const acts = actions();
    const commands = shellCommands(visibleNav(['viewer'], noFlags), noFlags, acts);
    const themes = commands.filter((c) => c.id.startsWith('theme.'));
    expect(themes.map((c) => c.title)).toEqual(['Theme: Light', 'Theme: Dark', 'Theme: System']);
    expect(offered(['viewer'])).toEqual(
      expect.arrayContaining(['theme.light', 'theme.dark', 'theme.system']),
    );
    void themes[1]?.run({ roles: ['viewer'], pathname: '/health' });
    expect(acts.setTheme).toHaveBeenCalledWith('dark');
  });
});
