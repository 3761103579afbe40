// GET /api/canary/api/topology (api-contract §3.3; mission-control serves it from duty's
// query.Topology) and the same at /api/topology (spec 01-core's API list). Read access needs
// read on `topologies`, which every role has.
import type { Hono } from 'hono';
import type { Queryable } from '../db/database.ts';
import { principalOf } from '../access/principal.ts';
import { serviceForbidden } from '../access/responses.ts';
import { allows } from '../access/roles.ts';
import { parseTopologyParams, TopologyParamError, type TopologyOptions } from './topology-params.ts';
import { loadComponents, loadFacts } from './topology-query.ts';
import { buildTopology, type TopologyResponse } from './topology-tree.ts';

/** With auth turned off (tests, benchmarks) there is no principal and every call is allowed. */
export function mayReadTopology(req: Request): boolean {
  const p = principalOf(req);
  return p === undefined || allows(p.roles, 'topologies', 'read');
}

export async function queryTopology(db: Queryable, opts: TopologyOptions): Promise<TopologyResponse> {
  const rows = await loadComponents(db, opts.id);
  const facts = await loadFacts(
    db,
    rows.map((r) => r.id),
  );
  return buildTopology(rows, facts, opts);
}

export function topologyRoutes(app: Hono, db: Queryable): void {
  const handler = async (req: Request): Promise<Response> => {
    if (!mayReadTopology(req)) return serviceForbidden('permission denied: topologies read');
    let opts: TopologyOptions;
    try {
      opts = parseTopologyParams(new URL(req.url).searchParams);
    } catch (e) {
      if (!(e instanceof TopologyParamError)) throw e;
      return Response.json({ error: 'bad request', message: e.message }, { status: 400 });
    }
    return Response.json(await queryTopology(db, opts));
  };
  app.get('/api/canary/api/topology', (c) => handler(c.req.raw));
  app.get('/api/topology', (c) => handler(c.req.raw));
}
