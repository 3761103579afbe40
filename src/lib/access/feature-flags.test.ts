import { describe, expect, it } from 'vitest';
import { FEATURES, featureFlagsFrom, isFeatureEnabled, propertiesSchema } from './feature-flags.ts';

const flags = (props: Record<string, unknown>) =>
  featureFlagsFrom(
    propertiesSchema.parse(Object.entries(props).map(([name, value]) => ({ name, value, source: 'db' }))),
  );

describe('feature flags (01-core §6)', () => {
  it('everything is enabled without properties', () => {
    const f = flags({});
    for (const feature of FEATURES) expect(isFeatureEnabled(f, feature)).toBe(true);
  });

  it("`{feature}.disable` = 'true' disables exactly that feature", () => {
    const f = flags({
      'incidents.disable': 'true',
      'logs.disable': 'false',
      'settings.users.disable': 'true',
    });
    expect(isFeatureEnabled(f, 'incidents')).toBe(false);
    expect(isFeatureEnabled(f, 'logs')).toBe(true);
    expect(isFeatureEnabled(f, 'settings.users')).toBe(false);
    expect(isFeatureEnabled(f, 'settings.teams')).toBe(true);
  });

  it('accepts TRUE, surrounding spaces and a boolean true; other values do not disable', () => {
    expect(isFeatureEnabled(flags({ 'health.disable': ' TRUE ' }), 'health')).toBe(false);
    expect(isFeatureEnabled(flags({ 'health.disable': true }), 'health')).toBe(false);
    expect(isFeatureEnabled(flags({ 'health.disable': 'yes' }), 'health')).toBe(true);
    expect(isFeatureEnabled(flags({ 'health.disable': null }), 'health')).toBe(true);
    expect(isFeatureEnabled(flags({ health: 'true' }), 'health')).toBe(true);
  });

  it('settings children inherit the disabling of config, topology and health', () => {
    expect(isFeatureEnabled(flags({ 'config.disable': 'true' }), 'settings.config_scraper')).toBe(false);
    expect(isFeatureEnabled(flags({ 'topology.disable': 'true' }), 'settings.topology')).toBe(false);
    expect(isFeatureEnabled(flags({ 'health.disable': 'true' }), 'settings.health')).toBe(false);
  });

  it('the logs flag hides the Log Backends entry too', () => {
    expect(isFeatureEnabled(flags({ 'logs.disable': 'true' }), 'settings.logging_backends')).toBe(false);
    expect(isFeatureEnabled(flags({ 'logs.disable': 'true' }), 'settings.connections')).toBe(true);
  });

  it('other settings children do not inherit from their area', () => {
    expect(isFeatureEnabled(flags({ 'playbooks.disable': 'true' }), 'settings.playbooks')).toBe(true);
    expect(isFeatureEnabled(flags({ 'config.disable': 'true' }), 'settings.connections')).toBe(true);
  });

  it('a disabled child does not disable its parent', () => {
    expect(isFeatureEnabled(flags({ 'settings.health.disable': 'true' }), 'health')).toBe(true);
  });
});
