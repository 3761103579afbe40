import type { ConfigRef } from './catalog-builder.ts';
import type { Row, SeedContext } from './context.ts';
import { propertiesValues } from './context.ts';
import { DAY, MINUTE, SECOND } from './context.ts';
import type { Rng } from './prng.ts';

type ChangeDef = readonly [changeType: string, severity: string, weight: number];

const POD: ChangeDef[] = [
  ['Pulled', 'info', 15],
  ['Created', 'info', 10],
  ['Started', 'info', 10],
  ['Scheduled', 'info', 10],
  ['Killing', 'low', 6],
  ['BackOff', 'medium', 8],
  ['Unhealthy', 'high', 6],
  ['FailedScheduling', 'high', 2],
  ['OOMKilled', 'critical', 2],
  ['diff', 'info', 5],
];
const WORKLOAD: ChangeDef[] = [
  ['diff', 'info', 30],
  ['ScalingReplicaSet', 'info', 20],
  ['ImageUpdated', 'low', 12],
  ['RolloutRestart', 'medium', 4],
  ['ProgressDeadlineExceeded', 'high', 2],
];
const NODE: ChangeDef[] = [
  ['NodeNotReady', 'high', 3],
  ['NodeReady', 'info', 3],
  ['diff', 'info', 5],
  ['NodeHasDiskPressure', 'medium', 2],
  ['Rebooted', 'medium', 1],
];
const AWS: Record<string, ChangeDef[]> = {
  'AWS::EC2::Instance': [
    ['RunInstances', 'info', 3],
    ['StopInstances', 'medium', 2],
    ['StartInstances', 'info', 2],
    ['ModifyInstanceAttribute', 'low', 2],
    ['CreateTags', 'info', 3],
  ],
  'AWS::RDS::DBInstance': [
    ['ModifyDBInstance', 'medium', 3],
    ['CreateDBSnapshot', 'info', 5],
    ['RebootDBInstance', 'high', 1],
  ],
  'AWS::S3::Bucket': [
    ['PutBucketPolicy', 'medium', 3],
    ['PutBucketVersioning', 'low', 2],
    ['DeleteBucketPolicy', 'critical', 1],
  ],
  'AWS::Lambda::Function': [
    ['UpdateFunctionCode', 'info', 5],
    ['UpdateFunctionConfiguration', 'low', 3],
  ],
  'AWS::IAM::Role': [
    ['AttachRolePolicy', 'high', 2],
    ['UpdateAssumeRolePolicy', 'high', 1],
    ['TagRole', 'info', 2],
  ],
  'AWS::EC2::SecurityGroup': [
    ['AuthorizeSecurityGroupIngress', 'high', 2],
    ['RevokeSecurityGroupIngress', 'medium', 2],
  ],
};
const OTHER: ChangeDef[] = [
  ['diff', 'info', 5],
  ['UPDATE', 'info', 1],
];

const EVENT_SOURCE: Record<string, string> = {
  Pulled: 'kubelet',
  Created: 'kubelet',
  Started: 'kubelet',
  Killing: 'kubelet',
  BackOff: 'kubelet',
  Unhealthy: 'kubelet',
  OOMKilled: 'kubelet',
  Scheduled: 'default-scheduler',
  FailedScheduling: 'default-scheduler',
  ScalingReplicaSet: 'deployment-controller',
  ProgressDeadlineExceeded: 'deployment-controller',
  NodeNotReady: 'node-controller',
  NodeReady: 'kubelet',
  NodeHasDiskPressure: 'kubelet',
  Rebooted: 'kubelet',
};

function defsFor(ref: ConfigRef): ChangeDef[] {
  if (ref.type === 'Kubernetes::Pod') return POD;
  if (ref.type === 'Kubernetes::Node') return NODE;
  if (/::(Deployment|StatefulSet|DaemonSet|CronJob)$/.test(ref.type)) return WORKLOAD;
  return AWS[ref.type] ?? OTHER;
}

/** How many changes and insights an estate of `items` config items gets over the week. */
export function changeVolume(items: number): { changes: number; analysis: number } {
  return items <= 5000
    ? { changes: Math.round(items * 2.5), analysis: Math.round(items * 0.12) }
    : {
        changes: Math.round(12500 + (items - 5000) * 0.15),
        analysis: Math.round(600 + (items - 5000) * 0.03),
      };
}

/** Picks items the way change feeds are skewed: pods and workloads churn, roles and buckets rarely change. */
function picker(rng: Rng, refs: ConfigRef[]): () => ConfigRef {
  const groups: [ConfigRef[], number][] = [
    [refs.filter((r) => r.type === 'Kubernetes::Pod'), 45],
    [refs.filter((r) => /::(Deployment|StatefulSet|DaemonSet|CronJob)$/.test(r.type)), 25],
    [refs.filter((r) => r.type === 'Kubernetes::Node'), 5],
    [refs.filter((r) => r.type.startsWith('AWS::')), 15],
    [refs.filter((r) => r.type === 'Kubernetes::ConfigMap' || r.type === 'Kubernetes::Service'), 10],
  ];
  const nonEmpty = groups.filter(([g]) => g.length > 0);
  return () => rng.pick(rng.weighted(nonEmpty.map(([g, w]) => [g, w] as const)));
}

export interface ChangeRef {
  id: string;
  configId: string;
  createdMs: number;
  severity: string;
  changeType: string;
}

/** Seven days of config changes (events, diffs, CloudTrail), skewed as real feeds are. */
export function generateChanges(
  ctx: SeedContext,
  refs: ConfigRef[],
  count: number,
  people: string[],
  accountId: string,
): { rows: Row[]; refs: ChangeRef[] } {
  const rng = ctx.rng('changes');
  const pick = picker(rng, refs);
  const rows: Row[] = [];
  const out: ChangeRef[] = [];
  const windowStart = ctx.nowMs - 7 * DAY;
  for (let i = 0; i < count; i++) {
    const ref = pick();
    const from = Math.max(windowStart, ref.createdMs);
    const to = ref.deletedMs ?? ctx.nowMs;
    if (to <= from) continue;
    const [changeType, severity] = rng.weighted(defsFor(ref).map((d) => [d, d[2]] as const));
    const createdMs = from + Math.floor(rng.next() * (to - from));
    const repeated =
      (changeType === 'BackOff' || changeType === 'Unhealthy' || changeType === 'Pulled') && rng.chance(0.5);
    const countSeen = repeated ? rng.int(2, 60) : 1;
    const firstMs = repeated ? Math.max(from, createdMs - countSeen * rng.int(1, 5) * MINUTE) : createdMs;
    const aws = ref.type.startsWith('AWS::');
    const id = ctx.id('change', i);
    const byPerson = !aws && changeType === 'RolloutRestart' ? rng.pick(people) : null;
    rows.push({
      id,
      config_id: ref.id,
      external_change_id: aws
        ? `${rng.hex(8)}-${rng.hex(4)}-${rng.hex(4)}-${rng.hex(12)}`
        : changeType === 'diff'
          ? null
          : `${ref.name}.${rng.hex(16)}`,
      external_created_by: aws
        ? `arn:aws:iam::${accountId}:${rng.pick(['user/grace.hopper', 'user/linus.park', 'role/ci-deployer', 'role/mission-control-scraper'])}`
        : (EVENT_SOURCE[changeType] ?? null),
      change_type: changeType,
      severity,
      source: aws ? 'AWS::CloudTrail' : changeType === 'diff' ? 'diff' : 'kubernetes/event',
      summary: summarize(rng, ref, changeType, countSeen),
      patches:
        changeType === 'diff'
          ? { metadata: { annotations: { 'deployment.kubernetes.io/revision': String(rng.int(2, 90)) } } }
          : null,
      diff: changeType === 'diff' ? diffText(rng) : null,
      details: aws
        ? {
            eventName: changeType,
            awsRegion: ref.tags['region'] ?? 'eu-west-1',
            sourceIPAddress: `10.10.${rng.int(0, 255)}.${rng.int(1, 254)}`,
          }
        : { reason: changeType, source: { component: EVENT_SOURCE[changeType] ?? 'config-db' } },
      created_by: byPerson,
      created_at: ctx.iso(createdMs),
      count: countSeen,
      fingerprint: repeated ? rng.hex(32) : null,
      first_observed: ctx.iso(firstMs),
      is_pushed: false,
      inserted_at: ctx.iso(Math.min(ctx.nowMs, createdMs + rng.int(2, 90) * SECOND)),
    });
    out.push({ id, configId: ref.id, createdMs, severity, changeType });
  }
  return { rows, refs: out };
}

function summarize(rng: Rng, ref: ConfigRef, changeType: string, count: number): string {
  switch (changeType) {
    case 'Pulled':
      return `Successfully pulled image "ghcr.io/acme/${ref.tags['namespace'] ?? 'app'}:v${rng.int(1, 4)}.${rng.int(0, 30)}.${rng.int(0, 9)}" in ${rng.int(300, 9000)}ms`;
    case 'BackOff':
      return `Back-off restarting failed container (x${count})`;
    case 'Unhealthy':
      return `Readiness probe failed: HTTP probe failed with statuscode: ${rng.pick([500, 502, 503])}`;
    case 'OOMKilled':
      return 'Container was OOMKilled (memory limit 512Mi)';
    case 'Scheduled':
      return `Successfully assigned ${ref.tags['namespace'] ?? 'default'}/${ref.name} to a node`;
    case 'FailedScheduling':
      return '0/9 nodes are available: 3 Insufficient cpu, 6 node(s) had untolerated taint';
    case 'ScalingReplicaSet':
      return `Scaled ${rng.pick(['up', 'down'])} replica set ${ref.name}-${rng.hex(10)} to ${rng.int(1, 6)}`;
    case 'ImageUpdated':
      return `Image updated to v${rng.int(1, 4)}.${rng.int(0, 30)}.${rng.int(0, 9)}`;
    case 'diff':
      return rng.pick([
        'spec.replicas changed',
        'metadata.annotations updated',
        'spec.template.spec.containers[0].image changed',
        'data.LOG_LEVEL changed',
        'status.conditions changed',
      ]);
    case 'NodeNotReady':
      return `Node ${ref.name} status is now: NodeNotReady`;
    case 'NodeReady':
      return `Node ${ref.name} status is now: NodeReady`;
    default:
      return `${changeType} on ${ref.name}`;
  }
}

function diffText(rng: Rng): string {
  const before = rng.int(1, 4);
  return `--- before\n+++ after\n@@ -${rng.int(5, 40)},4 +${rng.int(5, 40)},4 @@\n   spec:\n-    replicas: ${before}\n+    replicas: ${before + rng.int(1, 3)}\n     template:\n`;
}

type InsightDef = readonly [analyzer: string, type: string, source: string, summary: string];
const K8S_INSIGHTS: InsightDef[] = [
  ['trivy', 'security', 'Trivy', 'CVE-2024-45337: golang.org/x/crypto authorization bypass'],
  ['trivy', 'security', 'Trivy', 'CVE-2023-44487: HTTP/2 rapid reset'],
  ['container-resources', 'reliability', 'Kubernetes', 'Container has no memory limit'],
  ['probes', 'availability', 'Kubernetes', 'Container has no readiness probe'],
  ['replicas', 'availability', 'Kubernetes', 'Single replica deployment'],
  ['deprecated-api', 'technical_debt', 'Kubernetes', 'Uses deprecated API policy/v1beta1'],
  ['image-pull', 'integration', 'Kubernetes', 'Registry rate limit hit while pulling image'],
  ['right-sizing', 'cost', 'Kubernetes', 'CPU request is 4x the 7-day p95 usage'],
  ['latency', 'performance', 'Prometheus', 'p99 latency above SLO for 3 days'],
];
const AWS_INSIGHTS: InsightDef[] = [
  ['aws-trusted-advisor', 'cost', 'AWS Trusted Advisor', 'Low utilization Amazon EC2 instance'],
  ['aws-trusted-advisor', 'performance', 'AWS Trusted Advisor', 'High utilization Amazon EBS volume'],
  ['aws-config', 'compliance', 'AWS Config', 's3-bucket-versioning-enabled: NON_COMPLIANT'],
  ['aws-config', 'compliance', 'AWS Config', 'rds-storage-encrypted: NON_COMPLIANT'],
  [
    'aws-security-hub',
    'security',
    'AWS Security Hub',
    'IAM policy allows full "*" administrative privileges',
  ],
  ['aws-cost-explorer', 'recommendation', 'AWS Cost Explorer', 'Rightsize to a smaller instance type'],
  ['aws-health', 'other', 'AWS Health', 'Scheduled maintenance in the next 14 days'],
];
const SEVERITIES: readonly (readonly [string, number])[] = [
  ['info', 12],
  ['warning', 14],
  ['low', 18],
  ['medium', 22],
  ['high', 18],
  ['blocker', 4],
  ['critical', 8],
];

export interface AnalysisRef {
  id: string;
  configId: string;
  severity: string;
  analysisType: string;
}

/** Insights (config_analysis) on live items, every severity and status, mostly first seen this week. */
export function generateAnalysis(
  ctx: SeedContext,
  refs: ConfigRef[],
  count: number,
): { rows: Row[]; refs: AnalysisRef[] } {
  const rng = ctx.rng('analysis');
  const candidates = refs.filter(
    (r) => r.deletedMs === null && /::(Deployment|StatefulSet|DaemonSet|Pod|Node)$|^AWS::/.test(r.type),
  );
  const rows: Row[] = [];
  const out: AnalysisRef[] = [];
  if (candidates.length === 0) return { rows, refs: out };
  for (let i = 0; i < count; i++) {
    const ref = rng.pick(candidates);
    const [analyzer, type, source, summary] = rng.pick(
      ref.type.startsWith('AWS::') ? AWS_INSIGHTS : K8S_INSIGHTS,
    );
    const severity = rng.weighted(SEVERITIES);
    const status = rng.weighted([
      ['open', 75],
      ['resolved', 15],
      ['silenced', 10],
    ] as const);
    const firstAgo = rng.chance(0.8) ? rng.int(10, 7 * 24 * 60) * MINUTE : rng.int(8, 60) * DAY;
    const firstMs = Math.max(ref.createdMs, ctx.nowMs - firstAgo);
    const lastMs =
      status === 'resolved'
        ? firstMs + Math.floor(rng.next() * (ctx.nowMs - firstMs))
        : ctx.nowMs - rng.int(1, 120) * MINUTE;
    const id = ctx.id('analysis', i);
    rows.push({
      id,
      config_id: ref.id,
      scraper_id: null,
      created_by: null,
      source,
      analyzer,
      analysis_type: type,
      severity,
      summary: `${summary} (${ref.name})`,
      status,
      message: `${summary}. Found on ${ref.type} ${ref.name}${ref.tags['namespace'] ? ` in ${ref.tags['namespace']}` : ''}.`,
      analysis: {
        analyzer,
        resource: ref.name,
        ...(analyzer === 'trivy' ? { installedVersion: 'v0.17.0', fixedVersion: 'v0.31.0' } : {}),
      },
      properties: [{ name: 'analyzer', text: analyzer }],
      properties_values: propertiesValues([{ name: 'analyzer', text: analyzer }]),
      first_observed: ctx.iso(firstMs),
      last_observed: ctx.iso(Math.max(firstMs, Math.min(ctx.nowMs, lastMs))),
      is_pushed: false,
    });
    out.push({ id, configId: ref.id, severity, analysisType: type });
  }
  return { rows, refs: out };
}
