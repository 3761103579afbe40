import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AWAITED_ANSWER_MS, AwaitedAnswer, STARVED_ANSWER_MS } from './awaited-answer.ts';

// An answer a screen waits for renders as a transition first; these are the cases where it is
// adopted at once instead, and the ones where it is left alone.
describe('the deadline on an answer the screen waits for', () => {
  let shown = 'd';
  let askedLast = 2;
  let adopted: string[] = [];
  const view = { shown: () => shown, askedLast: () => askedLast };
  beforeEach(() => {
    vi.useFakeTimers();
    shown = 'd';
    askedLast = 2;
    adopted = [];
  });
  afterEach(() => vi.useRealTimers());

  it('adopts it after 100 ms when the user has asked something since (typing restarts it)', () => {
    const awaited = new AwaitedAnswer(view);
    awaited.answered('de', 2, () => adopted.push('de'));
    askedLast = 3; // "dep" typed
    vi.advanceTimersByTime(AWAITED_ANSWER_MS - 1);
    expect(adopted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(adopted).toEqual(['de']);
  });

  it('leaves a long render with no input since to its transition, up to a second', () => {
    const awaited = new AwaitedAnswer(view);
    awaited.answered('sorted', 2, () => adopted.push('sorted'));
    vi.advanceTimersByTime(STARVED_ANSWER_MS - 1);
    expect(adopted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(adopted).toEqual(['sorted']);
  });

  it('does nothing once the transition has shown it', () => {
    const awaited = new AwaitedAnswer(view);
    awaited.answered('de', 2, () => adopted.push('de'));
    askedLast = 3;
    shown = 'de';
    vi.advanceTimersByTime(STARVED_ANSWER_MS);
    expect(adopted).toEqual([]);
  });

  it('keeps the deadline when newer answers come, and adopts the newest', () => {
    const awaited = new AwaitedAnswer(view);
    awaited.answered('de', 2, () => adopted.push('de'));
    askedLast = 4;
    vi.advanceTimersByTime(60);
    awaited.answered('dep', 3, () => adopted.push('dep'));
    vi.advanceTimersByTime(AWAITED_ANSWER_MS - 60);
    expect(adopted).toEqual(['dep']);
  });

  it('forgets it when an answer to the query shown comes, or the query closes', () => {
    const awaited = new AwaitedAnswer(view);
    awaited.answered('de', 2, () => adopted.push('de'));
    awaited.answered('d', 2, () => adopted.push('d'));
    vi.advanceTimersByTime(STARVED_ANSWER_MS);
    expect(adopted).toEqual([]);
    awaited.answered('dep', 3, () => adopted.push('dep'));
    awaited.cancel();
    vi.advanceTimersByTime(STARVED_ANSWER_MS);
    expect(adopted).toEqual([]);
  });
});
