// Hosted mode is chosen by the server that serves the console: the organisation directory marks
// index.html with `<meta name="mc-hosted-fapi" content="<Frontend API base>">`
// (server/hosted/console-page.ts). Without the marker the console is self-hosted, as before.

let cached: string | null | undefined;

/** The hosted identity provider's Frontend API base (absolute), or null in self-hosted mode. */
export function hostedFapiBase(): string | null {
  if (cached !== undefined) return cached;
  if (typeof document === 'undefined') return (cached = null);
  const content = document.querySelector('meta[name="mc-hosted-fapi"]')?.getAttribute('content');
  cached = content ? new URL(content, window.location.origin).href.replace(/\/+$/, '') : null;
  return cached;
}

export function isHostedMode(): boolean {
  return hostedFapiBase() !== null;
}

/** Tests only: forget the cached answer. */
export function resetHostedConfigForTests(): void {
  cached = undefined;
}
