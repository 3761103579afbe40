// /playbooks (spec 02-areas §2.11): the synced playbooks as cards grouped by category (default
// 'Other'), searched on the keystroke (only the address write waits), Add and Edit (title and
// the schema-checked YAML spec), soft delete with confirmation, and Run, all behind write on
// playbooks. Reads offline; writes queue in the outbox. /playbooks/{id} opens that playbook's run
// dialog (with ?config_id|component_id|check_id, for that resource).
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { useCan } from '../../../lib/access/use-access.ts';
import { useRegisterCommands } from '../../../lib/commands/commands-context.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useUrlState } from '../../../lib/screen-state/use-url-state.ts';
import { useRow } from '../../../sync/client/hooks.tsx';
import { useLocalList, type LocalListWords } from '../../../sync/client/use-local-list.ts';
import { playbooks, type PlaybookRow } from '../../../sync/collections/playbooks.ts';
import { DeletePlaybookDialog, PlaybookDialog } from '../edit/playbook-dialog.tsx';
import { usePlaybookWrites } from '../edit/use-playbook-writes.ts';
import { FailedPlaybookWrites } from '../failed-writes.tsx';
import { playbookListQuery } from '../queries.ts';
import { RunDialog } from '../run/run-dialog.tsx';
import { playbooksUrlSchema } from '../url-state.ts';
import { groupByCategory } from './grouping.ts';
import { PlaybookCard } from './playbook-card.tsx';
import '../playbooks.css';

const WORDS: LocalListWords = {
  neverSyncedOffline:
    'Playbooks have not been synced to this device yet; they appear once you are back online.',
  syncFailed: (error) => `Playbooks could not be synced: ${error}`,
};

type Editing =
  | { kind: 'add' }
  | { kind: 'edit'; row: PlaybookRow }
  | { kind: 'delete'; row: PlaybookRow }
  | { kind: 'run'; row: PlaybookRow };

export function PlaybooksPage({ openId }: { openId?: string | undefined }) {
  usePageTitle('Playbooks');
  const [url, setUrl] = useUrlState(playbooksUrlSchema);
  const [search, setSearch] = useState(url.q);
  const list = useLocalList(playbooks, playbookListQuery(search), WORDS);
  const mayWrite = useCan('playbooks', 'write');
  const writes = usePlaybookWrites();
  const [editing, setEditing] = useState<Editing | undefined>(undefined);
  const opened = useRow(playbooks, openId);
  const [openDismissed, setOpenDismissed] = useState(false);
  const runFromAddress =
    openId !== undefined && !openDismissed && opened.row !== undefined ? opened.row : undefined;

  useRegisterCommands(
    [
      {
        id: 'playbooks.add',
        title: 'Add playbook',
        icon: 'playbooks',
        group: 'playbooks',
        permission: { resource: 'playbooks', action: 'write' },
        run: () => setEditing({ kind: 'add' }),
      },
    ],
    [],
  );

  const groups = groupByCategory(list.rows);
  const state = list.state;
  const note = state.kind === 'empty' ? state.note : undefined;
  const target = { config_id: url.config_id, component_id: url.component_id, check_id: url.check_id };
  return (
    <div className="playbooks-page">
      <header className="playbooks-page__header">
        <h1 className="playbooks-page__title">Playbooks</h1>
        <Link href="/playbooks/runs">Runs</Link>
        <span className="playbooks-page__spacer" />
        <SearchField
          label="Search playbooks"
          className="playbooks-page__search"
          value={search}
          onChange={(q) => {
            setSearch(q);
            setUrl({ q }, { debounceMs: 400 });
          }}
        />
        {mayWrite && (
          <Button
            variant="primary"
            size="sm"
            aria-label="Add playbook"
            onPress={() => setEditing({ kind: 'add' })}
          >
            + Add
          </Button>
        )}
      </header>
      <FailedPlaybookWrites />
      {note !== undefined && (
        <p role="status" className="playbooks-note">
          {note}
        </p>
      )}
      {state.kind === 'error' ? (
        <p role="alert" className="playbooks-error">
          Could not query the local playbooks: {state.message}
        </p>
      ) : state.kind === 'loading' && groups.length === 0 ? (
        <div className="playbooks-skeleton" role="status" aria-busy="true" aria-label="Loading playbooks">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={96} />
          ))}
        </div>
      ) : groups.length === 0 ? (
        note === undefined && (
          <p className="playbooks-empty">{search === '' ? 'No data available' : 'No resources found'}</p>
        )
      ) : (
        groups.map((g) => (
          <section key={g.category} className="playbooks-group" aria-label={g.category}>
            <h2 className="playbooks-group__title">{g.category}</h2>
            <ul className="playbooks-group__cards">
              {g.playbooks.map((p) => (
                <PlaybookCard
                  key={p.id}
                  playbook={p}
                  onRun={mayWrite ? () => setEditing({ kind: 'run', row: p }) : undefined}
                  onEdit={
                    mayWrite && p.source === 'UI' ? () => setEditing({ kind: 'edit', row: p }) : undefined
                  }
                />
              ))}
            </ul>
          </section>
        ))
      )}
      {(editing?.kind === 'add' || editing?.kind === 'edit') && (
        <PlaybookDialog
          existing={editing.kind === 'edit' ? editing.row : undefined}
          onSave={(save) => writes.save(save, editing.kind === 'edit' ? editing.row : undefined)}
          onDelete={() => editing.kind === 'edit' && setEditing({ kind: 'delete', row: editing.row })}
          onClose={() => setEditing(undefined)}
        />
      )}
      {editing?.kind === 'delete' && (
        <DeletePlaybookDialog
          title={editing.row.title}
          onConfirm={() => writes.remove(editing.row)}
          onClose={() => setEditing(undefined)}
        />
      )}
      {editing?.kind === 'run' && <RunDialog playbook={editing.row} onClose={() => setEditing(undefined)} />}
      {editing === undefined && runFromAddress !== undefined && mayWrite && (
        <RunDialog playbook={runFromAddress} target={target} onClose={() => setOpenDismissed(true)} />
      )}
    </div>
  );
}
