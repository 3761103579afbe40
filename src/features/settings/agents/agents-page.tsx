// /settings/agents (spec 01-core §2, §4, §6, §8, §9): the agents from local data, newest first in
// pages of 50; addAgent=true opens 'Create new agent' and id={agent} its edit dialog, both only
// for users who may write on agents. Creating shows 'Installation Instructions' with the one-time
// token, held in this page's memory until that dialog closes, and never again.
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { useCan } from '../../../lib/access/use-access.ts';
import { useRegisterCommands } from '../../../lib/commands/commands-context.tsx';
import { useUrlState } from '../../../lib/screen-state/use-url-state.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useRow, useSyncClient } from '../../../sync/client/hooks.tsx';
import { useLocalList, type LocalListWords } from '../../../sync/client/use-local-list.ts';
import { agents, type AgentRow } from '../../../sync/collections/agents.ts';
import { AgentDialog } from './agent-dialog.tsx';
import type { AgentForm } from './agent-model.ts';
import { SettingsPager } from '../settings-pager.tsx';
import { AgentsTable } from './agents-table.tsx';
import { DeleteAgentDialogs } from './delete-agent-dialogs.tsx';
import { SettingsBreadcrumb } from '../settings-breadcrumb.tsx';
import { FailedSettingsWrites } from '../failed-writes.tsx';
import { AGENT_WRITES } from '../../../sync/mutators/agents.ts';
import { InstallDialog } from './install-dialog.tsx';
import { agentListQuery } from './queries.ts';
import { agentsSearchSchema, AGENT_PAGE_SIZES } from './url-state.ts';
import { useAgentWrites } from './use-agent-writes.ts';
import './agents.css';

const WORDS: LocalListWords = {
  neverSyncedOffline: 'Agents have not been synced to this device yet; they appear once you are back online.',
  syncFailed: (error) => `Agents could not be synced: ${error}`,
};

/** The install dialog's state: the form it was created from and the one-time token. */
interface Installing {
  readonly form: AgentForm;
  readonly token: string;
}

export function AgentsPage() {
  const [search, setSearch] = useUrlState(agentsSearchSchema);
  const list = useLocalList(agents, agentListQuery(search), WORDS);
  const mayWrite = useCan('agents', 'write');
  const writes = useAgentWrites();
  const sync = useSyncClient();
  const nowMs = useNow();
  const editing = useRow(agents, mayWrite ? search.id : undefined);
  const [deleting, setDeleting] = useState<AgentRow | undefined>(undefined);
  const [installing, setInstalling] = useState<Installing | undefined>(undefined);

  const openCreate = () => setSearch({ addAgent: true, id: undefined }, { push: true });
  const closeDialogs = () => setSearch({ addAgent: false, id: undefined });

  useRegisterCommands(
    [
      {
        id: 'agents.add',
        title: 'Add agent',
        icon: 'settings',
        group: 'settings',
        permission: { resource: 'agents', action: 'write' },
        run: openCreate,
      },
    ],
    [],
  );

  const create = async (form: AgentForm) => {
    const generated = await writes.create(form);
    if (generated === undefined) return false;
    setInstalling({ form, token: generated.access_token });
    closeDialogs();
    return true;
  };

  const state = list.state;
  const note = state.kind === 'empty' ? state.note : undefined;
  return (
    <div className="agents-page">
      <header className="agents-page__header">
        <SettingsBreadcrumb title="Agents" />
        {mayWrite && (
          <Button variant="primary" size="sm" aria-label="Add agent" onPress={openCreate}>
            + Add
          </Button>
        )}
        <span className="agents-page__spacer" />
        <Tooltip content="Refresh">
          <Button
            variant="ghost"
            isIconOnly
            aria-label="Refresh agents"
            onPress={() => void sync.refresh([agents.name])}
          >
            <Icon name="refresh" />
          </Button>
        </Tooltip>
      </header>
      <FailedSettingsWrites names={AGENT_WRITES} />
      {note !== undefined && (
        <p role="status" className="agents-note">
          {note}
        </p>
      )}
      {state.kind === 'error' ? (
        <p role="alert" className="agents-error">
          Could not query the local agents: {state.message}
        </p>
      ) : state.kind === 'loading' && list.rows.length === 0 ? (
        <div className="agents-skeleton" role="status" aria-busy="true" aria-label="Loading agents">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={28} />
          ))}
        </div>
      ) : (
        <>
          <AgentsTable
            rows={list.rows}
            search={search}
            nowMs={nowMs}
            onSort={(sortBy, sortOrder) => setSearch({ sortBy, sortOrder, pageIndex: 0 })}
            onOpen={mayWrite ? (id) => setSearch({ id, addAgent: false }, { push: true }) : undefined}
          />
          <SettingsPager
            noun="agents"
            sizes={AGENT_PAGE_SIZES}
            pageIndex={search.pageIndex}
            pageSize={search.pageSize}
            total={list.total ?? 0}
            onChange={(page) => setSearch(page)}
          />
        </>
      )}
      {mayWrite && search.addAgent && (
        <AgentDialog
          existing={undefined}
          onCreate={create}
          onSave={() => Promise.resolve(false)}
          onDelete={() => undefined}
          onClose={closeDialogs}
        />
      )}
      {mayWrite && !search.addAgent && editing.row !== undefined && deleting === undefined && (
        <AgentDialog
          key={editing.row.id}
          existing={editing.row}
          onCreate={() => Promise.resolve(false)}
          onSave={async (form) => {
            const row = editing.row;
            const ok = row !== undefined && (await writes.save(form, row));
            if (ok) closeDialogs();
            return ok;
          }}
          onDelete={() => setDeleting(editing.row)}
          onClose={closeDialogs}
        />
      )}
      {deleting !== undefined && (
        <DeleteAgentDialogs
          name={deleting.name}
          onConfirm={async (cleanup) => {
            const ok = await writes.remove(deleting, cleanup);
            if (ok) closeDialogs();
            return ok;
          }}
          onClose={() => setDeleting(undefined)}
        />
      )}
      {installing !== undefined && (
        <InstallDialog
          form={installing.form}
          token={installing.token}
          onClose={() => setInstalling(undefined)}
        />
      )}
    </div>
  );
}
