/**
 * Kratos's two content-negotiation tests (design/kratos-flows.md §0.1), implemented like
 * `gddo/httputil.NegotiateContentType`: highest q wins, then the most specific match, then the
 * first offer.
 */
interface AcceptSpec {
  value: string;
  q: number;
}

function parseAccept(header: string | null): AcceptSpec[] {
  if (header === null || header.trim() === '') return [];
  return header.split(',').flatMap((part) => {
    const [type, ...params] = part.trim().split(';');
    if (type === undefined || type.trim() === '') return [];
    let q = 1;
    for (const p of params) {
      const [k, v] = p.trim().split('=');
      if (k === 'q' && v !== undefined) q = Number.parseFloat(v);
    }
    return [{ value: type.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0 }];
  });
}

export function negotiate(header: string | null, offers: readonly string[], fallback: string): string {
  const specs = parseAccept(header);
  let best = fallback;
  let bestQ = -1;
  let bestWild = 3;
  for (const offer of offers) {
    for (const spec of specs) {
      let wild: number;
      if (spec.value === '*/*') wild = 2;
      else if (spec.value.endsWith('/*')) {
        if (!offer.startsWith(spec.value.slice(0, -1))) continue;
        wild = 1;
      } else if (spec.value === offer) wild = 0;
      else continue;
      if (spec.q > bestQ || (spec.q === bestQ && wild < bestWild)) {
        best = offer;
        bestQ = spec.q;
        bestWild = wild;
      }
    }
  }
  return bestQ <= 0 ? fallback : best;
}

/** "accepts JSON": used by the create-browser-flow endpoints. */
export function acceptsJson(req: Request): boolean {
  return (
    negotiate(req.headers.get('accept'), ['text/html', 'application/json'], 'text/html') ===
    'application/json'
  );
}

/** "is JSON request": used by submits, logout and error forwarding. */
export function isJsonRequest(req: Request): boolean {
  const ct = req.headers.get('content-type') ?? '';
  if (ct.toLowerCase().startsWith('application/json')) return true;
  return (
    negotiate(req.headers.get('accept'), ['text/html', 'text/*', '*/*', 'application/json'], 'text/html') ===
    'application/json'
  );
}
