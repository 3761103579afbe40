import { CatalogBuilder } from './catalog-builder.ts';
import type { ConfigRef } from './catalog-builder.ts';
import { generateAws } from './catalog-aws.ts';
import { generateKubernetes } from './catalog-k8s.ts';
import { generateTicketing, TICKETING } from './catalog-ticketing.ts';
import type { CatalogPlan } from './catalog-plan.ts';
import type { Row, SeedContext } from './context.ts';
import { DAY, MINUTE } from './context.ts';
import { DEMO_ACCOUNTS } from './well-known-ids.ts';

/** Config items in the default estate ("a believable mid-size company"). */
export const DEFAULT_CONFIG_ITEMS = 3000;

export interface CatalogOutput {
  config_scrapers: Row[];
  config_items: Row[];
  config_relationships: Row[];
  config_costs: Row[];
  config_items_last_scraped_time: Row[];
  refs: ConfigRef[];
}

/** Exactly `total` config items: ~78% Kubernetes across the three clusters, the rest AWS. */
export function generateCatalog(ctx: SeedContext, plan: CatalogPlan, total: number): CatalogOutput {
  const awsBudget = Math.max(Math.round(total * 0.22), Math.min(total, 30));
  // A few ticket-system items (Jira, Planner) for the responder forms, from the Kubernetes share.
  const ticketing = new CatalogBuilder(ctx, Math.min(TICKETING.length, Math.floor(total / 100)));
  generateTicketing(ticketing, plan.clusters[0]?.agentId ?? '');
  const k8s = new CatalogBuilder(ctx, total - Math.min(awsBudget, total) - ticketing.items.length);
  generateKubernetes(ctx, k8s, plan.clusters);
  const aws = new CatalogBuilder(ctx, Math.min(awsBudget, total));
  generateAws(ctx, aws, plan);

  // Cross-provider links: each EKS cluster is its Kubernetes cluster; each node is an EC2 instance.
  const byKey = new Map<string, ConfigRef>();
  for (const r of k8s.refs)
    if (r.type === 'Kubernetes::Cluster' || r.type === 'Kubernetes::Node')
      byKey.set(`${r.type}/${r.name}`, r);
  for (const r of aws.refs) {
    if (r.type === 'AWS::EKS::Cluster')
      aws.relate(
        r,
        byKey.get(`Kubernetes::Cluster/${r.name}`) ?? null,
        'EKSKubernetesCluster',
        plan.awsScraperId,
      );
    if (r.type === 'AWS::EC2::Instance')
      aws.relate(r, byKey.get(`Kubernetes::Node/${r.name}`) ?? null, 'InstanceNode', plan.awsScraperId);
  }
  const refs = [...k8s.refs, ...aws.refs];
  return {
    config_scrapers: scrapers(ctx, plan),
    config_items: [...k8s.items, ...aws.items, ...ticketing.items],
    config_relationships: [...k8s.relationships, ...aws.relationships],
    config_costs: costs(ctx, refs),
    config_items_last_scraped_time: lastScraped(ctx, refs),
    refs,
  };
}

function scrapers(ctx: SeedContext, plan: CatalogPlan): Row[] {
  const rows: Row[] = plan.clusters.map((c) => ({
    id: c.scraperId,
    description: `Kubernetes resources of ${c.name}`,
    name: `kubernetes-${c.name}`,
    namespace: 'mission-control',
    spec: {
      schedule: '@every 30m',
      kubernetes: [{ clusterName: c.name, exclusions: { namespace: ['kube-public'] } }],
      retention: { changes: [{ name: 'diff', age: '7d' }] },
    },
    source: 'KubernetesCRD',
    application_id: null,
    created_by: DEMO_ACCOUNTS.admin.id,
    agent_id: c.agentId,
    created_at: ctx.ago(300 * DAY),
    updated_at: ctx.ago(20 * DAY),
    deleted_at: null,
    is_pushed: false,
  }));
  rows.push({
    id: plan.awsScraperId,
    description: 'AWS account acme-prod (all regions)',
    name: 'aws-acme-prod',
    namespace: 'mission-control',
    spec: {
      schedule: '@every 1h',
      aws: [
        {
          region: ['eu-west-1', 'us-east-1', 'ap-southeast-1'],
          connection: 'connection://aws/acme-prod',
          cloudtrail: { exclude: ['AssumeRole'] },
        },
      ],
    },
    source: 'UI',
    application_id: null,
    created_by: DEMO_ACCOUNTS.editor.id,
    agent_id: plan.clusters[0]?.agentId ?? null,
    created_at: ctx.ago(280 * DAY),
    updated_at: ctx.ago(9 * DAY),
    deleted_at: null,
    is_pushed: false,
  });
  return rows;
}

const MONTHLY_COST: Record<string, [number, number]> = {
  'AWS::EC2::Instance': [250, 700],
  'AWS::RDS::DBInstance': [400, 1800],
  'AWS::S3::Bucket': [5, 400],
  'AWS::Lambda::Function': [0.5, 60],
  'AWS::EKS::Cluster': [73, 73],
  'AWS::ElasticLoadBalancingV2::LoadBalancer': [20, 90],
  'AWS::EC2::Volume': [8, 80],
  'AWS::SQS::Queue': [0.1, 12],
};

/** Cost lines for billable AWS resources (the `configs` view sums them). */
function costs(ctx: SeedContext, refs: ConfigRef[]): Row[] {
  const rng = ctx.rng('costs');
  const rows: Row[] = [];
  for (const r of refs) {
    const range = MONTHLY_COST[r.type];
    if (range === undefined || r.deletedMs !== null) continue;
    const month = Math.round((range[0] + rng.next() * (range[1] - range[0])) * 100) / 100;
    const dayTrend = 0.8 + rng.next() * 0.5; // today's spend vs the 30-day average
    const day = Math.round((month / 30) * dayTrend * 10000) / 10000;
    rows.push({
      id: ctx.id('cost', r.id),
      config_id: r.id,
      external_id: null,
      line: r.type.split('::')[1] ?? r.type,
      billing_currency: 'USD',
      cost_per_minute: Math.round((day / 1440) * 1e6) / 1e6,
      cost_total_1h: Math.round((day / 24) * 10000) / 10000,
      cost_total_1d: day,
      cost_total_7d: Math.round((month / 30) * 7 * 100) / 100,
      cost_total_30d: month,
      created_at: ctx.ago(30 * DAY),
      updated_at: ctx.ago(rng.int(1, 600) * MINUTE),
    });
  }
  return rows;
}

/** When each live item was last seen by its scraper (a few are stale: over an hour). */
function lastScraped(ctx: SeedContext, refs: ConfigRef[]): Row[] {
  const rng = ctx.rng('last-scraped');
  const rows: Row[] = [];
  for (const r of refs) {
    if (r.deletedMs !== null) continue;
    const offset = rng.chance(0.05) ? rng.int(61, 600) * MINUTE : rng.int(1, 30) * MINUTE;
    const when = ctx.ago(Math.min(offset, ctx.nowMs - r.createdMs));
    rows.push({
      config_id: r.id,
      last_scraped_time: when,
      is_pushed: false,
      created_at: ctx.iso(r.createdMs),
      updated_at: when,
    });
  }
  return rows;
}
