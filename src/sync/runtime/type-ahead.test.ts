// Typing ahead, both halves: what the worker sends (type-ahead.ts) and what the UI thread's cache
// answers from it (client/ahead-answers.ts). The property that matters: a keystroke's answer taken
// from the cache is exactly the engine's answer for that query, or there is none (then the screen
// waits for the worker as before); never a wrong one.
import { describe, expect, it } from 'vitest';
import { AheadAnswersCache } from '../client/ahead-answers.ts';
import { configItems, type ConfigItem } from '../collections/config-items.ts';
import { generateConfigItems } from '../query/config-item-fixtures.ts';
import type { QueryInput } from '../query/query-schema.ts';
import type { AnySyncedCollection } from '../registry/synced-collection.ts';
import { EngineSet } from './engine-set.ts';
import { candidateTexts, QUIET_AFTER_WRITE_MS, TypeAhead } from './type-ahead.ts';
import { aheadAnswersSchema, canonicalText, type AheadAnswersSent } from './type-ahead-answers.ts';

/** Timers run by hand: `run()` fires what is due at the fake clock, advancing it by `ms`. */
function manualTimers() {
  let now = 0;
  let timers: { at: number; fn: () => void }[] = [];
  return {
    later: (fn: () => void, ms: number) => {
      const timer = { at: now + ms, fn };
      timers.push(timer);
      return () => void (timers = timers.filter((t) => t !== timer));
    },
    now: () => now,
    run(ms = 0): void {
      now += ms;
      for (
        let due = timers.filter((t) => t.at <= now);
        due.length > 0;
        due = timers.filter((t) => t.at <= now)
      ) {
        timers = timers.filter((t) => !due.includes(t));
        for (const timer of due) timer.fn();
      }
    },
  };
}

function setUp(rows: readonly ConfigItem[]) {
  const engines = new EngineSet([configItems as unknown as AnySyncedCollection]);
  engines.upsert(configItems, rows);
  const timers = manualTimers();
  const typeAhead = new TypeAhead({ engines, loaded: () => true, later: timers.later, now: timers.now });
  engines.onApplied((collection) => typeAhead.changed(collection));
  const sent: (AheadAnswersSent | null)[] = [];
  const engine = engines.engine(configItems.name)!;
  return { engines, engine, timers, typeAhead, sent, listen: (a: AheadAnswersSent | null) => sent.push(a) };
}

const listQuery = (text: string): QueryInput => ({
  where: [{ field: 'deleted_at', isNull: true }],
  text,
  sort: [{ field: 'type', dir: 'asc' }],
  offset: 0,
  limit: 30,
});

/** The cache filled with one batch, as the UI thread would hold it (after parsing). */
function cacheOf(query: QueryInput, answers: AheadAnswersSent): AheadAnswersCache {
  const cache = new AheadAnswersCache();
  cache.set(1, configItems.name, query, aheadAnswersSchema.parse(JSON.parse(JSON.stringify(answers))));
  return cache;
}

const CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789-_./: ';

describe('typing ahead', () => {
  const rows = generateConfigItems(2_000, 7);
  const name = rows.find((row) => (row.name ?? '').length > 6)!.name!;

  for (const typed of ['', name.slice(0, 1), name.slice(0, 3), name.slice(0, 6), `${name.slice(0, 3)} `]) {
    it(`answers every next keystroke after "${typed}" exactly as the engine does, or not at all`, () => {
      const { engine, timers, typeAhead, sent, listen } = setUp(rows);
      typeAhead.open(configItems.name, listQuery(typed), 0, listen);
      timers.run();
      const answers = sent.at(-1);
      if (!answers) throw new Error('no answers were sent');
      const cache = cacheOf(listQuery(typed), answers);
      let answered = 0;
      for (const next of [...CHARS, ...CHARS.toUpperCase()].map((char) => typed + char)) {
        const ahead = cache.lookup(configItems.name, listQuery(next));
        if (ahead === undefined) continue;
        answered++;
        expect(ahead, next).toEqual(JSON.parse(JSON.stringify(engine.query(listQuery(next)))));
      }
      // Every non-space keystroke is answered: those that match rows and those that match none.
      expect(answered).toBeGreaterThanOrEqual(2 * CHARS.trim().length - 2);
      if (typed !== '') {
        const back = typed.slice(0, -1);
        expect(cache.lookup(configItems.name, listQuery(back))).toEqual(
          JSON.parse(JSON.stringify(engine.query(listQuery(back)))),
        );
      }
    });
  }

  it('answers only the query it watched: another filter, sort or window is not in hand', () => {
    const { timers, typeAhead, sent, listen } = setUp(rows);
    const query = listQuery(name.slice(0, 2));
    typeAhead.open(configItems.name, query, 0, listen);
    timers.run();
    const cache = cacheOf(query, sent.at(-1)!);
    const next = `${name.slice(0, 3)}`;
    expect(cache.lookup(configItems.name, listQuery(next))).toBeDefined();
    expect(cache.lookup(configItems.name, { ...listQuery(next), offset: 30 })).toBeUndefined();
    expect(
      cache.lookup(configItems.name, { ...listQuery(next), sort: [{ field: 'name', dir: 'asc' }] }),
    ).toBeUndefined();
    expect(cache.lookup(configItems.name, { ...listQuery(next), where: [] })).toBeUndefined();
    expect(cache.lookup('checks', listQuery(next))).toBeUndefined();
    // Two characters on is not answered ahead.
    expect(cache.lookup(configItems.name, listQuery(name.slice(0, 4)))).toBeUndefined();
  });

  it('carries only the rows asked for, with the whole total', () => {
    const { engine, timers, typeAhead, sent, listen } = setUp(rows);
    typeAhead.open(configItems.name, listQuery(''), 0, listen, 5);
    timers.run();
    const cache = cacheOf(listQuery(''), sent.at(-1)!);
    const answer = cache.lookup(configItems.name, listQuery('a'))!;
    const full = engine.query(listQuery('a'));
    expect(answer.rows).toEqual(JSON.parse(JSON.stringify(full.rows.slice(0, 5))));
    expect(answer.total).toBe(full.total);
  });

  it('withdraws its answers at once when the rows change, and answers again once writes pause', () => {
    const { engines, engine, timers, typeAhead, sent, listen } = setUp(rows);
    const query = listQuery(name.slice(0, 3));
    typeAhead.open(configItems.name, query, 0, listen);
    timers.run();
    expect(sent).toHaveLength(1);
    const renamed = { ...rows[0]!, name: `${name.slice(0, 4)}-renamed` };
    engines.upsert(configItems, [renamed]);
    expect(sent.at(-1)).toBeNull();
    timers.run(QUIET_AFTER_WRITE_MS - 1);
    expect(sent).toHaveLength(2);
    timers.run(1);
    const fresh = cacheOf(query, sent.at(-1)!);
    const next = listQuery(name.slice(0, 4));
    expect(fresh.lookup(configItems.name, next)).toEqual(JSON.parse(JSON.stringify(engine.query(next))));
  });

  it('keeps its answers through a write that changes nothing (a pull re-reading rows it holds)', () => {
    const { engines, timers, typeAhead, sent, listen } = setUp(rows);
    typeAhead.open(configItems.name, listQuery(name.slice(0, 3)), 0, listen);
    timers.run();
    expect(sent).toHaveLength(1);
    // Equal rows as new objects, as a page parsed from the server brings them.
    engines.batched(() => engines.upsert(configItems, structuredClone(rows.slice(0, 50))));
    engines.remove(configItems, ['no-such-item']);
    timers.run(QUIET_AFTER_WRITE_MS);
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toBeNull();
    // One changed field among them is a write.
    const changed = { ...rows[1]!, status: `${rows[1]!.status ?? ''}-changed` };
    engines.upsert(configItems, [...structuredClone(rows.slice(0, 1)), changed]);
    expect(sent.at(-1)).toBeNull();
  });

  it('computes for the newest query only, tags it with its seq, and stops when closed', () => {
    const { timers, typeAhead, sent, listen } = setUp(rows);
    const id = typeAhead.open(configItems.name, listQuery('a'), 0, listen);
    typeAhead.update(id, listQuery('ab'), 1);
    timers.run();
    expect(sent.map((a) => a?.seq)).toEqual([1]);
    typeAhead.update(id, listQuery('abc'), 2);
    typeAhead.close(id);
    timers.run();
    expect(sent).toHaveLength(1);
  });

  it('sends a set in parts as it goes, and the parts held together answer exactly', () => {
    const engines = new EngineSet([configItems as unknown as AnySyncedCollection]);
    engines.upsert(configItems, rows);
    const engine = engines.engine(configItems.name)!;
    const timers = manualTimers();
    // Every reading of the clock takes 1 ms: a step (6 ms) answers five texts.
    let clock = 0;
    const typeAhead = new TypeAhead({
      engines,
      loaded: () => true,
      later: timers.later,
      now: () => (clock += 1),
    });
    const sent: (AheadAnswersSent | null)[] = [];
    const typed = name.slice(0, 1);
    typeAhead.open(configItems.name, listQuery(typed), 0, (a) => sent.push(a));
    timers.run();
    const parts = sent.filter((part) => part !== null);
    expect(parts.length).toBeGreaterThan(2);
    expect(parts.map((part) => part.first)).toEqual(parts.map((_, i) => i === 0));
    const cache = new AheadAnswersCache();
    const held = (part: AheadAnswersSent) =>
      cache.set(
        1,
        configItems.name,
        listQuery(typed),
        aheadAnswersSchema.parse(JSON.parse(JSON.stringify(part))),
      );
    held(parts[0]!);
    // The first part alone answers its own texts: the likeliest next key is in hand already.
    const likeliest = listQuery(typed + parts[0]!.followers[0]!);
    expect(cache.lookup(configItems.name, likeliest)).toEqual(
      JSON.parse(JSON.stringify(engine.query(likeliest))),
    );
    for (const part of parts.slice(1)) held(part);
    for (const char of parts[0]!.followers) {
      const next = listQuery(typed + char);
      expect(cache.lookup(configItems.name, next), next.text).toEqual(
        JSON.parse(JSON.stringify(engine.query(next))),
      );
    }
  });

  it('offers the next characters most frequent first', () => {
    const named = ['zqb', 'zqa1', 'zqa2', 'zqa2x'].map((n, i) => ({ ...rows[i]!, name: n }));
    const { engine } = setUp(named);
    expect(engine.textFollowers('zq')).toBe('ab');
    expect(engine.textFollowers('zqa')).toBe('21');
  });

  it('names the candidates by their canonical text, once each', () => {
    expect(candidateTexts('Ab', 'cC ').map(canonicalText)).toEqual(['ab', 'a', 'abc']);
  });
});
