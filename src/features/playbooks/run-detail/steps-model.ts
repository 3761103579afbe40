// The run page's step list (spec 02-areas §2.11 "Run detail", §4): the actions with their
// statuses; the last one selected by default; skipped ones cannot be selected; a sleeping one shows
// the time until it is scheduled; a failed run with an error gets a synthetic step 0,
// 'Initialization', showing the error; 'No result' for an action without one; log links are
// links only for http and https. Pure, so the rules are tested without a screen.
import { Temporal } from '../../../lib/time.ts';
import type { RunAction } from '../api.ts';

export const INITIALIZATION = 'Initialization';
export const NO_RESULT = 'No result';

export interface Step {
  readonly id: string;
  readonly name: string;
  readonly status: string;
  readonly start_time: string | null;
  readonly end_time: string | null;
  readonly scheduled_time: string | null;
  readonly error: string | null;
  readonly result: Record<string, unknown> | null;
  /** The synthetic 'Initialization' step of a run that failed before its actions. */
  readonly synthetic: boolean;
}

/** The run statuses during which the page keeps asking (spec §4: every 5000 ms). */
export const LIVE_RUN_STATUSES: readonly string[] = [
  'pending',
  'running',
  'waiting',
  'scheduled',
  'pending_approval',
];
export const RUN_POLL_MS = 5_000;

export function stepsOf(
  run: { id: string; status: string; error: string | null; start_time: string | null; created_at: string },
  actions: readonly RunAction[],
): Step[] {
  // By instant, not by text: Postgres prints a whole second without its fraction
  // ("…:50+00:00" beside "…:50.357+00:00"), which a string (or locale) comparison misorders.
  const at = (a: RunAction) => Date.parse(a.start_time ?? a.scheduled_time ?? '') || 0;
  const steps: Step[] = [...actions]
    .sort((a, b) => at(a) - at(b))
    .map((a) => ({
      id: a.id,
      name: a.name,
      status: a.status,
      start_time: a.start_time,
      end_time: a.end_time,
      scheduled_time: a.scheduled_time,
      error: a.error ?? null,
      result: a.result ?? null,
      synthetic: false,
    }));
  if (run.status === 'failed' && run.error !== null && run.error !== '') {
    steps.unshift({
      id: `${run.id}:initialization`,
      name: INITIALIZATION,
      status: 'failed',
      start_time: run.start_time ?? run.created_at,
      end_time: null,
      scheduled_time: null,
      error: run.error,
      result: null,
      synthetic: true,
    });
  }
  return steps;
}

export const selectable = (step: Pick<Step, 'status'>): boolean => step.status !== 'skipped';

/** The step shown: the one chosen if it is still there and selectable, else the last selectable. */
export function selectedStep(steps: readonly Step[], chosen: string | undefined): Step | undefined {
  const found = steps.find((s) => s.id === chosen && selectable(s));
  if (found) return found;
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i];
    if (step !== undefined && selectable(step)) return step;
  }
  return undefined;
}

/** 'in 2m 30s' until a sleeping step is scheduled ('now' once due); undefined for other steps. */
export function timeUntilScheduled(
  step: Pick<Step, 'status' | 'scheduled_time'>,
  nowMs: number,
): string | undefined {
  if (step.status !== 'sleeping' || step.scheduled_time === null) return undefined;
  const at = Temporal.Instant.from(step.scheduled_time);
  const now = Temporal.Instant.fromEpochMilliseconds(nowMs);
  if (Temporal.Instant.compare(at, now) <= 0) return 'now';
  const d = now.until(at, { largestUnit: 'hours', smallestUnit: 'seconds' });
  const parts = [
    d.hours > 0 ? `${d.hours}h` : '',
    d.minutes > 0 ? `${d.minutes}m` : '',
    d.seconds > 0 ? `${d.seconds}s` : '',
  ];
  return `in ${parts.filter(Boolean).join(' ')}`;
}

/** The text a step shows: its error, its stdout, stderr and logs; none of them is 'No result'. */
export function resultSections(step: Step): { label: string; text: string }[] {
  const sections: { label: string; text: string }[] = [];
  if (step.error !== null && step.error !== '') sections.push({ label: 'Error', text: step.error });
  const r = step.result ?? {};
  for (const [key, label] of [
    ['stdout', 'stdout'],
    ['stderr', 'stderr'],
    ['logs', 'logs'],
  ] as const) {
    const value = r[key];
    if (typeof value === 'string' && value !== '') sections.push({ label, text: value });
  }
  const others = Object.fromEntries(
    Object.entries(r).filter(([k]) => !['stdout', 'stderr', 'logs'].includes(k)),
  );
  if (Object.keys(others).length > 0)
    sections.push({ label: 'result', text: JSON.stringify(others, null, 2) });
  return sections;
}

/** Text cut into plain runs and links: only http(s) URLs become links (spec §2.11). */
export function linkify(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  const pattern = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]+/gi;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const url = match[0];
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push(/^https?:\/\//i.test(url) ? { text: url, href: url } : { text: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** Every step's output as one text file, for Download logs. */
export function logsText(runId: string, steps: readonly Step[]): string {
  const lines = [`Playbook run ${runId}`, ''];
  for (const step of steps) {
    lines.push(`== ${step.name} (${step.status}) ${step.start_time ?? ''} → ${step.end_time ?? ''}`);
    const sections = resultSections(step);
    if (sections.length === 0) lines.push(NO_RESULT);
    for (const s of sections) lines.push(`-- ${s.label}`, s.text);
    lines.push('');
  }
  return lines.join('\n');
}
