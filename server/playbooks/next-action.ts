// runner.GetNextActionToRun: which action of a run's spec comes next, given the last action that
// reached a final state (completed, failed or skipped).
import type { PlaybookAction, PlaybookSpec } from './spec.ts';

export interface RunRow {
  id: string;
  playbook_id: string;
  status: string;
  spec: unknown;
  parameters: Record<string, string> | null;
  config_id: string | null;
  component_id: string | null;
  check_id: string | null;
  created_by: string | null;
  start_time: string | null;
}

export interface ActionRow {
  id: string;
  name: string;
  status: string;
  retry_count: number | null;
}

export type NextAction = { action: PlaybookAction | null; retryOf: ActionRow | null } | { error: string };

/**
 * Nothing ran yet: the first action. The last one failed and may retry: that one again. The last
 * one failed otherwise: the next action that has an `if` (always(), failure(), ...), or none.
 * Else the action after the last one, or none after the last action of the spec.
 */
export function nextAction(spec: PlaybookSpec, last: ActionRow | null): NextAction {
  const actions = spec.actions ?? [];
  if (last === null) return { action: actions[0] ?? null, retryOf: null };
  const failed = last.status === 'failed';
  for (const [i, action] of actions.entries()) {
    if (action.name === last.name && failed && action.retry !== undefined) {
      if ((last.retry_count ?? 0) < action.retry.limit) return { action, retryOf: last };
    }
    if (i === actions.length - 1) return { action: null, retryOf: null };
    if (action.name === last.name) {
      if (failed)
        return { action: actions.slice(i + 1).find((a) => (a.if ?? '') !== '') ?? null, retryOf: null };
      return { action: actions[i + 1] ?? null, retryOf: null };
    }
  }
  return { error: 'could not find action to run or complete' };
}
