import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../tests/support/test-db.ts';
import { backendName, openTestDatabase } from '../tests/support/test-db.ts';
import { callerFor, fixtureHandler } from './testing/fixture.ts';

let tdb: TestDatabase;
let call: ReturnType<typeof callerFor>;

beforeAll(async () => {
  tdb = await openTestDatabase({ migrate: false });
  call = callerFor(await fixtureHandler(tdb.db));
});
afterAll(async () => tdb.dispose());

/** Deterministic PRNG so failures reproduce. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const TOKENS = [
  'id',
  'full_name',
  'data',
  'tags',
  'note',
  'created_by',
  'clients',
  'projects',
  'tasks',
  'people',
  'name',
  'client_id',
  'eq.',
  'neq.',
  'in.',
  'is.',
  'like.',
  'cs.',
  'fts.',
  'not.',
  'or',
  'and',
  'asc',
  'desc',
  'nullslast',
  '(',
  ')',
  ',',
  '.',
  '"',
  "'",
  '\\',
  '->',
  '->>',
  '::',
  ':',
  '!',
  '!inner',
  '*',
  '{',
  '}',
  '[',
  ']',
  ';',
  '--',
  ' ',
  '%',
  '_',
  '1',
  '-1',
  'null',
  'true',
  'a',
  'select',
  'drop',
  '$1',
  '\u0000',
  'é',
  '...',
];
const KEYS = [
  'select',
  'order',
  'id',
  'or',
  'and',
  'not.or',
  'projects.id',
  'projects.order',
  'projects.limit',
  'data->a',
  'limit',
  'offset',
  'tags',
  'clients.or',
];

function junk(next: () => number, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += TOKENS[Math.floor(next() * TOKENS.length)] ?? '';
  return s;
}

describe(`fuzzed query strings never produce a 5xx (${backendName()})`, () => {
  it('GET tables and rpc', async () => {
    const next = rng(20261122);
    const failures: string[] = [];
    for (let i = 0; i < 400; i++) {
      const params = new URLSearchParams();
      const count = 1 + Math.floor(next() * 3);
      for (let k = 0; k < count; k++)
        params.append(KEYS[Math.floor(next() * KEYS.length)] ?? 'id', junk(next, 1 + Math.floor(next() * 6)));
      const base = next() < 0.8 ? '/projects' : '/rpc/get_projects_below';
      const path = `${base}?${params.toString()}${base.startsWith('/rpc') ? '&id=3' : ''}`;
      const r = await call(next() < 0.9 ? 'GET' : 'DELETE', path, { headers: { Prefer: 'count=exact' } });
      if (r.status >= 500) failures.push(`${r.status} ${path} ${r.text}`);
    }
    expect(failures).toEqual([]);
  });

  it('POST bodies', async () => {
    const next = rng(42);
    const failures: string[] = [];
    for (let i = 0; i < 150; i++) {
      const body =
        next() < 0.5
          ? junk(next, 4)
          : JSON.stringify({ [junk(next, 1)]: junk(next, 2), id: 1000 + i, name: junk(next, 3) });
      const r = await call('POST', `/clients?select=${encodeURIComponent(junk(next, 2))}`, { body });
      if (r.status >= 500) failures.push(`${r.status} ${body} ${r.text}`);
    }
    expect(failures).toEqual([]);
  });
});
