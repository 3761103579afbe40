import type { CatalogBuilder, ConfigRef, ConfigSpec } from './catalog-builder.ts';
import type { CatalogPlan } from './catalog-plan.ts';
import type { SeedContext } from './context.ts';
import { DAY, HOUR, MINUTE } from './context.ts';
import { LOCAL_AGENT_ID } from './well-known-ids.ts';

const REGIONS = ['eu-west-1', 'us-east-1', 'ap-southeast-1'];
const ROLES = [
  'eks-cluster-role',
  'eks-node-role',
  'lambda-exec',
  'ci-deployer',
  'readonly-auditor',
  'backup-operator',
  'mission-control-scraper',
  'external-dns',
  'cert-manager-route53',
  'cluster-autoscaler',
  'ebs-csi-driver',
  'payments-s3-writer',
  'analytics-etl',
  'break-glass-admin',
];
const BUCKETS = [
  'acme-backups',
  'acme-logs',
  'acme-static-assets',
  'acme-data-lake',
  'acme-terraform-state',
  'acme-invoices',
  'acme-ml-models',
  'acme-cloudtrail',
];
const LAMBDAS = [
  'image-thumbnailer',
  'invoice-pdf',
  'slack-notifier',
  'cost-reporter',
  'log-shipper',
  'user-cleanup',
  'webhook-relay',
  'dns-updater',
  'backup-verifier',
  'quota-checker',
];
const DATABASES = ['payments-db', 'orders-db', 'identity-db', 'analytics-warehouse'];
const QUEUES = ['orders-events', 'payments-settlement', 'email-outbox', 'shipping-labels', 'dead-letter'];
const FILLER = [
  'AWS::Lambda::Function',
  'AWS::S3::Bucket',
  'AWS::EC2::Volume',
  'AWS::SQS::Queue',
  'AWS::IAM::Role',
  'AWS::EC2::SecurityGroup',
] as const;

/**
 * One AWS account across three regions: networking, EKS clusters and the EC2 instances behind
 * the Kubernetes nodes, databases, buckets, functions, queues and IAM roles; past the natural
 * estate, more functions/buckets/volumes/queues fill the builder's budget.
 */
export function generateAws(ctx: SeedContext, b: CatalogBuilder, plan: CatalogPlan): void {
  const rng = ctx.rng('aws');
  const acct = plan.accountId;
  const spec = (
    key: string,
    type: string,
    name: string,
    parent: ConfigRef | null,
    rest: Partial<ConfigSpec>,
  ): ConfigSpec => ({
    key: `aws/${key}`,
    type,
    name,
    parent,
    agentId: LOCAL_AGENT_ID,
    scraperId: plan.awsScraperId,
    source: 'AWS',
    status: rest.status ?? null,
    health: rest.health ?? 'healthy',
    externalId: rest.externalId ?? `arn:aws:${type.split('::')[1]?.toLowerCase() ?? 'aws'}:${acct}:${name}`,
    config: rest.config ?? {},
    labels: rest.labels ?? {},
    tags: { account: plan.accountName, ...(rest.tags ?? {}) },
    age: rest.age ?? rng.int(30, 500) * DAY,
    updatedAgo: rest.updatedAgo ?? rng.int(1, 30) * DAY,
    ...(rest.properties ? { properties: rest.properties } : {}),
    ...(rest.deletedAgo !== undefined ? { deletedAgo: rest.deletedAgo } : {}),
    icon: rest.icon ?? 'aws',
  });
  const account = b.add(
    spec('account', 'AWS::Account', plan.accountName, null, {
      status: 'Active',
      externalId: acct,
      config: { Id: acct, Alias: plan.accountName },
      age: 900 * DAY,
    }),
  );
  const roles = ROLES.map((r) =>
    b.add(
      spec(`role/${r}`, 'AWS::IAM::Role', r, account, {
        externalId: `arn:aws:iam::${acct}:role/${r}`,
        config: { RoleName: r, Path: '/', MaxSessionDuration: 3600 },
      }),
    ),
  ).filter((r): r is ConfigRef => r !== null);
  b.add(
    spec('zone/acme.io', 'AWS::Route53::HostedZone', 'acme.io', account, {
      externalId: `/hostedzone/Z${rng.hex(12).toUpperCase()}`,
      config: { Name: 'acme.io.', ResourceRecordSetCount: rng.int(40, 120) },
    }),
  );

  const lambdasByRegion: ConfigRef[] = [];
  for (const region of REGIONS) {
    const tags = { region };
    const reg = b.add(
      spec(`region/${region}`, 'AWS::Region', region, account, {
        status: 'Active',
        externalId: region,
        tags,
        age: 900 * DAY,
      }),
    );
    const vpc = b.add(
      spec(`vpc/${region}`, 'AWS::EC2::VPC', `vpc-${region}`, reg, {
        status: 'available',
        externalId: `vpc-${rng.hex(17)}`,
        tags,
        config: { CidrBlock: `10.${REGIONS.indexOf(region) * 10 + 10}.0.0/16`, IsDefault: false },
      }),
    );
    const subnets = ['a', 'b', 'c']
      .flatMap((az) =>
        ['private', 'public'].map((kind) =>
          b.add(
            spec(`subnet/${region}${az}/${kind}`, 'AWS::EC2::Subnet', `${kind}-${region}${az}`, vpc, {
              status: 'available',
              externalId: `subnet-${rng.hex(17)}`,
              tags: { ...tags, zone: `${region}${az}` },
              config: { AvailabilityZone: `${region}${az}`, MapPublicIpOnLaunch: kind === 'public' },
            }),
          ),
        ),
      )
      .filter((s): s is ConfigRef => s !== null);
    const sgs = ['eks-nodes', 'eks-control-plane', 'rds', 'alb', 'bastion'].map((g) =>
      b.add(
        spec(`sg/${region}/${g}`, 'AWS::EC2::SecurityGroup', `${g}-${region}`, vpc, {
          externalId: `sg-${rng.hex(17)}`,
          tags,
          config: { GroupName: g, IpPermissions: [{ IpProtocol: 'tcp', FromPort: 443, ToPort: 443 }] },
        }),
      ),
    );
    for (const cluster of plan.clusters.filter((c) => c.region === region)) {
      const eks = b.add(
        spec(`eks/${cluster.key}`, 'AWS::EKS::Cluster', cluster.name, vpc, {
          status: 'ACTIVE',
          externalId: `arn:aws:eks:${region}:${acct}:cluster/${cluster.name}`,
          tags: { ...tags, cluster: cluster.name },
          config: { name: cluster.name, version: '1.31', platformVersion: 'eks.12' },
          icon: 'eks',
        }),
      );
      cluster.nodeNames.forEach((nodeName, i) => {
        const subnet = subnets.filter((s) => s.name.startsWith('private'))[i % 3] ?? null;
        const stopped = cluster.key === 'prod-us' && i === 3;
        const inst = b.add(
          spec(`ec2/${nodeName}`, 'AWS::EC2::Instance', nodeName, subnet, {
            status: stopped ? 'stopped' : 'running',
            health: stopped ? 'unhealthy' : 'healthy',
            externalId: `i-${rng.hex(17)}`,
            tags: { ...tags, cluster: cluster.name, zone: subnet?.tags['zone'] ?? region },
            labels: { 'eks:cluster-name': cluster.name, Name: nodeName },
            config: {
              InstanceType: rng.pick(['m6i.2xlarge', 'm6i.4xlarge', 'c6i.2xlarge']),
              PrivateDnsName: nodeName,
              State: { Name: stopped ? 'stopped' : 'running' },
            },
            age: rng.int(2, 60) * DAY,
            updatedAgo: rng.int(1, 48) * HOUR,
            icon: 'ec2',
          }),
        );
        b.relate(inst, sgs[0] ?? null, 'InstanceSecurityGroup', plan.awsScraperId);
        b.relate(eks, inst, 'ClusterInstance', plan.awsScraperId);
      });
    }
    if (region !== 'ap-southeast-1') {
      for (const dbName of DATABASES.slice(region === 'eu-west-1' ? 0 : 2)) {
        const full = rng.chance(0.15);
        const db = b.add(
          spec(`rds/${region}/${dbName}`, 'AWS::RDS::DBInstance', dbName, vpc, {
            status: full ? 'storage-full' : rng.chance(0.1) ? 'backing-up' : 'available',
            health: full ? 'unhealthy' : 'healthy',
            externalId: `arn:aws:rds:${region}:${acct}:db:${dbName}`,
            tags,
            labels: { team: dbName.split('-')[0] ?? 'data' },
            config: {
              Engine: 'postgres',
              EngineVersion: '16.4',
              DBInstanceClass: rng.pick(['db.r6g.large', 'db.r6g.xlarge']),
              AllocatedStorage: rng.pick([100, 200, 500]),
              MultiAZ: true,
            },
            icon: 'rds',
          }),
        );
        b.relate(db, sgs[2] ?? null, 'DBSecurityGroup', plan.awsScraperId);
      }
      for (const q of QUEUES) {
        b.add(
          spec(`sqs/${region}/${q}`, 'AWS::SQS::Queue', q, reg, {
            externalId: `arn:aws:sqs:${region}:${acct}:${q}`,
            tags,
            config: { VisibilityTimeout: 30, ApproximateNumberOfMessages: rng.int(0, 5000) },
          }),
        );
      }
    }
    b.add(
      spec(`alb/${region}`, 'AWS::ElasticLoadBalancingV2::LoadBalancer', `k8s-ingress-${region}`, vpc, {
        status: 'active',
        externalId: `arn:aws:elasticloadbalancing:${region}:${acct}:loadbalancer/app/k8s-ingress/${rng.hex(16)}`,
        tags,
        config: { Scheme: 'internet-facing', Type: 'application' },
      }),
    );
    for (const l of LAMBDAS.slice(0, region === 'eu-west-1' ? LAMBDAS.length : 4)) {
      const fn = addLambda(`${region}/${l}`, l, reg, region);
      if (fn) lambdasByRegion.push(fn);
    }
  }
  for (const bucket of BUCKETS) {
    b.add(
      spec(`s3/${bucket}`, 'AWS::S3::Bucket', bucket, account, {
        externalId: `arn:aws:s3:::${bucket}`,
        tags: { region: 'eu-west-1' },
        config: {
          Name: bucket,
          Versioning: rng.chance(0.7) ? 'Enabled' : 'Suspended',
          PublicAccessBlock: bucket !== 'acme-static-assets',
        },
      }),
    );
  }
  const firstRegion = b.refs.find((r) => r.type === 'AWS::Region') ?? null;
  for (let n = 0; !b.full; n++) {
    const kind = FILLER[n % FILLER.length] ?? 'AWS::Lambda::Function';
    const name = `${rng.pick(['orders', 'payments', 'catalog', 'search', 'identity', 'shipping', 'analytics', 'inventory'])}-${rng.pick(['ingest', 'export', 'sync', 'audit', 'report', 'archive', 'notify', 'replay'])}-${n}`;
    if (kind === 'AWS::Lambda::Function') addLambda(`filler/${n}`, name, firstRegion, 'eu-west-1');
    else
      b.add(
        spec(
          `filler/${n}`,
          kind,
          kind === 'AWS::EC2::Volume' ? `vol-${rng.hex(17)}` : name,
          kind === 'AWS::IAM::Role' || kind === 'AWS::S3::Bucket' ? account : firstRegion,
          {
            tags: { region: 'eu-west-1' },
            config: { Name: name },
            ...(rng.chance(0.01) ? { deletedAgo: rng.int(1, 6) * DAY } : {}),
          },
        ),
      );
  }

  function addLambda(key: string, name: string, parent: ConfigRef | null, region: string): ConfigRef | null {
    const failing = rng.chance(0.08);
    const fn = b.add(
      spec(`lambda/${key}`, 'AWS::Lambda::Function', name, parent, {
        status: failing ? 'Failed' : 'Active',
        health: failing ? 'unhealthy' : rng.chance(0.05) ? 'warning' : 'healthy',
        externalId: `arn:aws:lambda:${region}:${acct}:function:${name}`,
        tags: { region },
        config: {
          FunctionName: name,
          Runtime: rng.pick(['nodejs20.x', 'python3.12', 'provided.al2023']),
          MemorySize: rng.pick([128, 256, 512]),
          Timeout: 30,
        },
        updatedAgo: rng.int(10, 60 * 24 * 20) * MINUTE,
        icon: 'lambda',
      }),
    );
    b.relate(fn, roles.length > 0 ? rng.pick(roles) : null, 'LambdaRole', plan.awsScraperId);
    return fn;
  }
}
