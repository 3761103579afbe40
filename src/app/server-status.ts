import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { getJson } from '../lib/api-client.ts';

export const serverHealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  db_ms: z.number(),
});
export type ServerHealth = z.infer<typeof serverHealthSchema>;

export const serverHealthQuery = () =>
  queryOptions({
    queryKey: ['server', 'health'],
    queryFn: ({ signal }) => getJson('health', serverHealthSchema, signal),
    refetchInterval: 30_000,
  });
