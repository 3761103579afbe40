import { classify, type Outcome } from './classify.ts';
import type { Failure, OutboxEntry } from './entry.ts';
import { messageOf } from './guard.ts';
import {
  EXPIRED,
  resolveEntry,
  type AnyMutator,
  type Mutator,
  type MutatorRegistry,
  type ServerRead,
} from './mutator.ts';
import type { OutboxRequest, Transport } from './outbox-options.ts';

/**
 * One delivery attempt. An entry that cannot become a request (unknown mutator, args that no
 * longer validate, toRequest throws) fails for good: retrying would not fix it. A refusal goes
 * to the mutator's `recover`, if it has one (see recoverRefused). A write past its mutator's
 * `expiresAt` (at `now`) fails as `expired` without being sent. An entry that went out before
 * (`sentBefore`, its `sentAt` set) and whose mutator has `landed` is first looked for on the
 * server (see askLanded).
 */
export async function sendEntry<Local>(
  registry: MutatorRegistry<Local, AnyMutator<Local>>,
  transport: Transport,
  entry: OutboxEntry,
  { now, sentBefore }: { now: number; sentBefore: boolean },
): Promise<Outcome> {
  const found = resolveEntry(registry, entry);
  if (!found.ok) return { kind: 'fail', failure: { message: found.reason } };
  const expiresAt = found.mutator.expiresAt?.(found.args);
  if (expiresAt !== undefined && now >= expiresAt)
    return {
      kind: 'fail',
      failure: { code: EXPIRED, message: 'Not sent: it expired while waiting for the connection' },
    };
  let request: OutboxRequest;
  try {
    request = { ...found.mutator.toRequest(found.args), mutationId: entry.id };
    if (found.mutator.landed) request = { ...request, dedupable: false };
  } catch (error) {
    return { kind: 'fail', failure: { message: `cannot build the request: ${messageOf(error)}` } };
  }
  if (sentBefore && entry.sentAt !== undefined && found.mutator.landed) {
    const earlier = await askLanded(found.mutator, found.args, transport, entry, entry.sentAt);
    if (earlier !== undefined) return earlier;
  }
  let outcome: Outcome;
  try {
    outcome = classify(await transport(request), entry.create);
  } catch (error) {
    return { kind: 'retry', cause: 'network', reason: messageOf(error) };
  }
  if (outcome.kind !== 'fail' || outcome.failure.status === undefined || !found.mutator.recover)
    return outcome;
  return recoverRefused(found.mutator, found.args, outcome.failure, transport, entry);
}

/**
 * The entry as it goes out: a write the server cannot dedupe (its mutator has `landed`) gets
 * `sentAt` at its first attempt, so every later one (after a lost answer, a crash, a reload) asks
 * `landed` first. Unchanged otherwise, and for one that will not go out (expired, unresolvable).
 */
export function firstSending<Local>(
  registry: MutatorRegistry<Local, AnyMutator<Local>>,
  entry: OutboxEntry,
  now: number,
): OutboxEntry {
  if (entry.sentAt !== undefined) return entry;
  const found = resolveEntry(registry, entry);
  if (!found.ok || found.mutator.landed === undefined) return entry;
  const expiresAt = found.mutator.expiresAt?.(found.args);
  if (expiresAt !== undefined && now >= expiresAt) return entry;
  return { ...entry, sentAt: now };
}

/** A read answered with something the queue handles itself (401 pauses, 408/429/5xx back off). */
class ReadInterrupted extends Error {
  constructor(readonly outcome: Outcome) {
    super('read interrupted');
  }
}

/** A mutator's look at the server, through the outbox's transport; see ReadInterrupted. */
function serverRead(transport: Transport, entry: OutboxEntry): ServerRead {
  return async (path, query) => {
    let answer;
    try {
      answer = await transport({ method: 'GET', path, query: { ...query }, mutationId: entry.id });
    } catch (error) {
      throw new ReadInterrupted({ kind: 'retry', cause: 'network', reason: messageOf(error) });
    }
    const seen = classify(answer, false);
    if (seen.kind === 'pause' || seen.kind === 'retry') throw new ReadInterrupted(seen);
    return answer;
  };
}

/**
 * Whether an earlier attempt took effect: delivered if the mutator finds it, undefined to send.
 * A read without an answer ends the attempt as that answer would (nothing is sent before the
 * server can be asked); a `landed` that throws fails the entry, since sending blind could run
 * the write twice.
 */
async function askLanded<Local>(
  mutator: Mutator<string, unknown, Local>,
  args: unknown,
  transport: Transport,
  entry: OutboxEntry,
  sentAt: number,
): Promise<Outcome | undefined> {
  try {
    const found = await mutator.landed?.(args, serverRead(transport, entry), sentAt);
    return found === undefined ? undefined : { kind: 'delivered', body: found.body, duplicate: true };
  } catch (error) {
    if (error instanceof ReadInterrupted) return error.outcome;
    return {
      kind: 'fail',
      failure: { message: `could not check whether the earlier attempt went through: ${messageOf(error)}` },
    };
  }
}

/**
 * Asks the mutator how a refused mutation goes on. Its reads go through the same transport; one
 * that gets no answer (or 401/408/429/5xx) ends the attempt as such, and the next attempt sends
 * the refused request again (harmless: it was refused). Resent args must validate, or the entry
 * fails; so does an entry whose recover throws.
 */
async function recoverRefused<Local>(
  mutator: Mutator<string, unknown, Local>,
  args: unknown,
  refusal: Failure,
  transport: Transport,
  entry: OutboxEntry,
): Promise<Outcome> {
  const read = serverRead(transport, entry);
  try {
    const recovery = await mutator.recover?.(args, refusal, read);
    if (recovery === undefined) return { kind: 'fail', failure: refusal };
    if (recovery.kind === 'delivered') return { kind: 'delivered', body: recovery.body, duplicate: false };
    if (recovery.kind === 'fail') return { kind: 'fail', failure: { ...refusal, message: recovery.message } };
    const parsed = mutator.args.safeParse(recovery.args);
    return parsed.success
      ? { kind: 'resend', args: parsed.data }
      : { kind: 'fail', failure: { ...refusal, message: `cannot resend: ${messageOf(parsed.error)}` } };
  } catch (error) {
    if (error instanceof ReadInterrupted) return error.outcome;
    // A recover that throws would throw again: keep the refusal, with why it could not go on.
    return {
      kind: 'fail',
      failure: { ...refusal, message: `${refusal.message} (recovery failed: ${messageOf(error)})` },
    };
  }
}
