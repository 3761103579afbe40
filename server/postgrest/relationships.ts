import type { Catalog } from './catalog.ts';
import { PgrstError } from './errors.ts';

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one';

/** A way to embed `target` rows into `source` rows: `source.col = target.col` for each pair. */
export interface Relationship {
  source: string;
  target: string;
  constraint: string;
  /** Pairs of (source column, target column). */
  columns: [string, string][];
  cardinality: Cardinality;
  /** True when the foreign key columns are on the source side (to-one through the FK). */
  fkOnSource: boolean;
}

/** Relationship index by source relation name. */
export type Relationships = Map<string, Relationship[]>;

interface Exposure {
  name: string;
  cols: string[];
}

/** The table itself, then every view exposing all of `cols` of `table` as plain columns. */
function exposures(cat: Catalog, table: string, cols: string[]): Exposure[] {
  const out: Exposure[] = [{ name: table, cols }];
  for (const [view, origins] of cat.viewOrigins) {
    const mapped: string[] = [];
    for (const col of cols) {
      const hit = [...origins].find(([, o]) => o.table === table && o.column === col);
      if (!hit) break;
      mapped.push(hit[0]);
    }
    if (mapped.length === cols.length) out.push({ name: view, cols: mapped });
  }
  return out;
}

function zip(a: string[], b: string[]): [string, string][] {
  return a.map((x, i) => [x, b[i] ?? '']);
}

/**
 * Builds every relationship from foreign keys (and their view exposures), plus `extra`
 * ones declared in code for views whose keys cannot be inferred.
 */
export function buildRelationships(cat: Catalog, extra: readonly Relationship[] = []): Relationships {
  const all: Relationship[] = [];
  for (const fk of cat.foreignKeys) {
    const table = cat.relations.get(fk.table);
    const unique =
      table?.uniques.some((u) => u.length === fk.columns.length && u.every((c) => fk.columns.includes(c))) ??
      false;
    for (const s of exposures(cat, fk.table, fk.columns)) {
      for (const t of exposures(cat, fk.refTable, fk.refColumns)) {
        all.push({
          source: s.name,
          target: t.name,
          constraint: fk.name,
          columns: zip(s.cols, t.cols),
          cardinality: unique ? 'one-to-one' : 'many-to-one',
          fkOnSource: true,
        });
        all.push({
          source: t.name,
          target: s.name,
          constraint: fk.name,
          columns: zip(t.cols, s.cols),
          cardinality: unique ? 'one-to-one' : 'one-to-many',
          fkOnSource: false,
        });
      }
    }
  }
  all.push(...extra.filter((r) => cat.relations.has(r.source) && cat.relations.has(r.target)));
  const index: Relationships = new Map();
  for (const r of all) index.set(r.source, [...(index.get(r.source) ?? []), r]);
  return index;
}

/** Picks the relationship an embed token (`target`, optional `!hint`) names, PostgREST's `findRel`. */
export function findRelationship(
  cat: Catalog,
  rels: Relationships,
  source: string,
  target: string,
  hint: string | undefined,
): Relationship {
  const single = (r: Relationship, side: 0 | 1, name: string) =>
    r.columns.length === 1 && r.columns[0]?.[side] === name;
  const isTable = (r: Relationship) => cat.relations.get(r.target)?.kind === 'table';
  const candidates = (rels.get(source) ?? []).filter((r) => {
    const targetOk =
      r.target === target ||
      (isTable(r) && r.constraint === target) ||
      (isTable(r) && r.fkOnSource && single(r, 0, target));
    const hintOk = hint === undefined || r.constraint === hint || single(r, 0, hint) || single(r, 1, hint);
    return targetOk && hintOk;
  });
  const unique = candidates.filter(
    (r, i) =>
      candidates.findIndex(
        (o) =>
          o.target === r.target &&
          o.constraint === r.constraint &&
          o.cardinality === r.cardinality &&
          JSON.stringify(o.columns) === JSON.stringify(r.columns),
      ) === i,
  );
  if (unique.length === 1 && unique[0]) return unique[0];
  if (unique.length === 0) {
    const using = hint === undefined ? '' : ` using the hint '${hint}'`;
    throw new PgrstError(
      400,
      'PGRST200',
      `Could not find a relationship between '${source}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${source}' and '${target}'${using} in the schema 'public', but no matches were found.`,
    );
  }
  const details = unique.map((r) => ({
    cardinality: r.cardinality,
    embedding: `${source} with ${r.target}`,
    relationship: `${r.constraint} using ${source}(${r.columns.map((c) => c[0]).join(', ')}) and ${r.target}(${r.columns.map((c) => c[1]).join(', ')})`,
  }));
  const options = unique.map((r) => `'${target}!${r.constraint}'`).join(', ');
  throw new PgrstError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${source}' and '${target}'`,
    details,
    `Try changing '${target}' to one of the following: ${options}. Find the desired relationship in the 'details' key.`,
  );
}
