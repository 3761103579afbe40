/** An Error for the route's error view (IdentityError is one; anything else is wrapped). */
export function asError(e: unknown): Error {
  return e instanceof Error ? e : new Error(String(e));
}
