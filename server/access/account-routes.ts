import { hostname } from 'node:os';
import type { Hono } from 'hono';
import type { Queryable } from '../db/database.ts';
import { principalOf } from './principal.ts';
import { serviceUnauthorized } from './responses.ts';
import { permissionsOf } from './roles.ts';

export interface AccountRoutesDeps {
  db: Queryable;
  /** The server's version (package.json), reported as `appVersion`. */
  version: string;
  /** Helm chart version, when deployed by one; empty otherwise (the console then shows appVersion). */
  chartVersion?: string;
  /** Server-level properties (Mission Control's `mission-control.properties`), listed as `source: "local"`. */
  localProperties?: Readonly<Record<string, string>>;
}

interface PersonRow {
  id: string;
  name: string;
  email: string | null;
  avatar: string | null;
  type: string | null;
}

/** One entry of `GET /api/properties`, as duty's echo handler returns it. */
export interface PropertyEntry {
  name: string;
  value: string;
  source: 'local' | 'db';
  type: string;
  description: string;
}

/**
 * The merged property list: local properties first, then the database's `properties` rows that a
 * local property of the same name does not shadow (soft-deleted rows left out), by name.
 */
export async function mergedProperties(
  db: Queryable,
  local: Readonly<Record<string, string>> = {},
): Promise<PropertyEntry[]> {
  const entry = (name: string, value: string, source: PropertyEntry['source']): PropertyEntry => ({
    name,
    value,
    source,
    type: '',
    description: '',
  });
  const out = Object.entries(local)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => entry(k, v, 'local'));
  const { rows } = await db.query<{ name: string; value: string }>(
    'SELECT name, value FROM properties WHERE deleted_at IS NULL ORDER BY name',
  );
  for (const r of rows) if (!Object.hasOwn(local, r.name)) out.push(entry(r.name, r.value, 'db'));
  return out;
}

/** `GET /api/auth/whoami`, `GET /api/about` and `GET /api/properties` (api-contract §3.6). */
export function accountRoutes(app: Hono, deps: AccountRoutesDeps): void {
  app.get('/api/about', (c) => c.json({ appVersion: deps.version, chartVersion: deps.chartVersion ?? '' }));

  app.get('/api/auth/whoami', async (c) => {
    const principal = principalOf(c.req.raw);
    if (principal === undefined) return serviceUnauthorized();
    const { rows } = await deps.db.query<PersonRow>(
      'SELECT id, name, email, avatar, type FROM people WHERE id = $1',
      [principal.personId],
    );
    const person = rows[0];
    if (person === undefined) return serviceUnauthorized();
    const user: Record<string, string> = { id: person.id, name: person.name };
    if (person.email !== null) user['email'] = person.email;
    if (person.avatar !== null) user['avatar'] = person.avatar;
    if (person.type !== null) user['type'] = person.type;
    return c.json({
      message: 'success',
      payload: {
        user,
        roles: principal.roles,
        permissions: permissionsOf(principal.roles),
        hostname: hostname(),
      },
    });
  });

  app.get('/api/properties', async (c) => c.json(await mergedProperties(deps.db, deps.localProperties)));
}
