// The resource screens' queries on the real engine: the list newest first, and a resource's job
// runs (only its own, newest first, 150 at most).
import { describe, expect, it } from 'vitest';
import { jobHistories, type JobHistoryRow } from '../../../sync/collections/job-histories.ts';
import { teams, type TeamRow } from '../../../sync/collections/teams.ts';
import { QueryEngine } from '../../../sync/query/engine.ts';
import { RESOURCE_JOB_PAGE, RESOURCE_LIST_QUERY, resourceJobsQuery } from './queries.ts';

const T0 = Date.UTC(2026, 10, 27, 12, 0, 0);
const at = (minutes: number) => new Date(T0 - minutes * 60_000).toISOString();

function job(i: number, resource: string): JobHistoryRow {
  return jobHistories.schema.parse({
    id: `job-${resource}-${String(i).padStart(4, '0')}`,
    name: 'TeamComponentOwnership',
    agent_id: null,
    agent: null,
    resource_id: resource,
    resource_type: 'team',
    resource_name: resource,
    status: 'SUCCESS',
    time_start: at(i),
    time_end: null,
    duration_millis: 10,
    success_count: 1,
    error_count: 0,
    details: null,
    hostname: null,
    created_at: at(i),
  });
}

describe('settings resource queries', () => {
  it('lists a resource’s own job runs, newest first, 150 at most', () => {
    const e = new QueryEngine<JobHistoryRow>({ name: 'job_histories', key: 'id', ...jobHistories.engine });
    e.load([
      ...Array.from({ length: 200 }, (_, i) => job(i, 'team-a')),
      ...Array.from({ length: 5 }, (_, i) => job(i, 'team-b')),
    ]);
    const answer = e.query(resourceJobsQuery('team-b'));
    expect(answer.total).toBe(5);
    expect(answer.rows.map((r) => r.id)).toEqual([0, 1, 2, 3, 4].map((i) => `job-team-b-000${i}`));
    const many = e.query(resourceJobsQuery('team-a'));
    expect(many.total).toBe(200);
    expect(many.rows).toHaveLength(RESOURCE_JOB_PAGE);
  });

  it('lists teams newest first, then by name', () => {
    const e = new QueryEngine<TeamRow>({ name: 'teams', key: 'id', ...teams.engine });
    const team = (id: string, name: string, minutes: number): TeamRow => ({
      id,
      name,
      icon: null,
      spec: null,
      source: null,
      created_by: 'p',
      created_at: at(minutes),
      updated_at: at(minutes),
      deleted_at: null,
    });
    e.load([team('1', 'Old', 60), team('2', 'Bravo', 5), team('3', 'Alpha', 5)]);
    expect(e.query(RESOURCE_LIST_QUERY).rows.map((r) => r.name)).toEqual(['Alpha', 'Bravo', 'Old']);
  });
});
