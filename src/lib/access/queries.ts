import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { getJson } from '../api-client.ts';
import { featureFlagsFrom, propertiesSchema } from './feature-flags.ts';
import { toCurrentUser, whoamiSchema } from './whoami.ts';

// One query-options factory per call; each is the only place its key is spelled.

/** The signed-in user, roles included (`GET /api/auth/whoami`). */
export function whoamiQuery() {
  return queryOptions({
    queryKey: ['auth', 'whoami'],
    queryFn: async ({ signal }) => toCurrentUser(await getJson('auth/whoami', whoamiSchema, signal)),
    staleTime: 5 * 60_000,
    // A 401 means "signed out": retrying cannot help.
    retry: false,
  });
}

/** Feature flags from the merged property list (`GET /api/properties`). */
export function featureFlagsQuery() {
  return queryOptions({
    queryKey: ['properties'],
    queryFn: async ({ signal }) => featureFlagsFrom(await getJson('properties', propertiesSchema, signal)),
    staleTime: 5 * 60_000,
  });
}

const aboutSchema = z.object({ appVersion: z.string().nullish(), chartVersion: z.string().nullish() });

/** The backend's version line: chartVersion, else appVersion, else 'NA' (`GET /api/about`). */
export function backendVersionQuery() {
  return queryOptions({
    queryKey: ['about'],
    queryFn: async ({ signal }) => {
      const about = await getJson('about', aboutSchema, signal);
      const version = [about.chartVersion, about.appVersion].find((v) => v !== undefined && v !== null && v !== '');
      return version ?? 'NA';
    },
    staleTime: Infinity,
  });
}
