// Host callbacks (apply, revert, onDelivered) must never break the queue.

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function guard(fn: () => void, onError: (error: unknown) => void): void {
  try {
    fn();
  } catch (error) {
    onError(error);
  }
}

export async function guardAsync(
  fn: () => void | Promise<void>,
  onError: (error: unknown) => void,
): Promise<void> {
  try {
    await fn();
  } catch (error) {
    onError(error);
  }
}
