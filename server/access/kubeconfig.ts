import type { Hono } from 'hono';
import type { Queryable } from '../db/database.ts';
import { createAccessToken } from './access-tokens.ts';
import { principalOf } from './principal.ts';
import { publicOrigin } from './public-origin.ts';
import { serviceUnauthorized } from './responses.ts';

/** YAML double-quoted scalar (JSON strings are valid YAML). */
const q = (s: string): string => JSON.stringify(s);

/**
 * The kubeconfig Mission Control hands out: its kube proxy as the cluster, a new access token of
 * the signed-in user as basic-auth password (username `token`), and a comment saying when that
 * token expires.
 */
export function kubeconfigYaml(server: string, clusterName: string, token: string, expiresAt?: Date): string {
  return [
    ...(expiresAt
      ? [`# The token below expires at ${expiresAt.toISOString()}; download a new kubeconfig then.`]
      : []),
    'apiVersion: v1',
    'kind: Config',
    'clusters:',
    '- cluster:',
    `    server: ${q(server)}`,
    `  name: ${q(clusterName)}`,
    'contexts:',
    '- context:',
    `    cluster: ${q(clusterName)}`,
    '    user: default-user',
    '  name: default',
    'current-context: default',
    'users:',
    '- name: default-user',
    '  user:',
    '    username: "token"',
    `    password: ${q(token)}`,
    '',
  ].join('\n');
}

/**
 * How long a kubeconfig's token works: 7 days, after which the person downloads a new kubeconfig
 * (the console's download is one click). A kubeconfig is a file on a laptop and is easily copied;
 * a token that never expired would keep its owner's access after they left.
 */
export const KUBECONFIG_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60_000;

/** `GET /api/kubeconfig`: a kubeconfig download for the caller, pointing at this server. */
export function kubeconfigRoute(
  app: Hono,
  db: Queryable,
  opts: { trustProxy?: boolean; now?: () => Date } = {},
): void {
  const now = opts.now ?? (() => new Date());
  app.get('/api/kubeconfig', async (c) => {
    const principal = principalOf(c.req.raw);
    if (principal === undefined) return serviceUnauthorized();
    const origin = publicOrigin(c.req.raw, opts.trustProxy);
    const slug = new URL(origin).hostname.replace(/\.flanksource\.com$/, '').replace(/[^A-Za-z0-9.-]/g, '-');
    const issued = now();
    const expiresAt = new Date(issued.getTime() + KUBECONFIG_TOKEN_LIFETIME_MS);
    const { token } = await createAccessToken(
      db,
      principal.personId,
      `kubeconfig ${issued.toISOString()}`,
      expiresAt,
    );
    const yaml = kubeconfigYaml(`${origin}/api/kubeproxy`, `mission-control-${slug}`, token, expiresAt);
    return new Response(yaml, {
      status: 200,
      headers: {
        'Content-Type': 'text/yaml; charset=utf-8',
        'Content-Disposition': `attachment; filename="${slug}-kubeconfig.yaml"`,
        'Cache-Control': 'no-store',
      },
    });
  });
}
