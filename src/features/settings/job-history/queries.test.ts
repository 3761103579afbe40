// The Job History page's queries and address on the real engine (spec 02-areas §2.13, §9): status
// SUCCESS and the last 2 days by default, each filter narrowing, pages of 50 newest first, and the
// details tabs and most common error read from a job.
import { describe, expect, it } from 'vitest';
import { jobHistories, type JobHistoryRow } from '../../../sync/collections/job-histories.ts';
import { QueryEngine } from '../../../sync/query/engine.ts';
import { parseUrlState } from '../../../lib/screen-state/use-url-state.ts';
import { detailTabs, mostCommonError } from './job-model.ts';
import { FILTER_OPTIONS_QUERY, jobListQuery, rangeBoundsMs, reachesPastWindow } from './queries.ts';
import { jobHistorySearchSchema, timeRangeOf } from './url-state.ts';

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const HOUR = 3_600_000;
const STATUSES = ['SUCCESS', 'SUCCESS', 'FAILED', 'WARNING', 'RUNNING'] as const;

/** One job an hour for 5 days: scrapers and topology runs, every status in turn. */
function job(i: number): JobHistoryRow {
  const at = new Date(NOW - i * HOUR).toISOString();
  const status = STATUSES[i % STATUSES.length] ?? 'SUCCESS';
  return jobHistories.schema.parse({
    id: `job-${String(i).padStart(4, '0')}`,
    name: i % 2 === 0 ? 'ConfigScraper' : 'TopologyRun',
    agent_id: null,
    agent: null,
    resource_id: `r-${i % 3}`,
    resource_type: i % 2 === 0 ? 'config_scraper' : 'topology',
    resource_name: `resource ${i % 3}`,
    status,
    time_start: at,
    time_end: null,
    duration_millis: status === 'RUNNING' ? null : (i % 4) * 20_000,
    success_count: 10,
    error_count: status === 'FAILED' ? 3 : 0,
    details: status === 'FAILED' ? { errors: ['timeout', 'reset', 'timeout'] } : null,
    hostname: null,
    created_at: at,
  });
}

function engine(): QueryEngine<JobHistoryRow> {
  const e = new QueryEngine<JobHistoryRow>({ name: 'job_histories', key: 'id', ...jobHistories.engine });
  e.load(Array.from({ length: 5 * 24 }, (_, i) => job(i)));
  return e;
}

function rowsFor(searchStr: string) {
  const search = parseUrlState(jobHistorySearchSchema, searchStr);
  return engine().query(jobListQuery(search, rangeBoundsMs(timeRangeOf(search), NOW)));
}

describe('the job history list', () => {
  it('shows successful jobs of the last 2 days by default, newest first, 50 a page', () => {
    const answer = rowsFor('');
    // 48 hours of jobs (hour 0 to 47 ago, the 48th is on the boundary), 2 in 5 successful.
    const expected = Array.from({ length: 5 * 24 }, (_, i) => i).filter(
      (i) => i * HOUR <= 2 * 24 * HOUR && i % 5 < 2,
    );
    expect(answer.total).toBe(expected.length);
    expect(answer.rows.every((r) => r.status === 'SUCCESS')).toBe(true);
    expect(answer.rows[0]?.id).toBe('job-0000');
    expect(answer.rows.map((r) => r.created_at)).toEqual(
      [...answer.rows.map((r) => r.created_at)].sort().reverse(),
    );
  });

  it("'all' lifts the status filter; the pages hold 50 rows each, down to the last", () => {
    const first = rowsFor('status=all&rangeType=relative&range=7d');
    expect(first.total).toBe(120);
    expect(first.rows).toHaveLength(50);
    const third = rowsFor('status=all&rangeType=relative&range=7d&page=3');
    expect(third.rows).toHaveLength(20);
    expect(third.rows.at(-1)?.id).toBe('job-0119');
  });

  it('narrows by job name, resource type, status and minimum duration', () => {
    const failed = rowsFor('status=FAILED&rangeType=relative&range=7d');
    expect(failed.total).toBe(24);
    expect(failed.rows.every((r) => r.status === 'FAILED')).toBe(true);
    const topology = rowsFor('status=all&resourceType=topology&name=TopologyRun&rangeType=relative&range=7d');
    expect(topology.total).toBe(60);
    expect(topology.rows.every((r) => r.resource_type === 'topology')).toBe(true);
    const none = rowsFor('status=all&resourceType=topology&name=ConfigScraper&rangeType=relative&range=7d');
    expect(none.total).toBe(0);
    const long = rowsFor('status=all&duration=60000&rangeType=relative&range=7d');
    expect(long.rows.length).toBeGreaterThan(0);
    expect(long.rows.every((r) => (r.duration_millis ?? 0) >= 60_000)).toBe(true);
  });

  it('answers a shorter time range, and says when a range reaches past the kept days', () => {
    const lastHours = rowsFor('status=all&rangeType=relative&range=6h');
    expect(lastHours.total).toBe(7);
    const search = parseUrlState(jobHistorySearchSchema, 'rangeType=relative&range=30d');
    expect(reachesPastWindow(rangeBoundsMs(timeRangeOf(search), NOW), NOW)).toBe(true);
    expect(
      reachesPastWindow(rangeBoundsMs(timeRangeOf(parseUrlState(jobHistorySearchSchema, '')), NOW), NOW),
    ).toBe(false);
  });

  it('offers the held job names and resource types with their counts', () => {
    const facets = engine().query(FILTER_OPTIONS_QUERY).facets ?? {};
    expect(facets['name']).toEqual(
      expect.arrayContaining([
        { value: 'ConfigScraper', count: 60 },
        { value: 'TopologyRun', count: 60 },
      ]),
    );
    expect(facets['resource_type']?.map((f) => f.value).sort()).toEqual(['config_scraper', 'topology']);
  });

  it('reads a bad address as the defaults', () => {
    const search = parseUrlState(
      jobHistorySearchSchema,
      'status=&duration=7&page=-2&rangeType=relative&range=9q',
    );
    expect(search.status).toBe('SUCCESS');
    expect(search.duration).toBeUndefined();
    expect(search.page).toBe(1);
    expect(timeRangeOf(search)).toEqual({ type: 'relative', range: '2d' });
  });
});

describe('a job’s details', () => {
  it('has tabs only for what it holds, errors first, then scrape summary, then summary', () => {
    expect(detailTabs(null)).toEqual([]);
    expect(detailTabs({ errors: [], scrape_summary: {}, summary: null })).toEqual([]);
    expect(
      detailTabs({ summary: { took: '3s' }, scrape_summary: { 'Kubernetes::Pod': { added: 1 } } }),
    ).toEqual(['scrape_summary', 'summary']);
    expect(detailTabs({ summary: 'ok', errors: ['x'] })).toEqual(['errors', 'summary']);
  });

  it('names the error reported most often', () => {
    expect(mostCommonError({ errors: ['reset', 'timeout', 'timeout'] })).toBe('timeout');
    expect(mostCommonError({ errors: [] })).toBeUndefined();
    expect(mostCommonError(null)).toBeUndefined();
  });
});
