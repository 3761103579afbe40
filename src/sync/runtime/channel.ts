// Messages between the workers of several tabs on one store (BroadcastChannel): the leader
// broadcasts the rows it changed and its status; followers forward commands and await replies.
import { z } from 'zod';
import { syncStatusSchema } from './protocol.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

const engineChangeSchema = builtOnFirstUse(() =>
  z.object({ collection: z.string(), put: z.array(z.unknown()), remove: z.array(z.string()) }),
);

export const commandSchema = builtOnFirstUse(() =>
  z.discriminatedUnion('op', [
    z.object({ op: z.literal('mutate'), name: z.string(), args: z.unknown() }),
    z.object({ op: z.literal('retry'), entryId: z.string() }),
    z.object({ op: z.literal('discard'), entryId: z.string() }),
    z.object({ op: z.literal('refresh'), collections: z.array(z.string()).optional() }),
    z.object({ op: z.literal('resume') }),
  ]),
);
export type Command = z.infer<typeof commandSchema>;

export const channelMessageSchema = builtOnFirstUse(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('changes'), from: z.string(), changes: z.array(engineChangeSchema) }),
    z.object({ type: z.literal('status'), from: z.string(), status: syncStatusSchema }),
    /** A new worker: the leader broadcasts its status (and its recent changes), the others answer 'here'. */
    z.object({ type: z.literal('hello'), from: z.string() }),
    /** An answer to 'hello': another worker shares the store (so the leader must broadcast changes). */
    z.object({ type: z.literal('here'), from: z.string() }),
    /** A worker stops (its tab closed). */
    z.object({ type: z.literal('bye'), from: z.string() }),
    z.object({ type: z.literal('request'), from: z.string(), id: z.string(), command: commandSchema }),
    z.object({
      type: z.literal('reply'),
      to: z.string(),
      id: z.string(),
      ok: z.boolean(),
      value: z.unknown().optional(),
      message: z.string().optional(),
    }),
    /** The user signed out in some tab: every worker stops before the store is wiped. */
    z.object({ type: z.literal('signed-out'), from: z.string() }),
  ]),
);
export type ChannelMessage = z.infer<typeof channelMessageSchema>;

/** The part of BroadcastChannel the runtime uses (injectable for tests). */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

/** The part of the Web Locks API the runtime uses. */
export interface LocksLike {
  request(name: string, callback: () => Promise<void>): Promise<unknown>;
}

export function defaultChannel(name: string): ChannelLike | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);
}

export function defaultLocks(): LocksLike | null {
  const nav: Partial<Navigator> | undefined = typeof navigator === 'undefined' ? undefined : navigator;
  const locks = nav?.locks;
  return locks ? { request: (name, callback) => locks.request(name, callback) } : null;
}
