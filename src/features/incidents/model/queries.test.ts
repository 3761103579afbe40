// The incident list's query against the real engine: every matching incident is reachable (no
// silent cap), and the list's states (never synced and offline, sync failing, truly empty).
import { describe, expect, it } from 'vitest';
import { incidents, type IncidentRow } from '../../../sync/collections/incidents.ts';
import { QueryEngine } from '../../../sync/query/engine.ts';
import { localListStateOf, type LocalListInputs } from '../../../sync/client/local-list-state.ts';
import { INCIDENT_LIST_WORDS, NEVER_SYNCED_OFFLINE } from '../list/list-state.tsx';
import { FIRST_PAGE_ROWS, incidentListQuery, nextPageRows } from './queries.ts';
import { incidentFiltersSchema } from './url-state.ts';

const COUNT = 1_500;

function incident(i: number): IncidentRow {
  const at = new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString();
  return incidents.schema.parse({
    id: `inc-${String(i).padStart(5, '0')}`,
    incident_id: `INC${String(i).padStart(7, '0')}`,
    title: i % 2 === 0 ? `Checkout latency ${i}` : `Disk pressure ${i}`,
    severity: 'high',
    type: 'availability',
    status: 'open',
    created_by: 'u1',
    created_at: at,
    updated_at: at,
  });
}

function engine(): QueryEngine<IncidentRow> {
  const e = new QueryEngine<IncidentRow>({ name: 'incidents', key: 'id', ...incidents.engine });
  e.load(Array.from({ length: COUNT }, (_, i) => incident(i)));
  return e;
}

describe('the incident list query', () => {
  it('reaches every one of more than 1,000 matching incidents by growing its window', () => {
    const e = engine();
    const filters = incidentFiltersSchema.parse({});
    let shown = FIRST_PAGE_ROWS;
    let answer = e.query(incidentListQuery(filters, undefined, shown));
    expect(answer.total).toBe(COUNT);
    expect(answer.rows).toHaveLength(FIRST_PAGE_ROWS);
    for (let page = 0; page < 10 && answer.rows.length < answer.total; page++) {
      shown = nextPageRows(shown, answer.total);
      answer = e.query(incidentListQuery(filters, undefined, shown));
    }
    expect(answer.rows).toHaveLength(COUNT);
    // Newest first, down to the very oldest.
    expect(answer.rows[0]?.id).toBe('inc-01499');
    expect(answer.rows[COUNT - 1]?.id).toBe('inc-00000');
  });

  it('searches and filters over all of them, the total counting past the window', () => {
    const e = engine();
    const filters = incidentFiltersSchema.parse({ search: 'checkout' });
    const answer = e.query(incidentListQuery(filters, undefined, FIRST_PAGE_ROWS));
    expect(answer.total).toBe(COUNT / 2);
    expect(answer.rows.every((r) => r.title.startsWith('Checkout'))).toBe(true);
    const byComponent = e.query(incidentListQuery(filters, ['inc-00002', 'inc-00003'], FIRST_PAGE_ROWS));
    expect(byComponent.rows.map((r) => r.id)).toEqual(['inc-00002']);
  });

  it("filters a severity in either case: the existing console's 'High' is 'high'", () => {
    const e = new QueryEngine<IncidentRow>({ name: 'incidents', key: 'id', ...incidents.engine });
    const spellings = ['high', 'High', 'Low', 'low', 'critical'];
    e.load(spellings.map((severity, i) => ({ ...incident(i), severity })));
    const shown = (severity: string) =>
      e
        .query(incidentListQuery(incidentFiltersSchema.parse({ severity }), undefined, FIRST_PAGE_ROWS))
        .rows.map((r) => r.severity)
        .sort();
    expect(shown('high')).toEqual(['High', 'high']);
    // A link from the existing console's spelling (or the topology card's chip) finds both too.
    expect(shown('High')).toEqual(['High', 'high']);
    expect(shown('LOW')).toEqual(['Low', 'low']);
  });

  it('grows by doubling and never past the total', () => {
    expect(nextPageRows(100, 1_500)).toBe(200);
    expect(nextPageRows(800, 1_500)).toBe(1_500);
    expect(nextPageRows(100, 30)).toBe(FIRST_PAGE_ROWS);
  });
});

const incidentListStateOf = (inputs: LocalListInputs) => localListStateOf(inputs, INCIDENT_LIST_WORDS);

describe('the incident list state', () => {
  const syncing = { complete: false, error: null };
  it('says nothing was synced yet when offline with no incidents', () => {
    expect(incidentListStateOf({ queryError: undefined, total: 0, status: syncing, online: false })).toEqual({
      kind: 'empty',
      note: NEVER_SYNCED_OFFLINE,
    });
    expect(
      incidentListStateOf({ queryError: undefined, total: 0, status: undefined, online: false }),
    ).toEqual({ kind: 'empty', note: NEVER_SYNCED_OFFLINE });
  });

  it('stays loading online until the first sync finishes, then is truly empty', () => {
    expect(incidentListStateOf({ queryError: undefined, total: 0, status: syncing, online: true }).kind).toBe(
      'loading',
    );
    expect(
      incidentListStateOf({
        queryError: undefined,
        total: 0,
        status: { complete: true, error: null },
        online: true,
      }),
    ).toEqual({ kind: 'empty' });
  });

  it('says why when the sync fails, and shows a refused query', () => {
    expect(
      incidentListStateOf({
        queryError: undefined,
        total: 0,
        status: { complete: false, error: 'HTTP 500' },
        online: true,
      }),
    ).toEqual({ kind: 'empty', note: 'Incidents could not be synced: HTTP 500' });
    expect(
      incidentListStateOf({ queryError: 'bad field', total: undefined, status: syncing, online: true }),
    ).toEqual({ kind: 'error', message: 'bad field' });
  });
});
