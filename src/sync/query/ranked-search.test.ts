import { describe, expect, it } from 'vitest';
import type { ConfigItem } from '../collections/config-items.ts';
import { matchClass } from '../../lib/search/match-rank.ts';
import { configItemCollection, generateConfigItems } from './config-item-fixtures.ts';
import { QueryEngine } from './engine.ts';

const named = (id: string, name: string): ConfigItem => ({ ...generateConfigItems(1, 7)[0]!, id, name });

function engineWith(rows: readonly ConfigItem[]) {
  const engine = new QueryEngine(configItemCollection);
  engine.load(rows);
  return engine;
}

describe('ranked search (the command palette over one collection)', () => {
  it('ranks a prefix before a word start before a match elsewhere, then by name', () => {
    const engine = engineWith([
      named('1', 'angina'),
      named('2', 'kube-nginx'),
      named('3', 'nginx-ingress'),
      named('4', 'Nginx'),
      named('5', 'redis'),
      named('6', 'api/nginx'),
    ]);
    const hits = engine.search('NGI', 'name', 10);
    expect(hits.rows.map((r) => r.name)).toEqual([
      'Nginx',
      'nginx-ingress',
      'api/nginx',
      'kube-nginx',
      'angina',
    ]);
    expect(hits.total).toBe(5);
  });

  it('keeps only the best rows, and counts every match', () => {
    const rows = generateConfigItems(3_000, 11);
    const engine = engineWith(rows);
    for (const text of ['ng', 'pod', 'ingress con', 'e']) {
      const hits = engine.search(text, 'name', 8);
      // Every row the engine's text filter matches and not soft-deleted, ranked naively the same way.
      const matching = engine.query({
        text,
        limit: 5_000,
        where: [{ field: 'deleted_at', isNull: true }],
      }).rows;
      const ranked = matching
        .map((row) => ({
          row,
          rank: matchClass((row.name ?? '').toLowerCase(), text),
          title: (row.name ?? '').toLowerCase(),
        }))
        .sort((a, b) => a.rank - b.rank || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));
      expect(hits.total, text).toBe(matching.length);
      expect(
        hits.rows.map((r) => (r.name ?? '').toLowerCase()),
        text,
      ).toEqual(ranked.slice(0, 8).map((r) => r.title));
    }
  });

  it('answers nothing for empty text, and follows writes', () => {
    const engine = engineWith([named('1', 'payments-api')]);
    expect(engine.search('  ', 'name', 5)).toEqual({ total: 0, rows: [] });
    expect(engine.search('pay', 'name', 5).total).toBe(1);
    engine.upsert([named('2', 'payroll')]);
    engine.remove(['1']);
    expect(engine.search('pay', 'name', 5).rows.map((r) => r.id)).toEqual(['2']);
  });

  it('neither lists nor counts a soft-deleted row, and lists it again once restored', () => {
    const gone = { ...named('2', 'payments-db'), deleted_at: '2026-01-02T00:00:00Z' };
    const engine = engineWith([named('1', 'payments-api'), gone]);
    expect(engine.search('payments', 'name', 5)).toEqual({ total: 1, rows: [named('1', 'payments-api')] });
    engine.upsert([{ ...gone, deleted_at: null }]);
    expect(engine.search('payments', 'name', 5).rows.map((r) => r.id)).toEqual(['1', '2']);
  });
});
