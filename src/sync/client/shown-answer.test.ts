import { describe, expect, it } from 'vitest';
import { adoptAnswer, type ShownAnswer } from './shown-answer.ts';

const page = (name: string) => ({ rows: [{ id: name }], total: 1, offset: 0 });
const shown = (name: string, number: number): ShownAnswer<{ id: string }> => ({
  result: page(name),
  error: undefined,
  for: name,
  number,
});

describe('which answer a live query shows', () => {
  it('takes the answer to a newer query than the one shown', () => {
    expect(adoptAnswer(shown('d', 1), { result: page('dep'), for: 'dep', number: 3 })).toEqual(
      shown('dep', 3),
    );
  });

  it('never puts an older query’s answer over a keystroke typed ahead', () => {
    // "depl" was typed ahead (about to be asked as 4); the worker then answers "dep" (3).
    const typedAhead = shown('depl', 3.5);
    expect(adoptAnswer(typedAhead, { result: page('dep'), for: 'dep', number: 3 })).toBe(typedAhead);
    expect(adoptAnswer(typedAhead, { result: page('depl2'), for: 'depl', number: 4 }).result).toEqual(
      page('depl2'),
    );
  });

  it('keeps the very state object for an equal answer, so the screen does not render again', () => {
    const before = shown('har', 2);
    expect(adoptAnswer(before, { result: page('har'), for: 'har', number: 2 })).toBe(before);
  });

  it('keeps the rows object of an equal answer to a newer query, and clears an error', () => {
    const before = { ...shown('har', 2), error: 'refused' };
    const after = adoptAnswer(before, { result: page('har'), for: 'harb', number: 3 });
    expect(after.result).toBe(before.result);
    expect(after).toMatchObject({ for: 'harb', number: 3, error: undefined });
  });
});
