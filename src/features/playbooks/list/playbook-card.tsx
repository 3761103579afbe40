// One playbook card: icon, title, description (clipped with an ellipsis, whole in its tooltip
// and its accessible description), Run, and Edit behind write on playbooks.
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import type { PlaybookRow } from '../../../sync/collections/playbooks.ts';

export function PlaybookCard({
  playbook,
  onRun,
  onEdit,
}: {
  playbook: PlaybookRow;
  /** Undefined when the user may not run playbooks. */
  onRun: (() => void) | undefined;
  onEdit: (() => void) | undefined;
}) {
  const title = playbook.title || playbook.name;
  const pending = playbook.local_pending !== undefined;
  return (
    <li className="playbook-card">
      <div className="playbook-card__head">
        <Icon name="playbooks" />
        <h3 className="playbook-card__title" title={title}>
          {title}
        </h3>
        {pending && <span className="playbook-card__pending">Pending</span>}
      </div>
      <p className="playbook-card__description" title={playbook.description ?? undefined}>
        {playbook.description ?? '\u00a0'}
      </p>
      {(onRun !== undefined || onEdit !== undefined) && (
        <div className="playbook-card__actions">
          {onEdit !== undefined && (
            <Button size="sm" variant="ghost" aria-label={`Edit ${title}`} onPress={onEdit}>
              Edit
            </Button>
          )}
          {onRun !== undefined && (
            <Button size="sm" variant="primary" aria-label={`Run ${title}`} onPress={onRun}>
              Run
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
