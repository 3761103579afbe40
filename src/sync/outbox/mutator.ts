// Named mutators: the only way the UI writes. Declared once with zod-validated args, an optimistic
// local apply, and the HTTP request that delivers it (see outbox.ts).
import { z } from 'zod';
import type { TransportResponse } from './classify.ts';
import type { Failure } from './entry.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

/** The HTTP request a mutation becomes, relative to the API base (e.g. `/db/comments`). */
export const mutationRequestSchema = builtOnFirstUse(() =>
  z.object({
    /** GET only for a mutator's `recover` look at the server; mutations write. */
    method: z.enum(['GET', 'POST', 'PATCH', 'PUT', 'DELETE']),
    path: z.string().min(1),
    query: z.record(z.string(), z.string()).optional(),
    body: z.unknown().optional(),
    /** PostgREST `Prefer` header, e.g. `return=representation`. */
    prefer: z.string().optional(),
    /** `Accept` header; `application/vnd.pgrst.object+json` makes a PATCH that matches no row a 406. */
    accept: z.string().optional(),
  }),
);
export type MutationRequest = z.infer<typeof mutationRequestSchema>;

/** A look at the server for `recover` (GET through the outbox's transport): any HTTP answer. */
export type ServerRead = (
  path: string,
  query: Readonly<Record<string, string>>,
) => Promise<TransportResponse>;

/** How a mutation the server refused goes on (what `recover` answers). */
export type Recovery =
  /** Send these args instead, at the same place in the queue (stored first, validated by `args`). */
  | { readonly kind: 'resend'; readonly args: unknown }
  /** The server already holds the mutation's effect: delivered, `body` standing for its answer. */
  | { readonly kind: 'delivered'; readonly body: unknown }
  /** Refused for good, in clearer words than the server's. */
  | { readonly kind: 'fail'; readonly message: string };

/**
 * A named mutation. `toRequest` must depend on `args` only (it runs again at every delivery
 * attempt, possibly after a restart), and `apply` must be idempotent (upsert-like): it runs when
 * the mutation is made and again when an outbox is reopened.
 */
export interface Mutator<Name extends string, Args, Local> {
  readonly name: Name;
  readonly args: z.ZodType<Args>;
  /** Entities this mutation touches (e.g. `incident:<id>`). A permanently failed mutation blocks
   * later mutations that share any of them; unrelated ones continue. */
  entities(args: Args): readonly string[];
  /** Short human description for the pending/failed writes screen ("Comment on INC-12"). */
  describe?(args: Args): string;
  /** True when the request creates a row keyed by a client id: a 409 duplicate key means delivered. */
  readonly create?: boolean;
  /** Optimistic local effect. */
  apply(local: Local, args: Args): void;
  /** Undoes `apply` when the user discards the mutation. */
  revert?(local: Local, args: Args): void;
  toRequest(args: Args): MutationRequest;
  /**
   * The server refused the request for good (a 4xx that is not 401/408/409-duplicate/429). The
   * mutator may look at the server through `read` and say how to go on; undefined keeps the
   * refusal as the failure. A read that gets no answer, or 401/408/429/5xx, is retried as usual.
   * Must converge: the outbox fails an entry resent more than MAX_RESENDS times in a row.
   */
  recover?(args: Args, refusal: Failure, read: ServerRead): Promise<Recovery | undefined>;
  /**
   * What the user must be told once this mutation is delivered (e.g. that it replaced a newer
   * server value), or undefined. Kept by the outbox as a notice until dismissed (CONTRACT.md).
   */
  notice?(args: Args): unknown;
  /**
   * Epoch ms after which this write must not be sent (a run queued offline must not fire by
   * surprise much later, decision 0017). At an attempt past it the entry fails with code
   * `expired` instead of going out; it is shown, never dropped. Depends on `args` only.
   */
  expiresAt?(args: Args): number;
  /**
   * For a write the server cannot dedupe (no client key: POST /playbook/run makes a new run each
   * time): whether an earlier attempt already took effect, its answer lost on the way back. Asked
   * before every attempt after the first one that went out (`sentAt`, the client's clock, kept in
   * the entry across restarts); a value means delivered, `body` standing for the answer. Reads go
   * through `read` as in `recover`. A throw fails the entry rather than risk a second effect.
   */
  landed?(args: Args, read: ServerRead, sentAt: number): Promise<{ readonly body: unknown } | undefined>;
  /**
   * Synced collections the server writes because of this request when its path is none of theirs
   * (an RPC: POST /playbook/run makes a run). They are pulled as soon as it is delivered, so what
   * it made shows at once, not at their next refresh. (Rows a trigger writes for any write to a
   * table are the collection's `pulledAfterWritesTo`.)
   */
  readonly pulls?: readonly string[];
}

/** The failure code of a write that was not sent because its `expiresAt` had passed. */
export const EXPIRED = 'expired';

/** Any mutator over `Local`, for registries (methods are bivariant, so typed ones fit). */
export type AnyMutator<Local> = Mutator<string, unknown, Local>;

/** Declares a mutator; the generic parameters are inferred from `args` and `name`. */
export function defineMutator<const Name extends string, Args, Local>(
  mutator: Mutator<Name, Args, Local>,
): Mutator<Name, Args, Local> {
  return mutator;
}

/** The args type of mutator `N` in a union of mutators `M`. */
export type ArgsOf<M, N extends string> = M extends Mutator<N, infer A, infer _L> ? A : never;

/** Mutators by name. */
export interface MutatorRegistry<Local, M extends AnyMutator<Local> = AnyMutator<Local>> {
  get(name: string): Mutator<string, unknown, Local> | undefined;
  readonly names: readonly M['name'][];
}

export function createMutatorRegistry<Local, const M extends AnyMutator<Local>>(
  mutators: readonly M[],
): MutatorRegistry<Local, M> {
  const byName = new Map<string, Mutator<string, unknown, Local>>();
  for (const mutator of mutators) {
    if (byName.has(mutator.name)) throw new Error(`duplicate mutator name "${mutator.name}"`);
    byName.set(mutator.name, mutator);
  }
  return { get: (name) => byName.get(name), names: mutators.map((m) => m.name) };
}

/** Finds an entry's mutator and re-validates its stored args (both may have changed since). */
export function resolveEntry<Local>(
  registry: MutatorRegistry<Local, AnyMutator<Local>>,
  entry: { readonly name: string; readonly args: unknown },
): { ok: true; mutator: Mutator<string, unknown, Local>; args: unknown } | { ok: false; reason: string } {
  const mutator = registry.get(entry.name);
  if (!mutator) return { ok: false, reason: `unknown mutation "${entry.name}"` };
  const parsed = mutator.args.safeParse(entry.args);
  if (!parsed.success) return { ok: false, reason: `invalid arguments: ${z.prettifyError(parsed.error)}` };
  return { ok: true, mutator, args: parsed.data };
}
