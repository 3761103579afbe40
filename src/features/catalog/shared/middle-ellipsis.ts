// Names of generated objects (pods, replica sets) differ only at their end: "checkout-api-9d8c283a88-8z5wb".
// Cut from the end, three pods read the same; cut in the middle, each keeps its suffix in view.

/** Longest tail kept whole; a longer last segment keeps its last TAIL_MAX characters. */
export const TAIL_MAX = 10;

/**
 * `name` as [head, tail]: the head may be cut with an ellipsis, the tail is always shown. The tail
 * is the last "-" or "." segment with its separator (at most TAIL_MAX characters), else the last
 * TAIL_MAX characters; a short name is all head.
 */
export function splitForMiddleEllipsis(name: string): [head: string, tail: string] {
  if (name.length <= TAIL_MAX * 2) return [name, ''];
  const cut = Math.max(name.lastIndexOf('-'), name.lastIndexOf('.'));
  const start = cut > 0 && name.length - cut <= TAIL_MAX ? cut : name.length - TAIL_MAX;
  return [name.slice(0, start), name.slice(start)];
}
