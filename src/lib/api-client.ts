import ky from 'ky';
import type { z } from 'zod';

/** The one HTTP client of the console: same-origin `/api`, JSON, and a bounded wait. */
export const api = ky.create({ prefixUrl: '/api', timeout: 15_000, retry: 0 });

/** GET a JSON path under /api and parse it with `schema`, so bad server data fails here, named. */
export async function getJson<S extends z.ZodType>(path: string, schema: S, signal?: AbortSignal): Promise<z.infer<S>> {
  const body: unknown = await api.get(path, signal ? { signal } : {}).json();
  return schema.parse(body);
}
