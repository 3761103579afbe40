// The detail of a resource with a spec (spec 02-areas §2.13 "Detail: shows the resource, loading
// and error states, empty state 'No resources found', returns to the list after update or cancel
// … each has Spec and Job History tabs"), shared by health checks and catalogue scrapers: the
// header, failed writes, the row's states, the Pending mark, and the two tabs (the chosen one in
// the address, ?tab=). The page brings its row and its editor.
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { Badge } from '../../../components/ui/badge.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';
import { useUrlState } from '../../../lib/screen-state/use-url-state.ts';
import { useSyncClient } from '../../../sync/client/hooks.tsx';
import { jobHistories } from '../../../sync/collections/job-histories.ts';
import { DeleteResourceButton } from '../delete-resource.tsx';
import { FailedSettingsWrites } from '../failed-writes.tsx';
import { JobHistoryTab } from '../resources/job-history-tab.tsx';
import { AgentLink, SourceNote } from '../resources/resource-origin.tsx';
import { isReadOnlySource } from '../resources/resource-model.ts';
import { belongsToAgent } from './agent.ts';
import { SpecResourceHeader } from './spec-resource-header.tsx';

const tabSchema = builtOnFirstUse(() =>
  z.object({ tab: z.enum(['spec', 'jobHistory']).catch('spec').default('spec') }),
);

/** What the frame reads of a row. */
export interface SpecResourceRow {
  readonly id: string;
  readonly name: string;
  readonly source: string | null;
  readonly agent_id: string | null;
  readonly local_pending?: unknown;
}

/** How the editor is to be shown: read-only, and whether it has its own Cancel/Update footer. */
export interface EditorMode {
  readonly readOnly: boolean;
  readonly footer: boolean;
}

export function SpecResourceDetail<R extends SpecResourceRow>({
  id,
  found,
  header,
  collection,
  writes,
  noun,
  mayWrite,
  editor,
  onDelete,
}: {
  id: string;
  /** The row as useSyncedRow gives it. */
  found: { row: R | undefined; loaded: boolean; error: string | undefined };
  /** The breadcrumb: its root, the list's label and where it is. */
  header: { root?: string | undefined; label: string; listHref: string };
  /** The synced collection's name (its freshness in the header). */
  collection: string;
  /** The mutator names whose failed writes show here. */
  writes: readonly string[];
  /** The resource in words, lower case and plural ("health checks"), for the error and the tabs. */
  noun: { plural: string; singular: string };
  mayWrite: boolean;
  editor: (row: R, mode: EditorMode) => ReactNode;
  /** Queues the soft delete; offered with Delete to who may write a row the UI owns. */
  onDelete?: (row: R) => Promise<unknown>;
}) {
  const [{ tab }, setTab] = useUrlState(tabSchema);
  const sync = useSyncClient();
  const router = useRouter();
  const { row, loaded, error } = found;
  const agents = row !== undefined && belongsToAgent(row.agent_id);
  // An agent's or a CRD's row is theirs to remove, as it is theirs to edit.
  const deletable = row !== undefined && mayWrite && !agents && !isReadOnlySource(row.source);
  return (
    <div className="resources-page">
      <SpecResourceHeader
        root={header.root ?? 'Settings'}
        label={header.label}
        listHref={header.listHref}
        collection={collection}
        item={row?.name ?? id}
        onRefresh={() => void sync.refresh([jobHistories.name])}
        action={
          deletable && onDelete !== undefined ? (
            <DeleteResourceButton
              name={row.name}
              noun={noun.singular.toLowerCase()}
              onDelete={() => onDelete(row)}
              onDeleted={() => void router.navigate({ href: header.listHref })}
            />
          ) : undefined
        }
      />
      <FailedSettingsWrites names={writes} />
      {error !== undefined ? (
        <p role="alert" className="resources-error">
          Could not query the local {noun.plural}: {error}
        </p>
      ) : !loaded ? (
        <LoadingBlock label="Loading ..." />
      ) : row === undefined ? (
        <p role="status" className="resources-empty">
          No resources found
        </p>
      ) : (
        <>
          {row.local_pending !== undefined && (
            <Badge tone="accent" title="Waiting to be sent to the server">
              Pending
            </Badge>
          )}
          <Tabs
            selectedKey={tab}
            onSelectionChange={(key) => setTab({ tab: key === 'jobHistory' ? 'jobHistory' : 'spec' })}
          >
            <TabList aria-label={`${noun.singular} sections`}>
              <Tab id="spec">Spec</Tab>
              <Tab id="jobHistory">Job History</Tab>
            </TabList>
            <TabPanel id="spec">
              <SourceNote source={row.source} />
              {belongsToAgent(row.agent_id) && <AgentLink agentId={row.agent_id} />}
              {editor(row, {
                readOnly: !mayWrite || isReadOnlySource(row.source) || agents,
                footer: !agents,
              })}
            </TabPanel>
            <TabPanel id="jobHistory">
              <JobHistoryTab resourceId={row.id} />
            </TabPanel>
          </Tabs>
        </>
      )}
    </div>
  );
}
