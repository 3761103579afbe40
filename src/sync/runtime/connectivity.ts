// Whether this worker can talk to the server: the browser's word on the network, whether the
// server answered the last request, and whether it accepted the session. Each change is reported
// (`changed`); any sign the network is back is reported once (`reconnected`) so the leader
// delivers and pulls at once instead of waiting out its backoff.

export interface ConnectivityEvents {
  /** The network is back: the browser says online again, or the server answered again. */
  readonly reconnected: () => void;
  /** Anything here changed (the status shows it). */
  readonly changed: () => void;
}

export class Connectivity {
  private browser: boolean;
  private reachable = true;
  private refused = false;

  constructor(
    browserOnline: boolean,
    private readonly events: ConnectivityEvents,
  ) {
    this.browser = browserOnline;
  }

  /** The browser's word on the network (not whether the server answered). */
  get browserOnline(): boolean {
    return this.browser;
  }

  /** Online as the status shows it: the browser says so and the server answered. */
  get online(): boolean {
    return this.browser && this.reachable;
  }

  /** The server refused the session (401, or a sign-out in another tab). */
  get unauthorized(): boolean {
    return this.refused;
  }

  setBrowserOnline(online: boolean): void {
    const was = this.online;
    this.browser = online;
    if (online) this.reachable = true;
    if (online && !was) this.events.reconnected();
    this.events.changed();
  }

  /** Told after every request whether the server answered. */
  setReachable(reachable: boolean): void {
    // An answer proves the network is there, whatever the browser last said (a missed event).
    const online = reachable || this.browser;
    if (reachable === this.reachable && online === this.browser) return;
    const was = this.online;
    this.reachable = reachable;
    this.browser = online;
    if (reachable && !was) this.events.reconnected();
    this.events.changed();
  }

  sessionRefused(): void {
    this.refused = true;
    this.events.changed();
  }

  sessionResumed(): void {
    this.refused = false;
    this.events.changed();
  }
}
