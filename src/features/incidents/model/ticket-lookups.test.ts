import { describe, expect, it } from 'vitest';
import { querySchema } from '../../../sync/query/query-schema.ts';
import { changeField } from './responder-types.ts';
import {
  lookupByValueQuery,
  lookupOf,
  lookupQuery,
  mergeOptions,
  optionOf,
  valueSourceOf,
  valuesFromLabel,
} from './ticket-lookups.ts';

const project = {
  name: 'SRE · Site reliability',
  description: 'Jira project SRE',
  labels: { instance: 'https://acme.atlassian.net', key: 'SRE', issue_types: 'Incident, Bug,Task' },
};

describe('ticket-form lookups', () => {
  it('searches Jira instances, projects of the chosen instance, Planner plans and buckets of the chosen plan', () => {
    const instance = lookupOf('jira', 'configType');
    const projects = lookupOf('jira', 'project');
    const buckets = lookupOf('ms_planner', 'bucket_id');
    expect(instance?.configType).toBe('Jira::Instance');
    expect(lookupOf('ms_planner', 'plan_id')?.configType).toBe('MSPlanner::Plan');
    expect(lookupOf('jira', 'summary')).toBeNull();
    expect(lookupOf('email', 'to')).toBeNull();
    if (projects === null || buckets === null) throw new Error('lookups missing');
    const q = querySchema.parse(lookupQuery(projects, { configType: 'https://acme.atlassian.net' }, ' sre '));
    expect(q.where).toEqual([
      { field: 'type', in: ['Jira::Project'] },
      { field: 'deleted_at', isNull: true },
    ]);
    expect(q.maps).toEqual({ labels: { instance: { include: ['https://acme.atlassian.net'] } } });
    expect(q.text).toBe('sre');
    expect(querySchema.parse(lookupQuery(buckets, {}, '')).maps).toEqual({});
    expect(querySchema.parse(lookupByValueQuery(projects, { configType: 'u' }, 'SRE')).maps).toEqual({
      labels: { key: { include: ['SRE'] }, instance: { include: ['u'] } },
    });
  });

  it('turns items into options by their value label and always offers the current and team values', () => {
    const projects = lookupOf('jira', 'project');
    if (projects === null) throw new Error('lookup missing');
    const sre = optionOf(projects, project);
    expect(sre).toEqual({ id: 'SRE', label: 'SRE · Site reliability', detail: 'Jira project SRE' });
    expect(optionOf(projects, { name: 'no key', labels: {} })).toBeNull();
    const options = mergeOptions(sre === null ? [] : [sre], 'OLD', ['SRE', 'PLATFORM']);
    expect(options.map((o) => o.id)).toEqual(['SRE', 'OLD', 'PLATFORM']);
    expect(mergeOptions([], '', []).length).toBe(0);
  });

  it('reads issue types from the chosen project and priorities from the instance', () => {
    expect(valueSourceOf('jira', 'issueType')).toMatchObject({ from: 'project', label: 'issue_types' });
    expect(valueSourceOf('jira', 'priority')).toMatchObject({ from: 'configType', label: 'priorities' });
    expect(valueSourceOf('ms_planner', 'priority')).toBeNull();
    expect(valuesFromLabel(project, 'issue_types')).toEqual(['Incident', 'Bug', 'Task']);
    expect(valuesFromLabel(undefined, 'issue_types')).toBeNull();
    expect(valuesFromLabel({ name: 'x', labels: { issue_types: ' , ' } }, 'issue_types')).toBeNull();
  });

  it('clears the bucket when the plan changes', () => {
    expect(
      changeField(
        'ms_planner',
        { plan_id: 'plan-payments', bucket_id: 'bucket-incidents' },
        'plan_id',
        'plan-platform',
      ),
    ).toMatchObject({ plan_id: 'plan-platform', bucket_id: '' });
  });
});
