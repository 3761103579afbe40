import { describe, expect, it } from 'vitest';
import { Bitset } from './bitset.ts';
import type { ConfigItem } from '../collections/config-items.ts';
import { generateConfigItems, pick, seededRandom, configItemCollection } from './config-item-fixtures.ts';
import { QueryEngine } from './engine.ts';
import { naiveQuery } from './naive-reference.ts';
import type { MapKeyFilter, QueryInput } from './query-schema.ts';
import { RowStore } from './row-store.ts';
import { awkwardItems, comparable } from './test-support.ts';

/** Awkward rows plus a high-cardinality label, a prototype-named key and a label on some rows only. */
function labelledItems(count: number, seed: number): ConfigItem[] {
  return awkwardItems(count, seed).map((row, i) => {
    if (!row.labels) return row;
    const labels: Record<string, string> = { ...row.labels, 'pod-template-hash': `h${(i * 7_919) % 977}` };
    if (i % 5 === 0) labels['constructor'] = i % 10 === 0 ? 'a' : 'b';
    if (i % 3 === 0) labels['tier'] = `t${i % 4}`;
    return { ...row, labels };
  });
}

const keys = [
  'team',
  'app',
  'tier',
  'pod-template-hash',
  'constructor',
  'app.kubernetes.io/version',
  'missing',
];
const values = ['payments', 'sre', 'nginx', 'redis', 't1', 't3', 'h1', 'h500', 'a', 'b', 'v1.2', 'nope'];

function randomMapFilter(random: () => number): MapKeyFilter {
  const some = () => values.filter(() => random() < 0.25);
  switch (Math.floor(random() * 5)) {
    case 0:
      return { include: some() };
    case 1:
      return { exclude: some() };
    case 2:
      return { exists: random() < 0.5 };
    case 3:
      return { include: some(), exclude: some() };
    default:
      return { exists: true, exclude: some() };
  }
}

/** Label-filter queries on any key (and sometimes a tag key too), sorted, windowed. */
function randomLabelQueries(count: number, seed: number): QueryInput[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => ({
    maps: {
      labels: {
        [pick(random, keys)]: randomMapFilter(random),
        ...(random() < 0.3 ? { [pick(random, keys)]: randomMapFilter(random) } : {}),
      },
      ...(random() < 0.3
        ? { tags: { [pick(random, ['cluster', 'region', 'namespace', 'missing'])]: randomMapFilter(random) } }
        : {}),
    },
    ...(random() < 0.3 ? { where: [{ field: 'health', in: ['healthy', null] }] } : {}),
    // Label options beside the filter: counted from the same index when it is built.
    ...(random() < 0.3
      ? {
          mapFacets: [
            {
              field: 'labels',
              ...(random() < 0.3 ? { key: pick(random, keys) } : {}),
              keysOnly: random() < 0.2,
              limit: 40,
            },
            { field: 'tags', limit: 10 },
          ],
          facetsExcludeOwnFilter: random() < 0.5,
        }
      : {}),
    sort: [{ field: pick(random, ['name', 'updated_at']), dir: random() < 0.5 ? 'asc' : 'desc' }],
    offset: random() < 0.7 ? 0 : 40,
    limit: 60,
  }));
}

function loaded(rows: readonly ConfigItem[], indexMaps: boolean): QueryEngine<ConfigItem> {
  const engine = new QueryEngine(configItemCollection);
  engine.load(rows);
  if (indexMaps) engine.indexMaps();
  return engine;
}

describe('map field all-keys index', () => {
  it(
    'answers a filter on any key exactly as the key’s own index and the naive reference',
    { timeout: 120_000 },
    () => {
      const rows = labelledItems(3_000, 5);
      const indexed = loaded(rows, true);
      const plain = loaded(rows, false);
      expect(indexed.prepared().mapIndexes).toEqual(['labels', 'tags', 'analysis']);
      expect(plain.prepared().mapIndexes).toEqual([]);
      for (const input of randomLabelQueries(200, 8)) {
        const expected = comparable(naiveQuery(configItemCollection, rows, indexed.parseQuery(input)));
        expect(comparable(indexed.query(input)), JSON.stringify(input)).toEqual(expected);
        expect(comparable(plain.query(input)), JSON.stringify(input)).toEqual(expected);
      }
    },
  );

  it(
    'stays exact under one-row and batch writes that change, add and remove labels',
    { timeout: 120_000 },
    () => {
      const random = seededRandom(3);
      let current = labelledItems(2_500, 9);
      const engine = loaded(current, true);
      const fresh = generateConfigItems(400, 77);
      const queries = randomLabelQueries(40, 21);
      for (let round = 0; round < 60; round++) {
        const what = random();
        if (what < 0.4) {
          const row = pick(random, current);
          const labels =
            random() < 0.2
              ? null
              : {
                  team: pick(random, ['payments', 'sre', 'new-team']),
                  'pod-template-hash': `h${round}`,
                  ...(random() < 0.5 ? { tier: 't1' } : {}),
                };
          const changed = { ...row, labels };
          current = current.map((r) => (r.id === row.id ? changed : r));
          engine.upsert([changed]);
        } else if (what < 0.6) {
          const page = fresh
            .slice((round * 7) % 350, ((round * 7) % 350) + 40)
            .map((row) => ({ ...row, id: `${row.id}-${round}` }));
          current = [...current, ...page];
          engine.upsert(page);
        } else {
          const gone = new Set(
            Array.from({ length: 1 + Math.floor(random() * 50) }, () => pick(random, current).id),
          );
          current = current.filter((row) => !gone.has(row.id));
          engine.remove([...gone]);
        }
        for (const input of queries.slice(round % 4, (round % 4) + 10))
          expect(comparable(engine.query(input)), JSON.stringify(input)).toEqual(
            comparable(naiveQuery(configItemCollection, current, engine.parseQuery(input))),
          );
      }
    },
  );

  it(
    'built in steps with writes in between, it ends up exact (only complete indexes are used)',
    { timeout: 60_000 },
    () => {
      const random = seededRandom(12);
      const store = new RowStore(configItemCollection);
      let current = labelledItems(1_500, 4);
      for (const row of current) store.put(row);
      const index = store.startMapIndex('labels');
      expect(index).toBeDefined();
      if (!index) return;
      const extra = generateConfigItems(300, 31);
      let steps = 0;
      while (!index.ready) {
        expect(store.mapIndex('labels')).toBeUndefined();
        index.extend(store.maps.get('labels') ?? [], store.alive, 64);
        steps++;
        for (let i = 0; i < 4; i++) {
          const what = random();
          if (what < 0.5) {
            const row = pick(random, current);
            const changed = {
              ...row,
              labels: { team: pick(random, ['payments', 'sre']), tier: `t${steps % 4}` },
            };
            current = current.map((r) => (r.id === row.id ? changed : r));
            store.put(changed);
          } else if (what < 0.75) {
            const added = { ...pick(random, extra), id: `added-${steps}-${i}` };
            current = [...current, added];
            store.put(added);
          } else {
            const gone = pick(random, current).id;
            current = current.filter((row) => row.id !== gone);
            store.remove(gone);
          }
        }
      }
      expect(steps).toBeGreaterThan(20);
      expect(store.mapIndex('labels')).toBe(index);
      const engine = loaded(current, false);
      const rng = seededRandom(2);
      for (let i = 0; i < 200; i++) {
        const key = pick(rng, keys);
        const filter = randomMapFilter(rng);
        const candidates = Bitset.copyOf(store.alive);
        index.filter(candidates, key, filter);
        const got: string[] = [];
        candidates.forEach((slot) => got.push(store.keys[slot] ?? '?'));
        const expected = naiveQuery(
          configItemCollection,
          current,
          engine.parseQuery({ maps: { labels: { [key]: filter } }, limit: 5_000 }),
        ).rows.map((row) => row.id);
        expect(got.sort(), `${key} ${JSON.stringify(filter)}`).toEqual(expected.sort());
      }
    },
  );

  it(
    'keeps a value unique to each row in a short list, not a bitset, and drops emptied lists',
    { timeout: 30_000 },
    () => {
      const store = new RowStore(configItemCollection);
      const rows = generateConfigItems(20_000, 6).map((row, i) => ({ ...row, labels: { build: `b${i}` } }));
      for (const row of rows) store.put(row);
      const index = store.startMapIndex('labels');
      index?.extend(store.maps.get('labels') ?? [], store.alive, Number.POSITIVE_INFINITY);
      // 16 bytes a row (a 4-slot list); one bitset per value would take 2.5 KB each, 50 MB in all.
      expect(index?.bytes()).toBe(16 * rows.length);
      for (const row of rows.slice(0, 15_000)) store.remove(row.id);
      expect(index?.bytes()).toBe(16 * 5_000);
    },
  );
});
