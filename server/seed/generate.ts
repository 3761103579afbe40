import { z } from 'zod';
import { DEFAULT_CONFIG_ITEMS, generateCatalog } from './catalog.ts';
import { planCatalog } from './catalog-plan.ts';
import type { Row } from './context.ts';
import { DAY, HOUR, SeedContext } from './context.ts';
import { changeVolume, generateAnalysis, generateChanges } from './gen-changes.ts';
import { generateCheckHistory } from './gen-check-history.ts';
import { generateChecks } from './gen-checks.ts';
import { generateIncidents } from './gen-incidents.ts';
import { generateEventQueue, generateJobHistory } from './gen-jobs.ts';
import { generateNotifications } from './gen-notifications.ts';
import { generateAgents, generatePeople } from './gen-people.ts';
import { generatePlaybooks } from './gen-playbooks.ts';
import { generateConnections, generateLoggingBackends, generateProperties } from './gen-settings.ts';
import { generateTopology } from './gen-topology.ts';
import { summarizeComponents } from './topology-summary.ts';

/**
 * Tables in insertion (foreign-key) order. `seedDatabase` inserts them in this order; tables the
 * database lacks are reported and skipped.
 */
export const ESTATE_TABLES = [
  'people',
  'teams',
  'team_members',
  'casbin_rule',
  'agents',
  'properties',
  'connections',
  'config_scrapers',
  'config_items',
  'config_items_last_scraped_time',
  'config_costs',
  'config_relationships',
  'config_changes',
  'config_analysis',
  'canaries',
  'checks',
  'checks_unlogged',
  'check_statuses',
  'check_statuses_1h',
  'check_config_relationships',
  'topologies',
  'components',
  'component_relationships',
  'config_component_relationships',
  'check_component_relationships',
  'team_components',
  'incident_rules',
  'incidents',
  'responders',
  'hypotheses',
  'evidences',
  'comments',
  'incident_histories',
  'playbooks',
  'playbook_runs',
  'playbook_run_actions',
  'playbook_approvals',
  'notifications',
  'notification_silences',
  'notification_send_history',
  'job_history',
  'event_queue',
  'logging_backends',
] as const;
export type EstateTable = (typeof ESTATE_TABLES)[number];

export interface Estate {
  seed: number;
  /** The `now` every timestamp is relative to (ISO, whole seconds). */
  now: string;
  configItems: number;
  tables: Record<EstateTable, Row[]>;
}

export const estateOptionsSchema = z.object({
  seed: z.number().int().default(1),
  /** Number of config items; undefined = the default mid-size estate. */
  scale: z.number().int().positive().max(2_000_000).optional(),
  /** Days of check history (statuses); 7 by default, fewer makes small test databases quick. */
  checkHistoryDays: z.number().positive().max(30).default(7),
  /** Reference time; defaults to the current clock. */
  now: z.union([z.date(), z.string(), z.number()]).optional(),
});
export type EstateOptions = z.input<typeof estateOptionsSchema>;

/**
 * The demo estate as rows per table: a pure function of `seed`, `scale` and `now` (same inputs,
 * identical rows; a different `now` shifts every timestamp by the difference and nothing else).
 */
export function generateEstate(options: EstateOptions = {}): Estate {
  const opts = estateOptionsSchema.parse(options);
  const nowMs = opts.now === undefined ? Date.now() : new Date(opts.now).getTime();
  if (Number.isNaN(nowMs)) throw new Error(`generateEstate: invalid now ${String(opts.now)}`);
  const ctx = new SeedContext(opts.seed, nowMs);
  const total = opts.scale ?? DEFAULT_CONFIG_ITEMS;

  const people = generatePeople(ctx);
  const agents = generateAgents(ctx);
  const offlineSinceMs = ctx.nowMs - (3 * DAY + 4 * HOUR);
  const plan = planCatalog(ctx, agents.ids);
  const catalog = generateCatalog(ctx, plan, total);
  const volume = changeVolume(total);
  const changes = generateChanges(ctx, catalog.refs, volume.changes, people.personIds, plan.accountId);
  const analysis = generateAnalysis(ctx, catalog.refs, volume.analysis);
  const checks = generateChecks(ctx, agents.ids, catalog.refs, offlineSinceMs);
  const history = generateCheckHistory(ctx, checks.refs, opts.checkHistoryDays);
  for (const row of checks.checks) Object.assign(row, history.summary.get(row['id'] as string) ?? {});
  const topology = generateTopology(ctx, plan, catalog.refs, checks.refs, people.teamIds);
  const incidents = generateIncidents(ctx, {
    people: people.personIds,
    teamIds: people.teamIds,
    configs: catalog.refs,
    changes: changes.refs,
    analysis: analysis.refs,
    checks: checks.refs,
    components: topology.refs,
  });
  const analysisByConfig = new Map<string, { type: string; severity: string }[]>();
  for (const a of analysis.refs)
    analysisByConfig.set(a.configId, [
      ...(analysisByConfig.get(a.configId) ?? []),
      { type: a.analysisType, severity: a.severity },
    ]);
  summarizeComponents(topology.components, topology.refs, {
    checkStatus: new Map([...history.summary].map(([id, s]) => [id, s.status])),
    analysisByConfig,
    incidentsByComponent: incidents.byComponent,
  });
  const playbooks = generatePlaybooks(
    ctx,
    people.personIds,
    people.teamIds,
    catalog.refs,
    checks.refs,
    topology.refs,
  );
  const connections = generateConnections(ctx);
  const notifications = generateNotifications(
    ctx,
    people.teamIds,
    people.personIds,
    checks.refs,
    catalog.refs,
    topology.refs,
    connections,
  );

  return {
    seed: opts.seed,
    now: new Date(ctx.nowMs).toISOString(),
    configItems: catalog.config_items.length,
    tables: {
      people: people.people,
      teams: people.teams,
      team_members: people.team_members,
      casbin_rule: people.casbin_rule,
      agents: agents.agents,
      properties: generateProperties(ctx),
      connections,
      config_scrapers: catalog.config_scrapers,
      config_items: catalog.config_items,
      config_items_last_scraped_time: catalog.config_items_last_scraped_time,
      config_costs: catalog.config_costs,
      config_relationships: catalog.config_relationships,
      config_changes: changes.rows,
      config_analysis: analysis.rows,
      canaries: checks.canaries,
      checks: checks.checks,
      checks_unlogged: history.checks_unlogged,
      check_statuses: history.check_statuses,
      check_statuses_1h: history.check_statuses_1h,
      check_config_relationships: checks.check_config_relationships,
      topologies: topology.topologies,
      components: topology.components,
      component_relationships: topology.component_relationships,
      config_component_relationships: topology.config_component_relationships,
      check_component_relationships: topology.check_component_relationships,
      team_components: topology.team_components,
      incident_rules: incidents.incident_rules,
      incidents: incidents.incidents,
      responders: incidents.responders,
      hypotheses: incidents.hypotheses,
      evidences: incidents.evidences,
      comments: incidents.comments,
      incident_histories: incidents.incident_histories,
      playbooks: playbooks.playbooks,
      playbook_runs: playbooks.playbook_runs,
      playbook_run_actions: playbooks.playbook_run_actions,
      playbook_approvals: playbooks.playbook_approvals,
      notifications: notifications.notifications,
      notification_silences: notifications.notification_silences,
      notification_send_history: notifications.notification_send_history,
      job_history: generateJobHistory(
        ctx,
        plan,
        agents.ids,
        offlineSinceMs,
        topology.topologies.map((t) => t['id'] as string),
        checks.canaries.map((c) => c['id'] as string),
      ),
      event_queue: generateEventQueue(ctx, checks.refs, catalog.refs),
      logging_backends: generateLoggingBackends(ctx),
    },
  };
}
