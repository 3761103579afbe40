import type { LocalStore } from '../../db/store.ts';
import type { BackoffOptions } from './backoff.ts';
import type { TransportResponse } from './classify.ts';
import type { Clock } from './clock.ts';
import type { OutboxEntry } from './entry.ts';
import type { AnyMutator, MutationRequest, MutatorRegistry } from './mutator.ts';

/**
 * What the transport is asked to send: the mutator's request plus the mutation's id, and
 * `dedupable: false` for a write the server cannot recognise when it comes twice (its mutator has
 * `landed`): the transport then never gives it up early for a second copy to race it.
 */
export type OutboxRequest = MutationRequest & { readonly mutationId: string; readonly dedupable?: boolean };

/**
 * Sends one request. Resolves with the status and parsed body for any HTTP answer (including
 * 4xx/5xx); rejects only when no answer arrived (network error, timeout, offline).
 */
export type Transport = (request: OutboxRequest) => Promise<TransportResponse>;

/** A delivered mutation, with the server's answer (absent for a duplicate create). */
export interface Delivery {
  readonly entry: OutboxEntry;
  readonly body: unknown;
  /** True when a 409 duplicate key told us an earlier attempt had already landed. */
  readonly duplicate: boolean;
}

export interface OutboxOptions<Local, M extends AnyMutator<Local>> {
  readonly store: LocalStore;
  readonly registry: MutatorRegistry<Local, M>;
  /** Handed to each mutator's apply/revert (the engine's local collections). */
  readonly local: Local;
  /**
   * Runs `fn` with its writes to `local` taken as one change (the engines' `batched`). Opening
   * re-applies every stored entry through it: one at a time, a create re-applied over its own later
   * edit (say a factor's title) was answered to the screen untitled until the edit came after it.
   */
  readonly batched?: (fn: () => void) => void;
  readonly transport: Transport;
  readonly clock?: Clock;
  /** Uniform [0, 1); default Math.random. */
  readonly random?: () => number;
  readonly backoff?: BackoffOptions;
  /**
   * The browser's word on the network (navigator.onLine); default always online. While it says
   * offline, failed attempts wait a fixed, jittered probe interval instead of backing off, and
   * networkRestored() ends the wait. Only a hint: a probe still goes out in case it is stale.
   */
  readonly online?: () => boolean;
  /** Mutation ids; default crypto.randomUUID (v4). */
  readonly newId?: () => string;
  /** The server's answer replaces the optimistic row here. Awaited before the next send. */
  readonly onDelivered?: (delivery: Delivery) => void | Promise<void>;
  /** A callback (apply, revert, onDelivered, notice) threw; the queue carries on. */
  readonly onCallbackError?: (error: unknown, where: 'apply' | 'revert' | 'onDelivered' | 'notice') => void;
}

export type OutboxErrorKind = 'unknown-mutator' | 'invalid-args' | 'not-found' | 'not-failed' | 'in-flight';

/** Rejections of the outbox's own API (storage failures reject with the store's StoreError). */
export class OutboxError extends Error {
  override readonly name = 'OutboxError';
  constructor(
    readonly kind: OutboxErrorKind,
    message: string,
  ) {
    super(message);
  }
}
