import { describe, expect, it } from 'vitest';
import { featureFlagsFrom } from '../../lib/access/feature-flags.ts';
import { SETTINGS_NAV } from './nav-items.ts';
import { visibleNav } from './visible-nav.ts';

const noFlags = featureFlagsFrom([]);
const labels = (items: readonly { label: string }[]) => items.map((i) => i.label);

describe('sidebar visibility', () => {
  it('shows every area and the whole sorted Settings submenu to an admin', () => {
    const nav = visibleNav(['admin'], noFlags);
    expect(labels(nav.main)).toEqual(['Dashboard', 'Health', 'Incidents', 'Catalog', 'Logs', 'Playbooks']);
    expect(labels(nav.settings)).toEqual(labels(SETTINGS_NAV));
    expect(labels(nav.settings)).toEqual([...labels(nav.settings)].sort((a, b) => a.localeCompare(b)));
  });

  it('hides Settings from viewers but keeps the areas', () => {
    const nav = visibleNav(['viewer'], noFlags);
    expect(nav.settings).toEqual([]);
    expect(nav.main).toHaveLength(6);
  });

  it('hides settings entries an editor may not read (connections, users)', () => {
    const nav = labels(visibleNav(['editor'], noFlags).settings);
    expect(nav).not.toContain('Connections');
    expect(nav).not.toContain('Users');
    expect(nav).toContain('Feature Flags');
  });

  it('a disabled feature hides its item, and config/topology/health take their settings children along', () => {
    const flags = featureFlagsFrom([
      { name: 'incidents.disable', value: 'true' },
      { name: 'health.disable', value: 'true' },
    ]);
    const nav = visibleNav(['admin'], flags);
    expect(labels(nav.main)).toEqual(['Dashboard', 'Catalog', 'Logs', 'Playbooks']);
    expect(labels(nav.settings)).not.toContain('Health Check');
    expect(labels(nav.settings)).toContain('Topology');
  });
});
