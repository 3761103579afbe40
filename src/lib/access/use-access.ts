import { useQuery } from '@tanstack/react-query';
import { isFeatureEnabled, type Feature } from './feature-flags.ts';
import { can, type Action, type Resource } from './permissions.ts';
import { featureFlagsQuery, whoamiQuery } from './queries.ts';
import type { CurrentUser } from './whoami.ts';

/** The signed-in user, or undefined while whoami loads (or failed). */
export function useCurrentUser(): CurrentUser | undefined {
  return useQuery(whoamiQuery()).data;
}

/**
 * Whether the signed-in user may `action` on `resource`. False until whoami has answered, so
 * gated controls appear rather than disappear.
 */
export function useCan(resource: Resource, action: Action): boolean {
  const user = useCurrentUser();
  return user !== undefined && can(user.roles, resource, action);
}

/** Whether `feature` is enabled. False until the properties have loaded (routes wait for them). */
export function useFeatureEnabled(feature: Feature): boolean {
  const flags = useQuery(featureFlagsQuery()).data;
  return flags !== undefined && isFeatureEnabled(flags, feature);
}
