// The tab-to-tab side of the runtime: the Web Locks election (the lock is held for the worker's
// life; when its tab closes, the next waiter is granted it) and request/reply over the channel.
import {
  channelMessageSchema,
  type ChannelLike,
  type ChannelMessage,
  type Command,
  type LocksLike,
} from './channel.ts';
import { systemClock, type Clock } from '../outbox/clock.ts';

export interface PeerLinkOptions {
  readonly channel: ChannelLike | null;
  readonly locks: LocksLike | null;
  readonly lockName: string;
  readonly onLeader: () => void;
  readonly onMessage: (message: ChannelMessage) => void;
  /** Runs a follower's command on the leader. */
  readonly onCommand: (command: Command) => Promise<unknown>;
  readonly requestTimeoutMs?: number;
  /** Times the requests out (the runtime's injected clock). */
  readonly clock?: Clock;
}

export class PeerLink {
  readonly id = crypto.randomUUID();
  private release: () => void = () => undefined;
  private readonly pending = new Map<
    string,
    {
      resolve: (value: unknown) => void;
      reject: (error: Error) => void;
      /** Aborting it ends the wait for the request's timeout. */
      timer: AbortController;
    }
  >();
  private leader = false;
  private closed = false;
  // Other workers on this store, from their messages. Only with peers does the leader broadcast
  // the rows it changes (cloning every synced page for nobody was ~10% of a cold sync).
  private readonly peers = new Set<string>();
  private readonly listener = (event: MessageEvent) => this.receive(event.data);

  constructor(private readonly options: PeerLinkOptions) {
    options.channel?.addEventListener('message', this.listener);
  }

  get isLeader(): boolean {
    return this.leader;
  }

  /** Asks for leadership; `onLeader` runs when granted (at once without Web Locks). */
  elect(): void {
    const { locks } = this.options;
    if (!locks) {
      this.becomeLeader();
      return;
    }
    const held = new Promise<void>((resolve) => (this.release = resolve));
    locks
      .request(this.options.lockName, async () => {
        if (this.closed) return;
        this.becomeLeader();
        await held;
      })
      .catch((error: unknown) => {
        // No locks (e.g. an opaque origin): act alone rather than never syncing.
        console.warn('sync leader election failed; syncing from this tab', error);
        this.becomeLeader();
      });
  }

  /** Whether another worker shares this store (a crashed tab may linger: that only costs a post). */
  get hasPeers(): boolean {
    return this.peers.size > 0;
  }

  post(message: ChannelMessage): void {
    if (!this.closed) this.options.channel?.postMessage(message);
  }

  /** Sends a command to the leader and waits for its answer. */
  request(command: Command): Promise<unknown> {
    const channel = this.options.channel;
    if (!channel) return Promise.reject(new Error('No tab is syncing right now'));
    const id = crypto.randomUUID();
    const clock = this.options.clock ?? systemClock;
    return new Promise((resolve, reject) => {
      const timer = new AbortController();
      void clock.sleep(this.options.requestTimeoutMs ?? 10_000, timer.signal).then(() => {
        if (timer.signal.aborted) return; // answered, or the link closed
        this.pending.delete(id);
        reject(new Error('No tab answered: try again in a moment'));
      });
      this.pending.set(id, { resolve, reject, timer });
      this.post({ type: 'request', from: this.id, id, command });
    });
  }

  close(): void {
    if (!this.closed) this.post({ type: 'bye', from: this.id });
    this.closed = true;
    this.release();
    this.options.channel?.removeEventListener('message', this.listener);
    this.options.channel?.close();
    for (const { reject, timer } of this.pending.values()) {
      timer.abort();
      reject(new Error('The sync worker stopped'));
    }
    this.pending.clear();
  }

  private becomeLeader(): void {
    if (this.leader || this.closed) return;
    this.leader = true;
    this.options.onLeader();
  }

  private receive(data: unknown): void {
    const parsed = channelMessageSchema.safeParse(data);
    if (!parsed.success || this.closed) return;
    const message = parsed.data;
    if (message.type === 'bye') this.peers.delete(message.from);
    else if (message.type !== 'reply') this.peers.add(message.from);
    if (message.type === 'hello') this.post({ type: 'here', from: this.id });
    if (message.type === 'reply') {
      if (message.to !== this.id) return;
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      waiting.timer.abort();
      if (message.ok) waiting.resolve(message.value);
      else waiting.reject(new Error(message.message ?? 'The request failed'));
      return;
    }
    if (message.type === 'request') {
      if (!this.leader) return;
      this.options.onCommand(message.command).then(
        (value) => this.post({ type: 'reply', to: message.from, id: message.id, ok: true, value }),
        (error: unknown) =>
          this.post({
            type: 'reply',
            to: message.from,
            id: message.id,
            ok: false,
            message: error instanceof Error ? error.message : String(error),
          }),
      );
      return;
    }
    this.options.onMessage(message);
  }
}
