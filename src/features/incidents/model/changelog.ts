// The incident's changelog in words (#27): "Status changed to Mitigated by Ada Admin", not the
// event names the server records ('incident.status_updated'). Untitled hypotheses are named.
import { labelOf } from './incident-rules.ts';

/** A hypothesis as people name it: its title, or "Untitled factor" and the like. */
export function hypothesisName(h: { title: string | null; type: string | null }): string {
  const title = (h.title ?? '').trim();
  if (title !== '') return title;
  return `Untitled ${labelOf(h.type ?? 'hypothesis').toLowerCase()}`;
}

export interface HistoryEvent {
  type: string | null;
  description: string | null;
  hypothesis_id?: string | null | undefined;
}

/** "Status changed to mitigated" → "Status changed to Mitigated": the value as the controls show it. */
function labelledChange(description: string): string {
  const match = /^(.* changed to )(\w+)$/.exec(description);
  return match === null ? description : `${match[1] ?? ''}${labelOf(match[2] ?? '')}`;
}

/** What happened, in a sentence without the actor (the caller adds "by <name>"). */
export function changelogSentence(
  event: HistoryEvent,
  hypothesis: { title: string | null; type: string | null } | undefined,
): string {
  const said = (event.description ?? '').trim();
  const named = hypothesis === undefined ? undefined : `“${hypothesisName(hypothesis)}”`;
  switch (event.type) {
    case 'incident.created':
      return said === '' ? 'Incident created' : `Incident “${said}” created`;
    case 'incident.status_updated':
      return labelledChange(said);
    case 'hypothesis.created':
      return `${labelOf(hypothesis?.type ?? 'hypothesis')} ${named ?? (said === '' ? '' : `“${said}”`)} added`.replace(
        /\s+/g,
        ' ',
      );
    case 'hypothesis.status_updated': {
      const status = /changed to (\w+)$/.exec(said)?.[1];
      if (status === undefined) return said;
      return `${named ?? 'Hypothesis'} marked ${labelOf(status)}`;
    }
    case 'evidence.created':
      return said === '' ? 'Evidence added' : `Evidence added: ${said}`;
    case 'evidence.done_definition_added':
      return said === ''
        ? 'Evidence added to the definition of done'
        : `Added to the definition of done: ${said}`;
    case 'responder.created':
      return said === '' ? 'Responder added' : `${labelOf(said)} responder added`;
    case 'responder.commented':
      return said === '' ? 'A responder commented' : `A responder commented: ${said}`;
    default:
      return [labelOf((event.type ?? 'event').replace(/\./g, ' ')), said].filter((s) => s !== '').join(': ');
  }
}
