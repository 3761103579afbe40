// The component snapshot download (spec 02-areas §2.7, §7.2, §8): GET
// /api/snapshot/topology/<id>?start=<range>&related=<bool> answers a zip, saved as
// `<name>-snapshot.zip`. The download moves through idle → downloading → done | error; an error
// says the spec's 'Error downloading file' and keeps the server's own message beside it.

/** Start ranges offered for a snapshot (how far back its checks, changes and logs reach). */
export const SNAPSHOT_STARTS = ['15m', '1h', '3h', '6h', '12h', '24h', '2d', '7d', '30d'] as const;
export type SnapshotStart = (typeof SNAPSHOT_STARTS)[number];
export const DEFAULT_SNAPSHOT_START: SnapshotStart = '1h';

export const SNAPSHOT_ERROR = 'Error downloading file';

export interface SnapshotRequest {
  id: string;
  /** The component's name: the file is `<name>-snapshot.zip`. */
  name: string;
  start: SnapshotStart;
  /** Include the related components and configs. */
  related: boolean;
}

export type SnapshotState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'downloading' }
  | { readonly kind: 'done'; readonly fileName: string }
  | { readonly kind: 'error'; readonly message: string; readonly detail: string | null };

export interface SnapshotDeps {
  /** `fetch`, or a fake in tests. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Hands the file to the browser (an `<a download>` click in the page). */
  save: (file: Blob, fileName: string) => void;
}

/** `<name>-snapshot.zip`, with characters a file name cannot hold replaced. */
export function snapshotFileName(name: string): string {
  const safe = name.replace(/[\\/:*?"<>|]/g, '_').trim();
  return `${safe === '' ? 'component' : safe}-snapshot.zip`;
}

export function snapshotUrl({
  id,
  start,
  related,
}: Pick<SnapshotRequest, 'id' | 'start' | 'related'>): string {
  const query = new URLSearchParams({ start, related: String(related) });
  return `/api/snapshot/topology/${encodeURIComponent(id)}?${query.toString()}`;
}

/** The server's `message`/`error` of a failed answer, or its status. */
async function failureDetail(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown };
    const said = typeof body.message === 'string' ? body.message : body.error;
    if (typeof said === 'string' && said !== '') return said;
  } catch {
    if (text.trim() !== '' && text.length < 300) return text.trim();
  }
  return `HTTP ${response.status}`;
}

/**
 * Downloads the snapshot and saves it, telling `onState` each step. Resolves with the final
 * state (done or error); never rejects.
 */
export async function downloadSnapshot(
  request: SnapshotRequest,
  deps: SnapshotDeps,
  onState: (state: SnapshotState) => void = () => undefined,
): Promise<SnapshotState> {
  onState({ kind: 'downloading' });
  let final: SnapshotState;
  try {
    const response = await deps.fetch(snapshotUrl(request), {
      credentials: 'same-origin',
      headers: { Accept: 'application/zip' },
    });
    if (!response.ok) {
      final = { kind: 'error', message: SNAPSHOT_ERROR, detail: await failureDetail(response) };
    } else {
      const fileName = snapshotFileName(request.name);
      deps.save(await response.blob(), fileName);
      final = { kind: 'done', fileName };
    }
  } catch (error) {
    final = { kind: 'error', message: SNAPSHOT_ERROR, detail: error instanceof Error ? error.message : null };
  }
  onState(final);
  return final;
}

/** Saves a blob under `fileName` (an `<a download>` click). */
export { saveFile as saveWithLink } from '../../../lib/download.ts';
