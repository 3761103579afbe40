import { PgrstError } from './errors.ts';

export const JSON_TYPE = 'application/json; charset=utf-8';
export const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

export type MediaChoice = 'json' | 'object';

/** Picks the response media type from `Accept` (q-values honoured; first acceptable wins). */
export function negotiate(accept: string | null): MediaChoice {
  if (accept === null || accept.trim() === '') return 'json';
  const ranges = accept
    .split(',')
    .map((part, i) => {
      const [type = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
      const q = params.find((p) => p.startsWith('q='));
      return { type, q: q === undefined ? 1 : Number(q.slice(2)) || 0, i };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { type } of ranges) {
    if (type === '*/*' || type === 'application/*' || type === 'application/json') return 'json';
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object')
      return 'object';
  }
  throw new PgrstError(
    406,
    'PGRST107',
    `None of these media types are available: ${ranges.map((r) => r.type).join(', ')}`,
  );
}

/** `first-last/total`, `*` for an empty page or unknown total. */
export function contentRange(offset: number, rows: number, total: number | null): string {
  const range = rows > 0 ? `${offset}-${offset + rows - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}

/** PostgREST's `rangeStatusHeader`: 416 past the end, 206 for a partial page, else 200. */
export function rangeStatus(offset: number, rows: number, total: number | null): number {
  if (total === null) return 200;
  if (offset > total) {
    const err = new PgrstError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
    err.headers['Content-Range'] = `*/${total}`;
    throw err;
  }
  return rows < total ? 206 : 200;
}

/** The single object of a JSON array text, or PGRST116 when it does not hold exactly one. */
export function singleObject(body: string, rows: number): string {
  if (rows !== 1) {
    throw new PgrstError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows} rows`,
    );
  }
  return body.slice(1, -1).trim();
}

/** A response; `head` keeps the headers (Content-Type included) but drops the body. */
export function respond(
  status: number,
  body: string | null,
  headers: Record<string, string>,
  media: MediaChoice = 'json',
  head = false,
): Response {
  const h: Record<string, string> = { ...headers };
  if (body !== null && status !== 204) h['Content-Type'] = media === 'object' ? OBJECT_TYPE : JSON_TYPE;
  return new Response(status === 204 || head ? null : body, { status, headers: h });
}

/** `/<relation>?k=v…` with parameters sorted by key. */
export function contentLocation(relation: string, pairs: [string, string][]): string {
  const enc = (s: string) => encodeURIComponent(s);
  const sorted = [...pairs].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const qs = sorted.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
  return `/${enc(relation)}${qs ? `?${qs}` : ''}`;
}
