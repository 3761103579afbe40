// Typing ahead for the palette's ranked search, both halves: what the worker sends
// (type-ahead.ts openSearch) and what the palette's handle peeks from it (client/search-ahead.ts).
// As for a box's query: a keystroke's answer taken ahead is exactly what `search` answers, or
// there is none (then the palette asks the worker as before); never a wrong one.
import { describe, expect, it } from 'vitest';
import { openSearchAhead } from '../client/search-ahead.ts';
import { configItems } from '../collections/config-items.ts';
import { teams, type TeamRow } from '../collections/teams.ts';
import { generateConfigItems } from '../query/config-item-fixtures.ts';
import type { AnySyncedCollection } from '../registry/synced-collection.ts';
import { EngineSet } from './engine-set.ts';
import { searchEngines, type SearchAnswer, type SearchRequest } from './search.ts';
import { TypeAhead } from './type-ahead.ts';
import type { AheadListener } from './type-ahead-answers.ts';
import type { SyncWorkerApi } from './worker-api.ts';

const team = (id: string, name: string): TeamRow => ({
  id,
  name,
  icon: null,
  spec: null,
  source: null,
  created_by: 'u',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  deleted_at: null,
});

/** The worker's type-ahead over `engines`, its timers run by hand (`runDue`: until none is left). */
function manualTypeAhead(engines: EngineSet) {
  let due: (() => void)[] = [];
  const typeAhead = new TypeAhead({
    engines,
    loaded: () => true,
    later: (fn) => {
      due.push(fn);
      return () => void (due = due.filter((f) => f !== fn));
    },
    now: () => 0,
  });
  engines.onApplied((collection) => typeAhead.changed(collection));
  const runDue = () => {
    while (due.length > 0) {
      const now = due;
      due = [];
      now.forEach((fn) => fn());
    }
  };
  return { typeAhead, runDue };
}

/** Engines over config items and teams; timers that run when told; the handle over the runtime. */
function setUp() {
  const engines = new EngineSet([configItems, teams] as unknown as AnySyncedCollection[]);
  engines.upsert(configItems, generateConfigItems(1_500, 11));
  engines.upsert(teams, [team('t1', 'Platform'), team('t2', 'Payments'), team('t3', 'Zulu squad')]);
  const { typeAhead, runDue } = manualTypeAhead(engines);
  // The client's calls resolve between timer rounds: let both go until nothing is left.
  const settle = async () => {
    for (let rounds = 0; rounds < 50; rounds++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      runDue();
    }
  };
  // The worker's surface as the client calls it, with answers copied as a message would be.
  const api = {
    searchAhead: (request: SearchRequest, typed: string, seq: number, on: AheadListener<SearchAnswer>) =>
      Promise.resolve(
        typeAhead.openSearch(request, typed, seq, (sent) =>
          on(JSON.parse(JSON.stringify(sent)) as typeof sent),
        ),
      ),
    updateSearchAhead: (id: number, request: SearchRequest, typed: string, seq: number) =>
      Promise.resolve(typeAhead.updateSearch(id, request, typed, seq)),
    closeTypeAhead: (id: number) => Promise.resolve(typeAhead.close(id)),
  } as unknown as SyncWorkerApi;
  return { engines, api, settle };
}

const requestFor = (text: string, limit = 5): SearchRequest => ({
  text,
  kinds: [
    { collection: configItems.name, titleField: 'name', limit },
    { collection: teams.name, titleField: 'name', limit },
  ],
});

const CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789-';

describe('typing ahead for the palette', () => {
  for (const typed of ['', 'p', 'pa', 'pa ']) {
    it(`answers each next keystroke after "${typed}" as the search would, or not at all`, async () => {
      const { engines, api, settle } = setUp();
      const handle = openSearchAhead(api, (fn) => fn, requestFor(typed.trim()), typed);
      await settle();
      let answered = 0;
      for (const char of CHARS) {
        const next = requestFor(`${typed}${char}`.replace(/\s+/g, ' '));
        const ahead = handle.peek(next);
        if (ahead === undefined) continue;
        answered++;
        expect(ahead, next.text).toEqual(JSON.parse(JSON.stringify(searchEngines(engines, next))));
      }
      // Every next key is in hand: those that match rows in either collection and those that match none.
      expect(answered).toBe(CHARS.length);
      if (typed !== '') {
        // Backspace: one character less as typed ("pa " goes back to "pa").
        const back = requestFor(typed.slice(0, -1).trim());
        expect(handle.peek(back)).toEqual(JSON.parse(JSON.stringify(searchEngines(engines, back))));
      }
      handle.close();
    });
  }

  it('does not answer other limits (a kind narrowed to), and forgets its answers on a write', async () => {
    const { engines, api, settle } = setUp();
    const handle = openSearchAhead(api, (fn) => fn, requestFor('pa'), 'pa');
    await settle();
    expect(handle.peek(requestFor('pay'))?.[teams.name]?.total).toBe(1);
    expect(handle.peek(requestFor('pay', 10))).toBeUndefined();
    engines.upsert(teams, [team('t4', 'Payroll')]);
    expect(handle.peek(requestFor('pay'))).toBeUndefined();
    handle.close();
  });

  it('answers a text it answered before from what it kept, until the rows change', () => {
    const engines = new EngineSet([configItems, teams] as unknown as AnySyncedCollection[]);
    engines.upsert(teams, [team('t1', 'Platform'), team('t2', 'Payments')]);
    const { typeAhead, runDue: run } = manualTypeAhead(engines);
    const sent: Map<string, unknown>[] = [];
    const id = typeAhead.openSearch(requestFor('p'), 'p', 0, (part) => {
      if (part !== null) sent.push(new Map(part.answers));
    });
    run();
    const pa = sent.at(-1)!.get('pa');
    expect(pa).toBeDefined();
    // Backspace to "" and type "p" again: "pa" is the answer kept, not a new search.
    typeAhead.updateSearch(id, requestFor(''), '', 1);
    run();
    typeAhead.updateSearch(id, requestFor('p'), 'p', 2);
    run();
    expect(sent.at(-1)!.get('pa')).toBe(pa);
    // A write: the kept answers are forgotten with it.
    engines.upsert(teams, [team('t3', 'Payroll')]);
    typeAhead.updateSearch(id, requestFor('p'), 'p', 3);
    run();
    expect(sent.at(-1)!.get('pa')).not.toBe(pa);
    expect(sent.at(-1)!.get('pa')).toEqual(searchEngines(engines, requestFor('pa')));
  });

  it('follows the newest text it is told, a new word after a space', async () => {
    const { engines, api, settle } = setUp();
    const handle = openSearchAhead(api, (fn) => fn, requestFor(''), '');
    handle.update(requestFor('zulu'), 'zulu ');
    await settle();
    const next = requestFor('zulu s');
    expect(handle.peek(next)).toEqual(JSON.parse(JSON.stringify(searchEngines(engines, next))));
    expect(handle.peek(next)?.[teams.name]?.rows).toHaveLength(1);
    handle.close();
  });
});
