// The "Playbooks" menu of a config item, a component and a check (spec 01-core §5 "a Playbooks
// menu", 02-areas §2.11): only the playbooks whose selectors match that resource
// (GET /api/playbook/list?config_id|component_id|check_id), each opening the run dialog for it.
// Other areas receive it from their route file as a render prop (features never import each
// other). Needs write on playbooks and on playbook_runs; hidden when playbooks are disabled.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Menu, MenuItem, MenuTrigger } from '../../../components/ui/menu.tsx';
import { useCan, useFeatureEnabled } from '../../../lib/access/use-access.ts';
import { useRow } from '../../../sync/client/hooks.tsx';
import { playbooks } from '../../../sync/collections/playbooks.ts';
import { applicablePlaybooksQuery, type ApplicablePlaybook, type RunTarget } from '../api.ts';
import { RunDialog } from './run-dialog.tsx';
import '../playbooks.css';

export interface PlaybooksMenuProps {
  readonly kind: 'config' | 'component' | 'check';
  readonly id: string;
}

const targetOf = ({ kind, id }: PlaybooksMenuProps): RunTarget =>
  kind === 'config' ? { config_id: id } : kind === 'component' ? { component_id: id } : { check_id: id };

export function PlaybooksMenu(props: PlaybooksMenuProps) {
  const enabled = useFeatureEnabled('playbooks');
  const mayWritePlaybooks = useCan('playbooks', 'write');
  const mayWriteRuns = useCan('playbook_runs', 'write');
  const mayRun = mayWritePlaybooks && mayWriteRuns;
  const target = targetOf(props);
  const list = useQuery({ ...applicablePlaybooksQuery(target), enabled: enabled && mayRun });
  const [open, setOpen] = useState<ApplicablePlaybook | undefined>(undefined);
  if (!enabled || !mayRun) return null;
  const items = list.data ?? [];
  return (
    <>
      <MenuTrigger>
        <Button>Playbooks</Button>
        <Menu aria-label="Run a playbook">
          {list.isPending ? (
            <MenuItem isDisabled>Loading ...</MenuItem>
          ) : list.isError && items.length === 0 ? (
            <MenuItem isDisabled>Playbooks could not be listed</MenuItem>
          ) : items.length === 0 ? (
            <MenuItem isDisabled>No playbooks</MenuItem>
          ) : (
            items.map((p) => (
              <MenuItem key={p.id} onAction={() => setOpen(p)}>
                {p.title ?? p.name}
              </MenuItem>
            ))
          )}
        </Menu>
      </MenuTrigger>
      {open !== undefined && <MenuRunDialog item={open} target={target} onClose={() => setOpen(undefined)} />}
    </>
  );
}

/** The run dialog for a listed playbook: its synced spec, or what the list said of it. */
function MenuRunDialog({
  item,
  target,
  onClose,
}: {
  item: ApplicablePlaybook;
  target: RunTarget;
  onClose: () => void;
}) {
  const row = useRow(playbooks, item.id).row;
  const playbook = row ?? {
    id: item.id,
    title: item.title ?? item.name,
    spec: { parameters: item.parameters ?? [] },
  };
  return <RunDialog playbook={playbook} target={target} onClose={onClose} />;
}
