// What the item page says when it has no config to show: the server's answer is the only proof a
// config is missing; offline, failing, or with the local read refused, it says that instead.

export interface ItemSources {
  /** The server's detail read is still under way. */
  readonly serverPending: boolean;
  /** The server read waits for the connection. */
  readonly offline: boolean;
  readonly serverError: string | undefined;
  /** The local row has been answered (present or absent). */
  readonly localLoaded: boolean;
  /** The local read was refused or failed. */
  readonly localError: string | undefined;
}

/** The message to show, or null while an answer may still come (show loading). */
export function missingItemMessage(s: ItemSources): string | null {
  const localSettled = s.localLoaded || s.localError !== undefined;
  if (s.serverPending && !s.offline) return null;
  if (s.serverPending && !localSettled) return null;
  if (s.offline)
    return s.localError !== undefined
      ? `This config could not be read on this device (${s.localError}) and you are offline.`
      : 'This config is not on this device and you are offline; it loads when the connection returns.';
  if (s.serverError !== undefined)
    return `The config could not be loaded: ${s.serverError || 'Something went wrong'}`;
  return 'Details not found';
}
