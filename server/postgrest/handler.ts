import type { Database } from '../db/database.ts';
import type { Catalog } from './catalog.ts';
import { exposedRelation, loadCatalog } from './catalog.ts';
import type { Authorize, RequestContext, RowPolicy } from './context.ts';
import { Denied } from './context.ts';
import { errorResponse, PgrstError, toPgrstError } from './errors.ts';
import { parsePrefer } from './parse/prefer.ts';
import { splitQuery } from './parse/query.ts';
import { handlePut } from './put-handler.ts';
import { handleRead } from './read-handler.ts';
import type { Relationship, Relationships } from './relationships.ts';
import { buildRelationships } from './relationships.ts';
import { DEFAULT_MAX_EMBED_DEPTH, DEFAULT_MAX_RESPONSE_BYTES, rejectNulBytes } from './limits.ts';
import { rewriteMissionControlFilters } from './mc-filters.ts';
import { negotiate } from './response.ts';
import { handleRpc } from './rpc-handler.ts';
import { handleDelete, handleInsert, handleUpdate } from './write-handler.ts';

/** The PostgREST-compatible engine behind `/api/db/*`. */
export interface PostgrestHandler {
  /** `path` is what follows /api/db, e.g. "/configs" or "/rpc/related_configs_recursive". */
  handle(req: Request, path: string): Promise<Response>;
  /** Re-reads the schema catalogue (after migrations). */
  reloadSchema(): Promise<void>;
}

export interface PostgrestOptions {
  /** Caps every level of a read, like PostgREST's `db-max-rows` (Mission Control: 2000). */
  maxRows?: number;
  /** A non-null Response short-circuits the request (401/403); used by access control. */
  authorize?: Authorize;
  /** Checks or completes the rows of writes (e.g. `created_by`); see RowPolicy. */
  rowPolicy?: RowPolicy;
  /** Relationships for views whose foreign keys cannot be inferred from their definition. */
  relationships?: readonly Relationship[];
  /** Deepest embedding a select may ask for (default 3). */
  maxEmbedDepth?: number;
  /** Largest response body served, in bytes (default 32 MB); larger reads answer 400. */
  maxResponseBytes?: number;
  /** Rewrite Mission Control's `<col>.filter=` parameters like its proxy does (default true). */
  missionControlFilters?: boolean;
}

const TABLE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export async function createPostgrest(db: Database, opts: PostgrestOptions = {}): Promise<PostgrestHandler> {
  let cat: Catalog = await loadCatalog(db);
  let rels: Relationships = buildRelationships(cat, opts.relationships);
  const maxRows = opts.maxRows ?? 2000;

  async function route(req: Request, path: string): Promise<Response> {
    const segments = path.replace(/^\//, '').split('/').map(decodeSegment);
    const method = req.method.toUpperCase();
    const isRpc = segments.length === 2 && segments[0] === 'rpc';
    if (segments.some((s) => s === '') || (segments.length !== 1 && !isRpc)) {
      if (path === '/' || path === '')
        throw new PgrstError(404, 'PGRST126', 'Root endpoint metadata is disabled');
      throw new PgrstError(404, 'PGRST125', 'Invalid path specified in request URL');
    }
    const profileHeader = ['GET', 'HEAD', 'OPTIONS'].includes(method) ? 'accept-profile' : 'content-profile';
    const profile = req.headers.get(profileHeader);
    if (profile !== null && profile !== 'public') {
      throw new PgrstError(
        406,
        'PGRST106',
        `Invalid schema: ${profile}`,
        null,
        'Only the following schemas are exposed: public',
      );
    }
    const url = new URL(req.url);
    const ctx: RequestContext = {
      db,
      cat,
      rels,
      maxRows,
      req,
      prefs: parsePrefer(req.headers.get('prefer')),
      media: 'json',
      pairs:
        opts.missionControlFilters === false
          ? splitQuery(url.search.slice(1))
          : rewriteMissionControlFilters(splitQuery(url.search.slice(1))),
      authorize: opts.authorize,
      rowPolicy: opts.rowPolicy,
      maxEmbedDepth: opts.maxEmbedDepth ?? DEFAULT_MAX_EMBED_DEPTH,
      maxResponseBytes: opts.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    };
    rejectNulBytes(ctx.pairs);
    if (isRpc) {
      if (!['GET', 'HEAD', 'POST', 'OPTIONS'].includes(method)) {
        throw new PgrstError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
      }
      if (method === 'OPTIONS')
        return new Response(null, { status: 200, headers: { Allow: 'OPTIONS,GET,HEAD,POST' } });
      ctx.media = negotiate(req.headers.get('accept'));
      return handleRpc(ctx, segments[1] ?? '');
    }
    const relation = segments[0] ?? '';
    if (!TABLE_METHODS.includes(method))
      throw new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    const rel = exposedRelation(cat, relation);
    if (!rel) {
      throw new PgrstError(
        404,
        'PGRST205',
        `Could not find the table 'public.${relation}' in the schema cache`,
      );
    }
    if (method === 'OPTIONS') {
      const allow =
        rel.pk.length > 0 ? 'OPTIONS,GET,HEAD,POST,PUT,PATCH,DELETE' : 'OPTIONS,GET,HEAD,POST,PATCH,DELETE';
      return new Response(null, { status: 200, headers: { Allow: allow } });
    }
    ctx.media = negotiate(req.headers.get('accept'));
    if (method === 'GET' || method === 'HEAD') return handleRead(ctx, relation);
    if (method === 'POST') return handleInsert(ctx, relation);
    if (method === 'PUT') return handlePut(ctx, relation);
    if (method === 'PATCH') return handleUpdate(ctx, relation);
    return handleDelete(ctx, relation);
  }

  return {
    async handle(req, path) {
      try {
        const res = await route(req, path);
        if (req.headers.has('accept-profile') || req.headers.has('content-profile'))
          res.headers.set('Content-Profile', 'public');
        return res;
      } catch (e) {
        if (e instanceof Denied) return e.response;
        return errorResponse(toPgrstError(e));
      }
    },
    async reloadSchema() {
      cat = await loadCatalog(db);
      rels = buildRelationships(cat, opts.relationships);
    },
  };
}
