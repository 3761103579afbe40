/**
 * The origin a browser used to reach this server: `X-Forwarded-Proto`/`X-Forwarded-Host` when a
 * proxy set them, else the request URL's (which @hono/node-server builds from `Host`). Flow
 * action URLs and kubeconfig servers must point back at it, also through a dev proxy.
 */
export function publicOrigin(req: Request): string {
  const url = new URL(req.url);
  const first = (name: string): string | undefined =>
    req.headers.get(name)?.split(',')[0]?.trim() || undefined;
  const proto = first('x-forwarded-proto') ?? url.protocol.replace(/:$/, '');
  const host = first('x-forwarded-host') ?? url.host;
  const candidate = `${proto}://${host}`;
  try {
    const parsed = new URL(candidate);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return parsed.origin;
  } catch {
    // A malformed forwarded header: fall back to the request's own origin.
  }
  return url.origin;
}
