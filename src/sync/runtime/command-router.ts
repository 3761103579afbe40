// Where a command (a write, retry, discard, refresh, resume) runs: here when this worker leads,
// else on the leader over the channel. A follower checks a write's arguments first, so a bad call
// fails with the mutator's message rather than a channel timeout.
import { z } from 'zod';
import type { LocalData } from '../mutators/local-data.ts';
import type { AnyMutator, MutatorRegistry } from '../outbox/mutator.ts';
import type { Command } from './channel.ts';

/** Runs commands (the leader's part). */
export interface CommandRunner {
  run(command: Command): Promise<unknown>;
}

export interface CommandRouterDeps {
  readonly registry: MutatorRegistry<LocalData, AnyMutator<LocalData>>;
  /** Settles once local data is loaded (a new leader's part exists by then, if this tab leads). */
  readonly ready: () => Promise<void>;
  /** The leader's part, when this worker leads. */
  readonly leader: () => CommandRunner | undefined;
  /** Sends a command to the leader tab (peer-link.ts); undefined before start. */
  readonly remote: () => { request(command: Command): Promise<unknown> } | undefined;
}

export class CommandRouter {
  constructor(private readonly deps: CommandRouterDeps) {}

  /** Runs `command` here when leader, else on the leader tab. */
  async run(command: Command): Promise<unknown> {
    await this.deps.ready();
    const leader = this.deps.leader();
    if (leader) return leader.run(command);
    const remote = this.deps.remote();
    if (!remote) throw new Error('The sync worker has not started');
    if (command.op === 'mutate') {
      const mutator = this.deps.registry.get(command.name);
      if (!mutator) throw new Error(`unknown mutation "${command.name}"`);
      const parsed = mutator.args.safeParse(command.args);
      if (!parsed.success) throw new Error(z.prettifyError(parsed.error));
    }
    return remote.request(command);
  }

  /** A follower's command, run here (only a leader runs them). */
  runForPeer(command: Command): Promise<unknown> {
    const leader = this.deps.leader();
    if (!leader) return Promise.reject(new Error('This tab is not syncing'));
    return leader.run(command);
  }
}
