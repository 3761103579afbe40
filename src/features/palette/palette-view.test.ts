import { describe, expect, it } from 'vitest';
import type { Command } from '../../lib/commands/command.ts';
import { paletteView, PER_KIND, type PaletteInput } from './palette-view.ts';
import { nextNarrowing, NOT_NARROWED, rankEntries, stepNarrowing, type PaletteEntry } from './ranking.ts';
import { SEARCH_KINDS } from './search-kinds.ts';

const command = (id: string, title: string, extra: Partial<Command> = {}): Command => ({
  id,
  title,
  icon: 'dashboard',
  group: 'navigation',
  run: () => undefined,
  ...extra,
});
const commands = [
  command('nav.health', 'Go to Health', { href: '/health' }),
  command('nav.catalog', 'Go to Catalog', { href: '/catalog' }),
  command('theme.dark', 'Theme: Dark', { group: 'theme' }),
  command('shell.refresh', 'Refresh', { group: 'shell', keywords: ['reload', 'sync'] }),
];
const item = (id: string, name: string, type = 'Kubernetes::Pod') => ({ id, name, type });
const input = (extra: Partial<PaletteInput>): PaletteInput => ({
  text: '',
  commands,
  kinds: SEARCH_KINDS,
  answer: undefined,
  recent: [],
  recentSearches: [],
  narrowed: null,
  ...extra,
});
const titles = (view: ReturnType<typeof paletteView>) =>
  view.groups.map((g) => `${g.label} (${g.total}): ${g.entries.map((e) => e.title).join(', ')}`);

describe('palette ranking and grouping', () => {
  it('groups found rows by kind with counts, best group first, each capped', () => {
    const rows = Array.from({ length: 8 }, (_, i) => ({
      ...item(`c${i}`, `payments-${i}`),
      tags: { cluster: 'prod', namespace: 'pay' },
    }));
    const view = paletteView(
      input({
        text: 'pay',
        answer: {
          config_items: { total: 120, rows },
          incidents: { total: 1, rows: [{ id: 'i1', title: 'Slow repayments', incident_id: 'INC-4' }] },
        },
      }),
    );
    expect(titles(view)).toEqual([
      'Catalog (120): payments-0, payments-1, payments-2, payments-3, payments-4',
      'Incidents (1): Slow repayments',
    ]);
    expect(view.groups[0]?.entries[0]).toMatchObject({
      href: '/catalog/c0',
      detail: 'Kubernetes::Pod · prod · pay',
      icon: 'catalog',
    });
    expect(view.groups[0]?.entries).toHaveLength(PER_KIND);
    expect(view.kinds).toEqual(['config', 'incident']);
  });

  it('ranks a title prefix before a word start before a match elsewhere, across commands and kinds', () => {
    const view = paletteView(
      input({
        text: 'heal',
        answer: { checks: { total: 2, rows: [item('h1', 'api-health'), item('h2', 'healthz')] } },
      }),
    );
    // 'healthz' starts with the text; 'Go to Health' and 'api-health' have it at a word start.
    expect(titles(view)).toEqual(['Health checks (2): healthz, api-health', 'Commands (1): Go to Health']);
  });

  it('lists recently used entries first within a rank, and adds recent rows the worker did not list', () => {
    const recent: PaletteEntry[] = [
      {
        key: 'config:c9',
        kind: 'config',
        title: 'payroll',
        detail: null,
        icon: 'catalog',
        href: '/catalog/c9',
        rank: 0,
      },
      {
        key: 'config:c2',
        kind: 'config',
        title: 'payments-2',
        detail: null,
        icon: 'catalog',
        href: '/catalog/c2',
        rank: 0,
      },
    ];
    const rows = [item('c1', 'payments-1'), item('c2', 'payments-2'), item('c3', 'zz-pay')];
    const view = paletteView(input({ text: 'pay', answer: { config_items: { total: 3, rows } }, recent }));
    expect(titles(view)).toEqual(['Catalog (4): payroll, payments-2, payments-1, zz-pay']);
  });

  it('finds commands by title, group and keywords, every word of the text', () => {
    expect(titles(paletteView(input({ text: 'reload' })))).toEqual(['Commands (1): Refresh']);
    expect(titles(paletteView(input({ text: 'go cat' })))).toEqual(['Commands (1): Go to Catalog']);
    expect(titles(paletteView(input({ text: 'theme dark' })))).toEqual(['Commands (1): Theme: Dark']);
  });

  it('with nothing typed shows recent entries, recent searches and every command', () => {
    const recent: PaletteEntry[] = [
      {
        key: 'command:nav.catalog',
        kind: 'command',
        title: 'Go to Catalog',
        detail: null,
        icon: 'catalog',
        href: '/catalog',
        rank: 0,
      },
      {
        key: 'command:incident.resolve',
        kind: 'command',
        title: 'Resolve incident',
        detail: null,
        icon: 'incidents',
        href: null,
        rank: 0,
      },
    ];
    const view = paletteView(input({ recent, recentSearches: ['nginx'] }));
    // The recent command no longer offered here (another page's) is left out.
    expect(titles(view)).toEqual([
      'Recent (1): Go to Catalog',
      'Recent searches (1): nginx',
      'Commands (4): Go to Health, Go to Catalog, Theme: Dark, Refresh',
    ]);
  });

  it('narrows to one kind with Tab, listing more of it, and steps back to every kind', () => {
    const rows = Array.from({ length: 12 }, (_, i) => item(`c${i}`, `pay-${String(i).padStart(2, '0')}`));
    const answer = { config_items: { total: 12, rows } };
    const all = paletteView(input({ text: 'pay', answer }));
    const kind = nextNarrowing(all.kinds, null, false);
    expect(kind).toBe('config');
    const narrowed = paletteView(input({ text: 'pay', answer, narrowed: kind }));
    expect(narrowed.groups.map((g) => g.entries.length)).toEqual([12]);
    expect(nextNarrowing(all.kinds, 'config', false)).toBeNull();
    expect(nextNarrowing(['command', 'config'], null, true)).toBe('config');
  });

  it('Shift+Tab goes back where Tab came from, even when results re-rank the groups between', () => {
    // Tab while only the commands have answered; the incidents arrive and rank first; Shift+Tab.
    const narrowed = stepNarrowing(NOT_NARROWED, ['command'], false);
    expect(narrowed.kind).toBe('command');
    expect(stepNarrowing(narrowed, ['incident', 'command'], true).kind).toBeNull();
    // Narrowing afresh reads the groups' order of that moment.
    expect(stepNarrowing(NOT_NARROWED, ['incident', 'command'], false).kind).toBe('incident');
  });

  it('keeps the given order among equals', () => {
    const entry = (key: string): PaletteEntry => ({
      key,
      kind: 'x',
      title: key,
      detail: null,
      icon: 'help',
      href: null,
      rank: 1,
    });
    expect(rankEntries([entry('b'), entry('a'), entry('c')], ['c']).map((e) => e.key)).toEqual([
      'c',
      'b',
      'a',
    ]);
  });

  it('says what matched when a row is found by a field its result does not show', () => {
    const person = { id: 'p1', name: 'Ada Lovelace', email: 'ada@example.com', title: 'Staff SRE' };
    const byTitle = paletteView(input({ text: 'sre', answer: { people: { total: 1, rows: [person] } } }));
    expect(byTitle.groups[0]?.entries[0]).toMatchObject({
      title: 'Ada Lovelace',
      detail: 'Job title: Staff SRE · ada@example.com',
    });
    // Found by the name it shows: nothing more is said.
    const byName = paletteView(input({ text: 'ada', answer: { people: { total: 1, rows: [person] } } }));
    expect(byName.groups[0]?.entries[0]?.detail).toBe('ada@example.com');
    const long = `Serves the ${'very '.repeat(20)}busy checkout flow for every shop`;
    const check = { id: 'k1', name: 'api-latency', canary_name: 'prod', description: long };
    const found = paletteView(input({ text: 'checkout', answer: { checks: { total: 1, rows: [check] } } }));
    expect(found.groups[0]?.entries[0]?.detail).toBe(
      'Description: …very very very busy checkout flow for every shop · prod',
    );
    const labelled = { ...check, description: null, labels: { team: 'payments' } };
    const byLabel = paletteView(
      input({ text: 'payments', answer: { checks: { total: 1, rows: [labelled] } } }),
    );
    expect(byLabel.groups[0]?.entries[0]?.detail).toBe('Label: team=payments · prod');
  });
});
