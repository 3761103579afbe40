import type { MiddlewareHandler } from 'hono';

/**
 * The Content-Security-Policy every response carries. The console needs nothing outside its own
 * origin: its scripts, workers (the sync worker, the graph layout worker, the service worker), API
 * calls, styles, fonts and icons are all served here; images may also be `data:` (the sign-in
 * flow's TOTP QR code). No inline script and no eval: the theme is applied before the first paint
 * by the entry module, not an inline script, and zod parses without its compiled fast path
 * (`src/lib/zod-jitless.ts`).
 *
 * Styles allow 'unsafe-inline', deliberately. CodeMirror (the code viewer) writes its theme into a
 * `<style>` element of the document and offers no way round it but a per-response nonce, which
 * the service worker's precached shell (served offline) could not carry; the kept frame
 * (src/app/boot-frame) repaints saved markup with its `style` attributes. React's own style props
 * go through the CSSOM, which a CSP does not govern. Inline CSS cannot run script, and `img-src`,
 * `font-src` and `connect-src` keep a stylesheet from sending anything to another site.
 * react-aria's injected rule is moved to our stylesheet (index.html), one inline style fewer.
 */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * The policy, with `connectTo` (origins) also allowed to be called: hosted mode's console calls
 * each organisation's `backend_url` (server/hosted/directory-host.ts).
 */
export function contentSecurityPolicy(connectTo: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "worker-src 'self'",
    ["connect-src 'self'", ...connectTo].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Headers on every response: the CSP, no MIME sniffing, no framing (also for browsers without
 * `frame-ancestors`), the referrer only to our own origin, and `/api` answers never stored by a
 * cache (they hold people's data; the sync worker keeps what the console needs). A handler that
 * sets its own Cache-Control keeps it.
 */
export function securityHeaders(opts: { connectTo?: readonly string[] } = {}): MiddlewareHandler {
  const policy = contentSecurityPolicy(opts.connectTo);
  return async (c, next) => {
    await next();
    let headers = c.res.headers;
    try {
      headers.set('X-Content-Type-Options', 'nosniff');
    } catch {
      // A response with immutable headers (one passed through from fetch): copy it first.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      headers.set('X-Content-Type-Options', 'nosniff');
    }
    headers.set('Content-Security-Policy', policy);
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Referrer-Policy', 'same-origin');
    if (c.req.path.startsWith('/api/') && !headers.has('Cache-Control')) {
      headers.set('Cache-Control', 'no-store');
    }
  };
}
