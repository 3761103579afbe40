// Adding people to a team (spec 02-areas §2.13 "add members (at least one must be selected)", §5
// "Adding users to a team needs at least one selected"; "Submit is disabled while a form is
// invalid"): people who are not members yet, narrowed by name or email on every keystroke, each
// with a checkbox; Add is enabled once one is chosen.
import { useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Checkbox } from '../../../../components/ui/checkbox.tsx';
import { Modal } from '../../../../components/ui/dialog.tsx';
import { SearchField } from '../../../../components/ui/search-field.tsx';
import type { PersonRow } from '../../../../sync/collections/people.ts';

export function AddMembersDialog({
  candidates,
  onAdd,
  onClose,
}: {
  /** People who may be added (not members already). */
  candidates: readonly PersonRow[];
  onAdd: (people: readonly PersonRow[]) => Promise<boolean>;
  onClose: () => void;
}) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    if (needle === '') return candidates;
    return candidates.filter(
      (p) => p.name.toLowerCase().includes(needle) || (p.email ?? '').toLowerCase().includes(needle),
    );
  }, [candidates, search]);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  const submit = async () => {
    const people = candidates.filter((p) => chosen.has(p.id));
    if (people.length === 0) return;
    setSaving(true);
    if (await onAdd(people)) onClose();
    else setSaving(false);
  };

  return (
    <Modal
      title="Add Team Members"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <div className="resources-dialog__footer">
          <Button onPress={onClose}>Cancel</Button>
          <Button variant="primary" isDisabled={saving || chosen.size === 0} onPress={() => void submit()}>
            {chosen.size > 1 ? `Add ${chosen.size} members` : 'Add'}
          </Button>
        </div>
      }
    >
      <div className="resources-members-picker">
        <SearchField aria-label="Search people" value={search} onChange={setSearch} autoFocus />
        {shown.length === 0 ? (
          <p className="resources-empty">No result</p>
        ) : (
          <ul className="resources-members-picker__list" aria-label="People">
            {shown.map((p) => (
              <li key={p.id}>
                <Checkbox isSelected={chosen.has(p.id)} onChange={(on) => toggle(p.id, on)}>
                  <span className="resources-clip" title={p.email ?? p.name}>
                    {p.name}
                    {p.email !== null && <span className="resources-muted"> · {p.email}</span>}
                  </span>
                </Checkbox>
              </li>
            ))}
          </ul>
        )}
        <p className="resources-muted" aria-live="polite">
          {chosen.size === 0 ? 'Select at least one person.' : `${chosen.size} selected`}
        </p>
      </div>
    </Modal>
  );
}
