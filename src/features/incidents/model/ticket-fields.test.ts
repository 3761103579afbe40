import { describe, expect, it } from 'vitest';
import { changeField, clientDefaults, fieldEnabled, ticketChoices } from './responder-types.ts';

const spec = {
  responder_clients: {
    email: { to: 'sre@example.com', subject: 'Incident' },
    jira: { url: 'https://acme.atlassian.net', project: 'SRE', issueType: 'Incident', priority: 'High' },
    ms_planner: { plan_id: 'plan-payments', bucket_id: 'bucket-incidents' },
  },
};

describe('responder ticket fields', () => {
  it('offers instance, project, issue type and priority of a Jira ticket as dropdowns, the team values included', () => {
    const defaults = clientDefaults(spec, 'jira');
    expect(defaults).toEqual({
      configType: 'https://acme.atlassian.net',
      project: 'SRE',
      issueType: 'Incident',
      priority: 'High',
    });
    expect(ticketChoices('jira', 'configType', defaults)).toEqual(['https://acme.atlassian.net']);
    expect(ticketChoices('jira', 'project', defaults)).toEqual(['SRE']);
    expect(ticketChoices('jira', 'issueType', defaults)).toEqual(['Incident', 'Bug', 'Task', 'Story']);
    expect(ticketChoices('jira', 'priority', {})).toEqual(['Highest', 'High', 'Medium', 'Low', 'Lowest']);
    expect(ticketChoices('jira', 'summary', defaults)).toBeNull();
  });

  it('offers plan, bucket and priority of a Planner task as dropdowns; other fields stay text', () => {
    const defaults = clientDefaults(spec, 'ms_planner');
    expect(ticketChoices('ms_planner', 'plan_id', defaults)).toEqual(['plan-payments']);
    expect(ticketChoices('ms_planner', 'bucket_id', defaults)).toEqual(['bucket-incidents']);
    expect(ticketChoices('ms_planner', 'priority', defaults)).toEqual([
      'urgent',
      'important',
      'medium',
      'low',
    ]);
    expect(ticketChoices('email', 'to', clientDefaults(spec, 'email'))).toBeNull();
    expect(clientDefaults(spec, 'email')).toEqual({ to: 'sre@example.com', subject: 'Incident' });
    expect(clientDefaults({}, 'jira')).toEqual({});
  });

  it('keeps the ticket form dependencies', () => {
    expect(fieldEnabled('jira', 'project', {})).toBe(false);
    const next = changeField(
      'jira',
      { configType: 'a', project: 'SRE', issueType: 'Bug' },
      'configType',
      'b',
    );
    expect(next).toMatchObject({ configType: 'b', project: '', issueType: '' });
  });
});
