import { describe, expect, it } from 'vitest';
import { runScenario } from './fault-scenario.ts';

/** Collapses repeats of one mutation in a row: an update re-sent after a lost response. */
const collapse = (log: readonly string[]): string[] => log.filter((id, i) => id !== log[i - 1]);

describe('outbox under seeded faults', () => {
  it('delivers every mutation exactly once, in order, over 1,000 runs', async () => {
    let crashes = 0;
    let duplicates = 0;
    let resent = 0;
    for (let seed = 1; seed <= 1_000; seed++) {
      const run = await runScenario(seed);
      const context = `seed ${seed}`;
      expect(run.leftover, context).toEqual({ pending: 0, failed: 0 });
      expect(collapse(run.server.log), context).toEqual(run.expected);
      const creates = run.server.log.filter((id, i) => run.server.log.indexOf(id) === i);
      expect(creates.length, context).toBe(run.expected.length);
      expect(run.server.statuses, context).toEqual(run.expectedStatuses);
      crashes += run.crashes;
      duplicates += run.duplicates;
      resent += run.server.log.length - run.expected.length;
    }
    // The faults really happened: crashes, creates answered 409 after a lost response, and
    // idempotent updates applied again (the reason `collapse` exists).
    expect(crashes).toBeGreaterThan(100);
    expect(duplicates).toBeGreaterThan(100);
    expect(resent).toBeGreaterThan(10);
  }, 120_000);

  it("last write wins over another user's edit, exactly once and in order, and every replaced value leaves a notice, over 1,000 runs", async () => {
    let otherEdits = 0;
    let notices = 0;
    let crashes = 0;
    for (let seed = 1; seed <= 1_000; seed++) {
      const run = await runScenario(seed, { othersEdit: true });
      const context = `seed ${seed}`;
      expect(run.leftover, context).toEqual({ pending: 0, failed: 0 });
      expect(collapse(run.server.log), context).toEqual(run.expected);
      // The user's edits win: each incident ends with the status they set last.
      expect(run.server.statuses, context).toEqual(run.expectedStatuses);
      // Nothing silent, nothing invented: a notice for exactly the edits that replaced another
      // user's value, naming the value replaced.
      expect(run.notices, context).toEqual(run.server.overwrites);
      otherEdits += run.otherEdits;
      notices += run.notices.size;
      crashes += run.crashes;
    }
    expect(otherEdits).toBeGreaterThan(100);
    expect(notices).toBeGreaterThan(100);
    expect(crashes).toBeGreaterThan(100);
  }, 120_000);
});
