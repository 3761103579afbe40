// How a subscriber tells that a new answer would push nothing new (engine.ts compares them).
/** What a subscriber compares to skip a push that would change nothing. */
export interface ResultSignature {
  /** Total, offset, and the groups and facet counts as JSON. */
  readonly head: string;
  /** The window's rows as (slot, version) pairs. */
  readonly window: Float64Array;
}

export function sameSignature(a: ResultSignature | undefined, b: ResultSignature): boolean {
  if (!a || a.head !== b.head || a.window.length !== b.window.length) return false;
  for (let i = 0; i < a.window.length; i++) if (a.window[i] !== b.window[i]) return false;
  return true;
}
