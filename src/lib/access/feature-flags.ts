import { z } from 'zod';
import { builtOnFirstUse } from '../built-on-first-use.ts';

/** Feature keys of spec 01-core §6 "Feature flags". */
export const FEATURES = [
  'topology',
  'health',
  'incidents',
  'config',
  'logs',
  'playbooks',
  'agents',
  'settings.connections',
  'settings.users',
  'settings.teams',
  'settings.rules',
  'settings.config_scraper',
  'settings.topology',
  'settings.health',
  'settings.job_history',
  'settings.feature_flags',
  'settings.logging_backends',
  'settings.event_queue_status',
  'settings.organization_profile',
  'settings.notifications',
  'settings.playbooks',
  'settings.integrations',
] as const;
export type Feature = (typeof FEATURES)[number];

/** One entry of `GET /api/properties`. Values may come as non-strings from other servers. */
export const propertiesSchema = builtOnFirstUse(() =>
  z.array(
    z
      .object({
        name: z.string(),
        value: z
          .union([z.string(), z.number(), z.boolean(), z.null()])
          .transform((v) => (v === null ? '' : String(v))),
      })
      .loose(),
  ),
);
export type PropertyList = z.infer<typeof propertiesSchema>;

/**
 * Settings children that also go away when their parent area is disabled (spec 01-core §7), and
 * the Log Backends entry, which the logs flag hides (02-areas §4).
 */
const PARENT_OF: Partial<Record<Feature, Feature>> = {
  'settings.config_scraper': 'config',
  'settings.topology': 'topology',
  'settings.health': 'health',
  'settings.logging_backends': 'logs',
};

/**
 * The disabled features, read once from the property list. A plain object (not a class) so the
 * query cache can persist it.
 */
export interface FeatureFlags {
  /** Feature names whose `{name}.disable` property is 'true' (any name, known or not). */
  disabled: string[];
}

/** `{feature}.disable` = `'true'` (case-insensitive, trimmed) disables a feature. */
export function featureFlagsFrom(properties: PropertyList): FeatureFlags {
  const disabled = new Set<string>();
  for (const p of properties) {
    if (p.name.endsWith('.disable') && p.value.trim().toLowerCase() === 'true')
      disabled.add(p.name.slice(0, -'.disable'.length));
  }
  return { disabled: [...disabled].sort() };
}

/** Whether `feature` is on; a settings child is off too when its parent area (config, topology, health) is. */
export function isFeatureEnabled(flags: FeatureFlags, feature: Feature): boolean {
  if (flags.disabled.includes(feature)) return false;
  const parent = PARENT_OF[feature];
  return parent === undefined || !flags.disabled.includes(parent);
}
