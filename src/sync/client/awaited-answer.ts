// The deadline on an answer a screen waits for (hooks.tsx `useLiveQuery`). The answer renders as
// a transition, which yields to input; but each keystroke of a fast typist on a slow machine
// restarts it, and the rows would not move until typing stopped. So once AWAITED_ANSWER_MS have
// passed with a later query asked (input is what restarts it), or STARVED_ANSWER_MS in any case,
// it is adopted at once. A long render with no input since is left to its transition: forced,
// it would be one long task (the Dashboard's sort over 10,000 components: a 98 ms task).

/** RAIL's 100 ms: the most a response may take and still feel immediate. */
export const AWAITED_ANSWER_MS = 100;
export const STARVED_ANSWER_MS = 1_000;

export interface AwaitedAnswerView {
  /** The query (as JSON) whose answer the screen has committed. */
  shown(): string;
  /** The number of the query asked last. */
  askedLast(): number;
}

export class AwaitedAnswer {
  private pending: { for: string; number: number; adopt: () => void } | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly view: AwaitedAnswerView) {}

  /**
   * An answer to query `answers` (number `number`) was handed to React as a transition; `adopt`
   * renders it at once. The screen has waited since the first answer it has not shown: a newer
   * one takes that one's place under the same deadline (else answers coming faster than the
   * deadline would push it back for ever).
   */
  answered(answers: string, number: number, adopt: () => void): void {
    if (this.view.shown() === answers) return this.cancel();
    const waiting = this.pending !== undefined;
    this.pending = { for: answers, number, adopt };
    if (!waiting) this.timer = setTimeout(() => this.check(false), AWAITED_ANSWER_MS);
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.pending = undefined;
  }

  private check(starved: boolean): void {
    const pending = this.pending;
    if (pending === undefined || this.view.shown() === pending.for) return this.cancel();
    if (starved || this.view.askedLast() > pending.number) {
      this.cancel();
      return pending.adopt();
    }
    this.timer = setTimeout(() => this.check(true), STARVED_ANSWER_MS - AWAITED_ANSWER_MS);
  }
}
