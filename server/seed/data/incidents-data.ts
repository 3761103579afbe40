import { DAY, HOUR, MINUTE } from '../context.ts';

/** The incident vocabulary of the demo estate; every value appears in the generated rows. */
export const INCIDENT_STATUSES = ['new', 'open', 'investigating', 'mitigated', 'resolved', 'closed'] as const;
/**
 * Severities as the existing Mission Control console writes them (its create form's 'Low', its
 * severity tag reads 'High', 'Critical', …); this console writes lower case and reads both.
 */
export const INCIDENT_SEVERITIES = ['Low', 'Medium', 'High', 'Critical', 'Blocker'] as const;
export const INCIDENT_TYPES = [
  'availability',
  'performance',
  'security',
  'cost',
  'integration',
  'compliance',
  'technicalDebt',
  'reliability',
] as const;
export const HYPOTHESIS_STATUSES = [
  'proven',
  'likely',
  'possible',
  'unlikely',
  'improbable',
  'disproven',
] as const;
export const EVIDENCE_TYPES = [
  'log',
  'config',
  'topology',
  'check',
  'config_analysis',
  'config_change',
  'comment',
] as const;

/** Incident titles by type. */
export const TITLES: Record<(typeof INCIDENT_TYPES)[number], string[]> = {
  availability: [
    'Checkout API returning 503s',
    'Payments worker crash-looping',
    'Search results empty for EU users',
    'Login page times out',
  ],
  performance: [
    'Catalog API p99 latency above 2s',
    'Slow queries on orders-db',
    'Image resizer queue backing up',
  ],
  security: [
    'Suspicious IAM policy change on ci-deployer',
    'Expired TLS certificate on auth.acme.io',
    'Critical CVE in session-store image',
  ],
  cost: [
    'EC2 spend up 40% week over week',
    'Unused EBS volumes accumulating',
    'NAT gateway data transfer spike',
  ],
  integration: [
    'Carrier label API rejecting requests',
    'Bank settlement files missing on SFTP',
    'Slack notifications not delivered',
  ],
  compliance: [
    'S3 bucket versioning disabled on acme-backups',
    'RDS storage not encrypted on analytics-warehouse',
  ],
  technicalDebt: ['Workloads using deprecated policy/v1beta1', 'Node images two minor versions behind'],
  reliability: [
    'Node NotReady in prod-us',
    'Kafka consumer lag growing on orders-events',
    'Flux reconciliation failing for payments',
  ],
};
/** Contributing factors (root-cause hypotheses) and the solutions paired with them by index. */
export const FACTORS = [
  'Connection pool exhausted after the v2.14 rollout',
  'Memory limit too low for the new cache',
  'Upstream provider degraded',
  'Config map change disabled retries',
  'Node pool autoscaler hit its max size',
  'Noisy neighbour on the shared node',
  'Certificate renewal job failed silently',
  'DNS TTL too long after failover',
];
export const SOLUTIONS = [
  'Roll back to the previous release',
  'Raise the memory limit to 1Gi',
  'Add a circuit breaker around the provider',
  'Restore the retry settings and add a test',
  'Raise the node group max size',
  'Move the workload to a dedicated node pool',
  'Alert on certificate expiry at 14 days',
  'Lower the TTL to 60s before failovers',
];
/** How long ago an incident of each status was created: [min, max] in ms. */
export const AGE: Record<(typeof INCIDENT_STATUSES)[number], [number, number]> = {
  new: [5 * MINUTE, 90 * MINUTE],
  open: [30 * MINUTE, 3 * DAY],
  investigating: [HOUR, 2 * DAY],
  mitigated: [6 * HOUR, 3 * DAY],
  resolved: [DAY, 10 * DAY],
  closed: [5 * DAY, 30 * DAY],
};
