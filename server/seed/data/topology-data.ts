/** The demo estate's applications: display name, namespace, owning team and database (if any). */
export const APPS: readonly (readonly [name: string, ns: string, team: string, db: string | null])[] = [
  ['Checkout', 'checkout', 'payments', null],
  ['Payments', 'payments', 'payments', 'payments-db'],
  ['Catalog', 'catalog', 'data', null],
  ['Search', 'search', 'data', null],
  ['Identity', 'identity', 'security', 'identity-db'],
  ['Orders', 'orders', 'payments', 'orders-db'],
  ['Shipping', 'shipping', 'platform', null],
  ['Notifications', 'notifications', 'sre', null],
  ['Analytics', 'analytics', 'data', 'analytics-warehouse'],
  ['Inventory', 'inventory', 'data', null],
  ['Storefront', 'frontend', 'platform', null],
  ['Observability', 'monitoring', 'sre', null],
];

/** The APIs (as named by their checks) that belong to an application namespace. */
export const API_OF = (ns: string): string[] =>
  ({
    checkout: ['checkout-api', 'cart'],
    payments: ['payments-api', 'ledger'],
    catalog: ['catalog-api'],
    search: ['search-api'],
    identity: ['auth-api'],
    orders: ['orders-api'],
    shipping: ['shipping-api'],
    inventory: ['inventory-api'],
    frontend: ['web', 'admin-ui', 'bff'],
    monitoring: ['grafana'],
    analytics: ['event-collector'],
  })[ns] ?? [];

/** The parts of each application, as [name suffix, component type]. */
export const APP_PARTS = [
  ['API', 'Service'],
  ['Worker', 'Worker'],
  ['Database', 'Database'],
  ['Cache', 'Cache'],
] as const;

/** Namespaces shown under each cluster, in display order (those the cluster lacks are skipped). */
export const CLUSTER_NAMESPACES = [
  'kube-system',
  'monitoring',
  'ingress-nginx',
  'cert-manager',
  'flux-system',
  'mission-control',
  'payments',
  'checkout',
  'catalog',
  'search',
  'identity',
  'orders',
  'shipping',
  'notifications',
  'analytics',
  'inventory',
  'frontend',
  'default',
];

/** The reason a component that is not healthy gives. */
export const STATUS_REASONS = [
  '2 of 3 replicas unavailable',
  'p99 latency above SLO',
  'health check failing',
  'node NotReady',
  'disk usage 91%',
];

/** AWS service groups: label, config type, icon. */
export const AWS_GROUPS: readonly (readonly [label: string, configType: string, icon: string])[] = [
  ['RDS', 'AWS::RDS::DBInstance', 'rds'],
  ['S3', 'AWS::S3::Bucket', 's3'],
  ['Lambda', 'AWS::Lambda::Function', 'lambda'],
  ['EKS', 'AWS::EKS::Cluster', 'eks'],
  ['Load balancers', 'AWS::ElasticLoadBalancingV2::LoadBalancer', 'elb'],
  ['SQS', 'AWS::SQS::Queue', 'sqs'],
];

export const EDGE_SERVICES = [
  'CloudFront',
  'Route53',
  'WAF',
  'VPN gateways',
  'Corporate LDAP',
  'Partner SFTP',
];
export const OBSERVABILITY_SERVICES = ['Prometheus', 'Grafana', 'Loki', 'Alertmanager', 'Mission Control'];
