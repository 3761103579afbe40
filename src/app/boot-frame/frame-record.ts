import { z } from 'zod';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

// The last settled frame of the console (the shell and page as the user last saw them), kept in
// localStorage so a reload can paint it before React has rendered anything. It is one user's
// screen: it is shown only to that user, for the same address and the same build of the console,
// and the sign-out wipe clears web storage with it.

const KEY = 'mc.boot-frame';
/** Larger screens are not kept: localStorage is shared with other small records (about 5 MB). */
export const MAX_FRAME_CHARS = 750_000;
/** The styles of a screen (every stylesheet in use is about 80 kB). */
export const MAX_CSS_CHARS = 400_000;
/** An older frame is not shown (the screen may have changed a lot since). */
export const MAX_FRAME_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const frameSchema = builtOnFirstUse(() =>
  z.object({
    v: z.literal(1),
    userId: z.string(),
    /** pathname + search of the page it shows. */
    url: z.string(),
    appVersion: z.string(),
    savedAt: z.number(),
    /**
     * The rules of the same-origin stylesheets in use, kept with the markup: painted with the frame
     * at once instead of after loading each lazily loaded chunk's stylesheet (~170 ms at start).
     */
    css: z.string().max(MAX_CSS_CHARS),
    html: z.string().max(MAX_FRAME_CHARS),
  }),
);

export type SavedFrame = z.infer<typeof frameSchema>;

/** What a frame must match to be shown now. */
export interface FrameContext {
  readonly userId: string;
  readonly url: string;
  readonly appVersion: string;
  readonly now: number;
}

type FrameStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Keeps `frame`, replacing the last one; false when it is too large or storage refuses it. */
export function writeFrame(storage: FrameStorage, frame: Omit<SavedFrame, 'v'>): boolean {
  if (frame.html.length > MAX_FRAME_CHARS || frame.css.length > MAX_CSS_CHARS) return false;
  try {
    storage.setItem(KEY, JSON.stringify({ v: 1, ...frame }));
    return true;
  } catch {
    // Quota: a stale frame must not outlive a failed save of a newer screen.
    forgetFrame(storage);
    return false;
  }
}

/** The kept frame if it belongs to this user, address and build and is recent enough; else null. */
export function readFrame(storage: FrameStorage, context: FrameContext): SavedFrame | null {
  let raw: string | null;
  try {
    raw = storage.getItem(KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  // Parsed once per start: zod's compiled fast path would cost more than it saves.
  const parsed = frameSchema.safeParse(data, { jitless: true });
  if (!parsed.success) return null;
  const frame = parsed.data;
  const fresh = context.now - frame.savedAt >= 0 && context.now - frame.savedAt <= MAX_FRAME_AGE_MS;
  const matches =
    frame.userId === context.userId && frame.url === context.url && frame.appVersion === context.appVersion;
  return fresh && matches ? frame : null;
}

export function forgetFrame(storage: FrameStorage): void {
  try {
    storage.removeItem(KEY);
  } catch {
    // Nothing to do: an unreadable storage shows no frame either.
  }
}
