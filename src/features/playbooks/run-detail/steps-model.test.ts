import { describe, expect, it } from 'vitest';
import type { RunAction } from '../api.ts';
import {
  INITIALIZATION,
  linkify,
  logsText,
  NO_RESULT,
  resultSections,
  selectedStep,
  stepsOf,
  timeUntilScheduled,
} from './steps-model.ts';

const action = (id: string, status: string, start: string, extra: Partial<RunAction> = {}): RunAction => ({
  id,
  name: `step ${id}`,
  status,
  playbook_run_id: 'r1',
  scheduled_time: start,
  start_time: start,
  end_time: null,
  error: null,
  result: null,
  agent: null,
  ...extra,
});
const run = {
  id: 'r1',
  status: 'running',
  error: null,
  start_time: null,
  created_at: '2026-01-01T00:00:00Z',
};

describe('the run step list', () => {
  const actions = [
    action('b', 'completed', '2026-01-01T00:00:02Z', { result: { stdout: 'ok' } }),
    action('a', 'completed', '2026-01-01T00:00:01Z'),
    action('c', 'skipped', '2026-01-01T00:00:03Z'),
  ];

  it('orders actions by start and selects the last selectable one by default; skipped ones never', () => {
    const steps = stepsOf(run, actions);
    expect(steps.map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(selectedStep(steps, undefined)?.id).toBe('b');
    expect(selectedStep(steps, 'c')?.id).toBe('b');
    expect(selectedStep(steps, 'a')?.id).toBe('a');
  });

  it('orders a step started on a whole second (printed without its fraction) before one started later in it', () => {
    const steps = stepsOf(run, [
      action('later', 'completed', '2026-11-28T05:28:50.357+00:00'),
      action('first', 'completed', '2026-11-28T05:28:50+00:00'),
    ]);
    expect(steps.map((s) => s.id)).toEqual(['first', 'later']);
    expect(selectedStep(steps, undefined)?.id).toBe('later');
  });

  it("adds step 0 'Initialization' with the error to a failed run with an error, and only then", () => {
    const failed = stepsOf({ ...run, status: 'failed', error: 'spec has no actions' }, []);
    expect(failed.map((s) => [s.name, s.status, s.error])).toEqual([
      [INITIALIZATION, 'failed', 'spec has no actions'],
    ]);
    expect(selectedStep(failed, undefined)?.name).toBe(INITIALIZATION);
    expect(stepsOf({ ...run, status: 'failed', error: null }, actions)[0]?.name).toBe('step a');
    expect(stepsOf({ ...run, status: 'completed', error: 'x' }, actions)).toHaveLength(3);
  });

  it("has no result sections for an action without a result ('No result' in the logs)", () => {
    const [a, b] = stepsOf(run, actions);
    expect(a && resultSections(a)).toEqual([]);
    expect(b && resultSections(b)).toEqual([{ label: 'stdout', text: 'ok' }]);
    expect(logsText('r1', stepsOf(run, actions))).toContain(`== step a (completed)`);
    expect(logsText('r1', stepsOf(run, actions))).toContain(NO_RESULT);
  });

  it('shows the time until a sleeping step is scheduled', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(timeUntilScheduled({ status: 'sleeping', scheduled_time: '2026-01-01T00:02:30Z' }, now)).toBe(
      'in 2m 30s',
    );
    expect(timeUntilScheduled({ status: 'sleeping', scheduled_time: '2025-12-31T23:59:00Z' }, now)).toBe(
      'now',
    );
    expect(
      timeUntilScheduled({ status: 'running', scheduled_time: '2026-01-01T00:02:30Z' }, now),
    ).toBeUndefined();
  });

  it('makes links only of http and https addresses', () => {
    expect(linkify('see https://a.example/x and ftp://b.example/y or javascript://z')).toEqual([
      { text: 'see ' },
      { text: 'https://a.example/x', href: 'https://a.example/x' },
      { text: ' and ' },
      { text: 'ftp://b.example/y' },
      { text: ' or ' },
      { text: 'javascript://z' },
    ]);
  });
});
