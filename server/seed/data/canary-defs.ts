import type { AgentsOutput } from '../gen-people.ts';

/** Applications with a public and an in-cluster endpoint, and the namespace each runs in. */
export const APIS = [
  'payments-api',
  'checkout-api',
  'catalog-api',
  'search-api',
  'auth-api',
  'orders-api',
  'shipping-api',
  'inventory-api',
  'web',
  'admin-ui',
  'grafana',
  'mission-control',
  'event-collector',
  'bff',
  'cart',
  'ledger',
];
export const NAMESPACES = [
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
  'monitoring',
];
export const API_NS: Record<string, string> = {
  'payments-api': 'payments',
  'checkout-api': 'checkout',
  'catalog-api': 'catalog',
  'search-api': 'search',
  'auth-api': 'identity',
  'orders-api': 'orders',
  'shipping-api': 'shipping',
  'inventory-api': 'inventory',
  web: 'frontend',
  'admin-ui': 'frontend',
  grafana: 'monitoring',
  'mission-control': 'mission-control',
  'event-collector': 'analytics',
  bff: 'frontend',
  cart: 'checkout',
  ledger: 'payments',
};

/** One check of a canary: its display name, spec fragment and what it points at. */
export interface CheckDef {
  name: string;
  description: string;
  endpoint: string;
  /** `Kubernetes::Service/payments-api`-style hints of the config items it checks. */
  configs: string[];
  labels: Record<string, string>;
}

export interface CanaryDef {
  key: string;
  name: string;
  namespace: string;
  type: string;
  icon: string;
  intervalMin: number;
  agent: keyof AgentsOutput['ids'];
  owner: string;
  checks: CheckDef[];
}

export const def = (
  name: string,
  description: string,
  endpoint: string,
  configs: string[] = [],
  labels: Record<string, string> = {},
): CheckDef => ({ name, description, endpoint, configs, labels });
