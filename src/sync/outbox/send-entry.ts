import { classify, type Outcome } from './classify.ts';
import type { OutboxEntry } from './entry.ts';
import { messageOf } from './guard.ts';
import { resolveEntry, type AnyMutator, type MutatorRegistry } from './mutator.ts';
import type { OutboxRequest, Transport } from './outbox-options.ts';

/**
 * One delivery attempt. An entry that cannot become a request (unknown mutator, args that no
 * longer validate, toRequest throws) fails for good: retrying would not fix it.
 */
export async function sendEntry<Local>(
  registry: MutatorRegistry<Local, AnyMutator<Local>>,
  transport: Transport,
  entry: OutboxEntry,
): Promise<Outcome> {
  const found = resolveEntry(registry, entry);
  if (!found.ok) return { kind: 'fail', failure: { message: found.reason } };
  let request: OutboxRequest;
  try {
    request = { ...found.mutator.toRequest(found.args), mutationId: entry.id };
  } catch (error) {
    return { kind: 'fail', failure: { message: `cannot build the request: ${messageOf(error)}` } };
  }
  try {
    return classify(await transport(request), entry.create);
  } catch (error) {
    return { kind: 'retry', cause: 'network', reason: messageOf(error) };
  }
}
