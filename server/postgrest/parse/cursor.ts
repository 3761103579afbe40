import { parseError } from '../errors.ts';
import type { PgrstError } from '../errors.ts';

/** A position in one query-string value, with PostgREST-style parse errors (PGRST100). */
export class Cursor {
  i = 0;
  constructor(
    readonly s: string,
    /** What is being parsed, for the message: `select parameter`, `filter`, `order`, `logic tree`. */
    readonly what: string,
  ) {}

  get done(): boolean {
    return this.i >= this.s.length;
  }
  peek(n = 0): string {
    return this.s[this.i + n] ?? '';
  }
  startsWith(t: string): boolean {
    return this.s.startsWith(t, this.i);
  }
  eat(t: string): boolean {
    if (!this.startsWith(t)) return false;
    this.i += t.length;
    return true;
  }
  expect(t: string, expecting = `"${t}"`): void {
    if (!this.eat(t)) throw this.fail(expecting);
  }
  skipSpaces(): void {
    while (this.peek() === ' ') this.i++;
  }
  fail(expecting: string): PgrstError {
    const found = this.done ? 'end of input' : `"${this.peek()}"`;
    return parseError(this.what, this.s, this.i + 1, `unexpected ${found} expecting ${expecting}`);
  }
}
