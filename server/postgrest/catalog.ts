import type { Queryable } from '../db/database.ts';
import { loadViewBases } from './view-bases.ts';
import { viewColumnOrigins } from './view-origins.ts';

/**
 * The schema catalogue of `public`: the only source of identifiers the SQL builders use.
 * Introspected once (and again on `reloadSchema`), never per request.
 */
export interface Column {
  name: string;
  /** `format_type()` output, e.g. `timestamp with time zone`, `text[]`; safe to splice into SQL. */
  type: string;
  /** `pg_type.typname`, e.g. `tsvector`, `jsonb`, `_text`. */
  typeName: string;
  notNull: boolean;
  hasDefault: boolean;
  /** `pg_attribute.attnum` (0 for function OUT columns). */
  num: number;
  /** Default expression (from the catalogue; identity columns get their `nextval`), for `Prefer: missing=default`. */
  default: string | null;
}

export interface Relation {
  oid: number;
  name: string;
  /** `composite`: a free-standing row type (function results only, not routable). */
  kind: 'table' | 'view' | 'composite';
  columns: Map<string, Column>;
  /** Primary key columns (empty for views and key-less tables). */
  pk: string[];
  /** Unique keys (PK included), each a column list. */
  uniques: string[][];
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface PgFunction {
  name: string;
  /** Input arguments in declaration order. */
  args: FunctionArg[];
  returnsSet: boolean;
  /** `void`, a scalar, a relation's row type (`returnRelation`), or a record with OUT columns. */
  returnKind: 'void' | 'scalar' | 'relation' | 'record';
  returnType: string;
  returnRelation: string | null;
  /** OUT/TABLE columns for `record` results. */
  outColumns: Column[];
  volatility: 'i' | 's' | 'v';
}

/** A table or view that requests may name (composite types are not routable). */
export function exposedRelation(cat: Catalog, name: string): Relation | undefined {
  const rel = cat.relations.get(name);
  return rel && rel.kind !== 'composite' ? rel : undefined;
}

export interface Catalog {
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  functions: Map<string, PgFunction[]>;
  /** View column → base table column it is a plain reference to (resolved through nested views). */
  viewOrigins: Map<string, Map<string, { table: string; column: string }>>;
  /** View → the tables behind it (see view-bases.ts), for access policies. */
  viewBases: Map<string, string[]>;
}

const COLUMNS_SQL = `
SELECT c.oid::int8 AS oid, c.relname, c.relkind::text AS relkind,
  coalesce((SELECT json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
      'typeName', t.typname, 'notNull', a.attnotnull, 'hasDefault', a.atthasdef OR a.attidentity <> '', 'num', a.attnum,
      'default', CASE WHEN a.attgenerated = '' THEN coalesce(
        (SELECT pg_get_expr(d.adbin, d.adrelid) FROM pg_attrdef d WHERE d.adrelid = a.attrelid AND d.adnum = a.attnum),
        CASE WHEN a.attidentity <> '' THEN format('nextval(%L::regclass)',
          pg_get_serial_sequence('public.' || quote_ident(c.relname), a.attname)) END) END) ORDER BY a.attnum)
    FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid
    WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped), '[]')::text AS columns
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = 'public' AND c.relkind IN ('r', 'v', 'm', 'f', 'p', 'c')`;

const KEYS_SQL = `
SELECT c.relname, i.indisprimary AS primary,
  (SELECT json_agg(a.attname ORDER BY k.i) FROM unnest(i.indkey::int2[]) WITH ORDINALITY k(n, i)
    JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.n)::text AS cols
FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = 'public' AND i.indisunique AND i.indpred IS NULL AND i.indexprs IS NULL`;

const FKS_SQL = `
SELECT con.conname, c.relname, fc.relname AS ref_table,
  (SELECT json_agg(a.attname ORDER BY k.i) FROM unnest(con.conkey) WITH ORDINALITY k(n, i)
    JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.n)::text AS cols,
  (SELECT json_agg(a.attname ORDER BY k.i) FROM unnest(con.confkey) WITH ORDINALITY k(n, i)
    JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.n)::text AS ref_cols
FROM pg_constraint con
JOIN pg_class c ON c.oid = con.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
JOIN pg_class fc ON fc.oid = con.confrelid JOIN pg_namespace fn ON fn.oid = fc.relnamespace
WHERE con.contype = 'f' AND n.nspname = 'public' AND fn.nspname = 'public'`;

const VIEWS_SQL = `
SELECT c.relname, r.ev_action::text AS tree
FROM pg_rewrite r JOIN pg_class c ON c.oid = r.ev_class JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = 'public' AND c.relkind IN ('v', 'm') AND r.rulename = '_RETURN'`;

const FUNCTIONS_SQL = `
SELECT p.proname, p.proretset AS retset, p.provolatile::text AS volatility, p.pronargs::int AS nargs,
  p.pronargdefaults::int AS ndefaults, format_type(p.prorettype, NULL) AS rettype, rt.typtype::text AS typtype,
  CASE WHEN rc.relnamespace = 'public'::regnamespace THEN rc.relname END AS retrel,
  coalesce((SELECT json_agg(json_build_object('name', coalesce(p.proargnames[u.i], ''), 'type', format_type(u.t, NULL),
      'typeName', ty.typname, 'mode', coalesce(p.proargmodes[u.i]::text, 'i')) ORDER BY u.i)
    FROM unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) WITH ORDINALITY u(t, i)
    JOIN pg_type ty ON ty.oid = u.t), '[]')::text AS args
FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
JOIN pg_type rt ON rt.oid = p.prorettype
LEFT JOIN pg_class rc ON rc.oid = rt.typrelid
WHERE n.nspname = 'public' AND p.prokind = 'f'
  AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')`;

interface RawArg {
  name: string;
  type: string;
  typeName: string;
  mode: string;
}

function parseFunction(r: Record<string, unknown>): PgFunction {
  const all = JSON.parse(String(r['args'])) as RawArg[];
  const inputs = all.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
  const nDefaults = Number(r['ndefaults']);
  const args = inputs.map((a, i) => ({
    name: a.name,
    type: a.type,
    hasDefault: i >= inputs.length - nDefaults,
  }));
  const outs = all.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
  const rettype = String(r['rettype']);
  const retrel = typeof r['retrel'] === 'string' ? r['retrel'] : null;
  let returnKind: PgFunction['returnKind'] = 'scalar';
  if (rettype === 'void') returnKind = 'void';
  else if (retrel !== null) returnKind = 'relation';
  // OUT/TABLE parameters make rows even when there is just one (then prorettype is that column's type).
  else if (outs.length > 0) returnKind = 'record';
  return {
    name: String(r['proname']),
    args,
    returnsSet: r['retset'] === true,
    returnKind,
    returnType: rettype,
    returnRelation: retrel,
    outColumns: outs.map((o) => ({
      name: o.name,
      type: o.type,
      typeName: o.typeName,
      notNull: false,
      hasDefault: false,
      num: 0,
      default: null,
    })),
    volatility: String(r['volatility']) as PgFunction['volatility'],
  };
}

/** Reads relations, columns, keys, foreign keys, view column origins and functions of `public`. */
export async function loadCatalog(db: Queryable): Promise<Catalog> {
  const [rels, keys, fks, views, fns] = [
    await db.query(COLUMNS_SQL),
    await db.query(KEYS_SQL),
    await db.query(FKS_SQL),
    await db.query(VIEWS_SQL),
    await db.query(FUNCTIONS_SQL),
  ];
  const relations = new Map<string, Relation>();
  const byOid = new Map<number, string>();
  for (const r of rels.rows) {
    const name = String(r['relname']);
    const columns = new Map<string, Column>();
    for (const c of JSON.parse(String(r['columns'])) as Column[]) columns.set(c.name, c);
    const kind =
      r['relkind'] === 'v' || r['relkind'] === 'm' ? 'view' : r['relkind'] === 'c' ? 'composite' : 'table';
    relations.set(name, { oid: Number(r['oid']), name, kind, columns, pk: [], uniques: [] });
    byOid.set(Number(r['oid']), name);
  }
  for (const k of keys.rows) {
    const rel = relations.get(String(k['relname']));
    if (!rel) continue;
    const cols = JSON.parse(String(k['cols'])) as string[] | null;
    if (!cols || cols.length === 0) continue;
    rel.uniques.push(cols);
    if (k['primary'] === true) rel.pk = cols;
  }
  const foreignKeys: ForeignKey[] = fks.rows.map((f) => ({
    name: String(f['conname']),
    table: String(f['relname']),
    columns: JSON.parse(String(f['cols'])) as string[],
    refTable: String(f['ref_table']),
    refColumns: JSON.parse(String(f['ref_cols'])) as string[],
  }));
  const trees = new Map(views.rows.map((v) => [String(v['relname']), String(v['tree'])]));
  const viewOrigins = viewColumnOrigins(trees, byOid, relations);
  const functions = new Map<string, PgFunction[]>();
  for (const r of fns.rows) {
    const fn = parseFunction(r);
    functions.set(fn.name, [...(functions.get(fn.name) ?? []), fn]);
  }
  return { relations, foreignKeys, functions, viewOrigins, viewBases: await loadViewBases(db) };
}
