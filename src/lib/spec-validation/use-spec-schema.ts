import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getJson, httpStatusOf } from '../api-client.ts';
import type { JsonSchema } from './types.ts';

/** `GET /api/schemas/{name}`: a spec type's JSON schema. It changes only with a server release. */
export function specSchemaQuery(name: string) {
  return queryOptions({
    queryKey: ['schemas', name],
    queryFn: async ({ signal }): Promise<JsonSchema> =>
      getJson(`schemas/${encodeURIComponent(name)}`, z.record(z.string(), z.unknown()), signal),
    staleTime: 60 * 60_000,
    // A missing schema stays missing; the editor then checks the syntax only.
    retry: (failures, error) => httpStatusOf(error) !== 404 && failures < 2,
  });
}

/**
 * The schema a spec editor validates against, e.g. `useSpecSchema('canary.spec.schema.json')`.
 * Pass undefined to ask for none. `data` is undefined while loading or when it failed: the
 * editor still works, checking the syntax only.
 */
export function useSpecSchema(name: string | undefined) {
  return useQuery({ ...specSchemaQuery(name ?? ''), enabled: name !== undefined && name !== '' });
}
