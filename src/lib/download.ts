import { readActiveOrg } from './hosted/active-org.ts';
import { isHostedMode } from './hosted/hosted-config.ts';
import { toActiveOrganization } from './hosted/hosted-request.ts';

// Downloads from the API that are not JSON (a kubeconfig, a snapshot zip). Self-hosted, a plain
// fetch of the page's own `/api`; in hosted mode the request goes to the current organisation's
// backend_url with its bearer token (lib/hosted), like every other API call, so a download is
// always of the organisation being worked in.

/** `fetch` for a same-origin `/api/...` path, sent to the current organisation in hosted mode. */
export async function fetchApi(path: string, init: RequestInit = {}): Promise<Response> {
  const request = new Request(new URL(path, window.location.origin), init);
  const rewritten = await toActiveOrganization(request);
  if (rewritten instanceof Response) return rewritten;
  return fetch(rewritten ?? request);
}

/** The host the API is served from: the current organisation's backend in hosted mode. */
export function apiHostname(): string {
  const org = isHostedMode() ? readActiveOrg() : null;
  return org === null ? window.location.hostname : new URL(org.backendUrl).hostname;
}

/** The file name a response's Content-Disposition gives, or `fallback`. */
export function attachmentName(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/i.exec(header)?.[1]?.trim();
  return name === undefined || name === '' || /[\\/]/.test(name) ? fallback : name;
}

/** Saves a blob under `fileName` through a temporary object URL and `<a download>`. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the URL to the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
