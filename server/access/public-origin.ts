/**
 * The origin a browser used to reach this server: the request URL's (which @hono/node-server
 * builds from `Host`; Vite's dev proxy keeps that header), or, only when `trustProxy` says a
 * proxy we trust sits in front and overwrites them, `X-Forwarded-Proto`/`X-Forwarded-Host`.
 * Without a trusted proxy those headers are ignored: any client can write them, and flow action
 * URLs and kubeconfig servers must not point wherever a request says.
 */
export function publicOrigin(req: Request, trustProxy = false): string {
  const url = new URL(req.url);
  if (!trustProxy) return url.origin;
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
