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
 * the signed-in user as basic-auth password (username `token`).
 */
export function kubeconfigYaml(server: string, clusterName: string, token: string): string {
  return [
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

/** `GET /api/kubeconfig`: a kubeconfig download for the caller, pointing at this server. */
export function kubeconfigRoute(app: Hono, db: Queryable): void {
  app.get('/api/kubeconfig', async (c) => {
    const principal = principalOf(c.req.raw);
    if (principal === undefined) return serviceUnauthorized();
    const origin = publicOrigin(c.req.raw);
    const slug = new URL(origin).hostname.replace(/\.flanksource\.com$/, '').replace(/[^A-Za-z0-9.-]/g, '-');
    const { token } = await createAccessToken(
      db,
      principal.personId,
      `kubeconfig ${new Date().toISOString()}`,
    );
    return new Response(kubeconfigYaml(`${origin}/api/kubeproxy`, `mission-control-${slug}`, token), {
      status: 200,
      headers: {
        'Content-Type': 'text/yaml; charset=utf-8',
        'Content-Disposition': `attachment; filename="${slug}-kubeconfig.yaml"`,
        'Cache-Control': 'no-store',
      },
    });
  });
}
