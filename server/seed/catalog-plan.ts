import type { SeedContext } from './context.ts';
import type { AgentsOutput } from './gen-people.ts';

/** A Kubernetes cluster of the estate, shared by the Kubernetes and AWS generators. */
export interface ClusterPlan {
  key: string;
  name: string;
  env: 'production' | 'staging';
  agentId: string;
  scraperId: string;
  region: string;
  /** The first node names (EC2 private DNS names); the AWS side creates their instances. */
  nodeNames: string[];
  cidr: number;
}

export interface CatalogPlan {
  clusters: ClusterPlan[];
  awsScraperId: string;
  accountId: string;
  accountName: string;
}

export function planCatalog(ctx: SeedContext, agents: AgentsOutput['ids']): CatalogPlan {
  const rng = ctx.rng('catalog-plan');
  const cluster = (
    key: string,
    env: ClusterPlan['env'],
    agentId: string,
    region: string,
    nodes: number,
    cidr: number,
  ): ClusterPlan => ({
    key,
    name: key,
    env,
    agentId,
    scraperId: ctx.id('scraper', `kubernetes-${key}`),
    region,
    cidr,
    nodeNames: Array.from(
      { length: nodes },
      () => `ip-10-${cidr}-${rng.int(0, 63)}-${rng.int(2, 254)}.${region}.compute.internal`,
    ),
  });
  return {
    clusters: [
      cluster('prod-eu', 'production', agents.local, 'eu-west-1', 9, 10),
      cluster('prod-us', 'production', agents.usEast, 'us-east-1', 8, 20),
      cluster('staging', 'staging', agents.staging, 'eu-west-1', 4, 30),
    ],
    awsScraperId: ctx.id('scraper', 'aws-acme-prod'),
    accountId: String(rng.int(100000000000, 999999999999)),
    accountName: 'acme-prod',
  };
}
