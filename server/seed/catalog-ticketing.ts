// External ticket-system config items: Jira instances and projects, Microsoft Planner plans and
// buckets. The Jira and Planner responder forms offer these as their dropdown choices (spec
// 02-areas §7.3 "external config items by type (jira, ms_planner)"). They are pushed, not
// scraped (no scraper), and nothing else in the estate points at them.
import type { CatalogBuilder } from './catalog-builder.ts';
import { DAY } from './context.ts';

interface Ticketing {
  key: string;
  type: 'Jira::Instance' | 'Jira::Project' | 'MSPlanner::Plan' | 'MSPlanner::Bucket';
  name: string;
  description: string;
  labels: Record<string, string>;
}

const ACME = 'https://acme.atlassian.net';
const INTERNAL = 'https://jira.acme.internal';
const jiraProject = (instance: string, key: string, name: string, issueTypes: string): Ticketing => ({
  key: `jira/${instance}/${key}`,
  type: 'Jira::Project',
  name: `${key} · ${name}`,
  description: `Jira project ${key} on ${instance}`,
  labels: { instance, key, issue_types: issueTypes },
});
const bucket = (planId: string, bucketId: string, name: string): Ticketing => ({
  key: `planner/${bucketId}`,
  type: 'MSPlanner::Bucket',
  name,
  description: `Bucket of ${planId}`,
  labels: { plan_id: planId, bucket_id: bucketId },
});

/** In the order they are added (instances and plans first, a small budget keeps the basics). */
export const TICKETING: readonly Ticketing[] = [
  {
    key: 'jira/acme',
    type: 'Jira::Instance',
    name: 'acme.atlassian.net',
    description: 'Jira Cloud',
    labels: { url: ACME, priorities: 'Highest,High,Medium,Low,Lowest' },
  },
  {
    key: 'planner/plan-payments',
    type: 'MSPlanner::Plan',
    name: 'Payments incidents',
    description: 'Microsoft Planner plan of the payments team',
    labels: { plan_id: 'plan-payments' },
  },
  jiraProject(ACME, 'PLAT', 'Platform incidents', 'Incident,Bug,Task'),
  jiraProject(ACME, 'SRE', 'Site reliability', 'Incident,Bug,Task,Story'),
  bucket('plan-payments', 'bucket-incidents', 'Incidents'),
  jiraProject(ACME, 'PLATFORM', 'Platform engineering', 'Bug,Task,Story,Epic'),
  jiraProject(ACME, 'PAY', 'Payments', 'Incident,Bug,Task'),
  bucket('plan-payments', 'bucket-follow-ups', 'Follow-ups'),
  {
    key: 'jira/internal',
    type: 'Jira::Instance',
    name: 'jira.acme.internal',
    description: 'Jira Data Center',
    labels: { url: INTERNAL, priorities: 'Blocker,Critical,Major,Minor,Trivial' },
  },
  jiraProject(INTERNAL, 'OPS', 'Operations', 'Incident,Problem,Change'),
  jiraProject(ACME, 'SEC', 'Security', 'Incident,Vulnerability,Task'),
  bucket('plan-payments', 'bucket-postmortems', 'Postmortems'),
  {
    key: 'planner/plan-platform',
    type: 'MSPlanner::Plan',
    name: 'Platform on-call',
    description: 'Microsoft Planner plan of the platform team',
    labels: { plan_id: 'plan-platform' },
  },
  bucket('plan-platform', 'bucket-triage', 'Triage'),
];

export function generateTicketing(builder: CatalogBuilder, agentId: string): void {
  for (const [i, t] of TICKETING.entries()) {
    const ref = builder.add({
      key: `ticketing/${t.key}`,
      type: t.type,
      name: t.name,
      parent: null,
      agentId,
      scraperId: '',
      status: 'Active',
      health: 'healthy',
      description: t.description,
      externalId: t.key,
      config: { ...t.labels, name: t.name },
      labels: t.labels,
      tags: {},
      age: (200 - i) * DAY,
      updatedAgo: (30 - i) * DAY,
      source: 'push',
    });
    if (ref === null) break;
  }
  // Pushed items have no scraper.
  for (const row of builder.items) row['scraper_id'] = null;
}
