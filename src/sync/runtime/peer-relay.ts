// What the workers on one store tell each other besides commands (peer-link.ts carries them):
// the leader's engine changes (followers apply them; a worker that starts meanwhile gets the last
// few seconds' replayed, as its store read may have missed them), the leader's status, and a
// sign-out in another tab.
import type { Clock } from '../outbox/clock.ts';
import type { ChannelMessage } from './channel.ts';
import type { EngineChange } from './engine-set.ts';
import type { SyncStatus } from './protocol.ts';

/** How long the leader keeps its changes for a worker that starts meanwhile (see 'hello'). */
export const RECENT_CHANGES_MS = 5_000;

export interface PeerRelayDeps {
  readonly link: {
    readonly id: string;
    readonly hasPeers: boolean;
    post(message: ChannelMessage): void;
  };
  readonly clock: Clock;
  /** Whether this worker leads. */
  readonly leading: () => boolean;
  /** A follower applies the leader's changes to its engines. */
  readonly applyLeaderChanges: (changes: readonly EngineChange[]) => void;
  /** A follower shows the leader's status. */
  readonly leaderStatus: (status: SyncStatus) => void;
  /** The leader publishes its status now (a worker just started). */
  readonly publishStatus: () => void;
  /** Another tab signed out: this worker stops. */
  readonly signedOutElsewhere: () => void;
}

export class PeerRelay {
  private readonly recent: { at: number; changes: readonly EngineChange[] }[] = [];

  constructor(private readonly deps: PeerRelayDeps) {}

  /** The leader's engines changed: kept a few seconds, and sent on if another worker listens. */
  engineChanged(changes: readonly EngineChange[]): void {
    if (!this.deps.leading()) return;
    const now = this.deps.clock.now();
    this.recent.push({ at: now, changes });
    while ((this.recent[0]?.at ?? now) < now - RECENT_CHANGES_MS) this.recent.shift();
    if (this.deps.link.hasPeers) this.broadcast(changes);
  }

  receive(message: ChannelMessage): void {
    const leading = this.deps.leading();
    switch (message.type) {
      case 'changes':
        if (!leading) this.deps.applyLeaderChanges(message.changes);
        return;
      case 'status':
        if (!leading) this.deps.leaderStatus(message.status);
        return;
      case 'hello':
        if (!leading) return;
        this.deps.publishStatus();
        // Replayed in order: a row the newcomer loaded newer from the store ends at its latest.
        this.broadcast(this.recent.flatMap((recent) => recent.changes));
        return;
      case 'signed-out':
        this.deps.signedOutElsewhere();
        return;
      default:
        return;
    }
  }

  private broadcast(changes: readonly EngineChange[]): void {
    if (changes.length === 0) return;
    this.deps.link.post({
      type: 'changes',
      from: this.deps.link.id,
      changes: changes.map((c) => ({ ...c, put: [...c.put], remove: [...c.remove] })),
    });
  }
}
