// /settings/{table}/{id} (spec 02-areas §2.13 "Detail: shows the resource, loading and error
// states, empty state 'No resources found', returns to the list after update or cancel. Tabs
// depend on type"): Teams have Spec, Members and Job History; Rules have Spec and Job History.
// The chosen tab is in the address (?tab=). The row comes from the synced collection, so the page
// opens at once and offline.
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { z } from 'zod';
import { Badge } from '../../../components/ui/badge.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { useCan } from '../../../lib/access/use-access.ts';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';
import { useUrlState } from '../../../lib/screen-state/use-url-state.ts';
import { useRow, useSyncClient } from '../../../sync/client/hooks.tsx';
import { jobHistories } from '../../../sync/collections/job-histories.ts';
import { DeleteResourceButton } from '../delete-resource.tsx';
import { FailedSettingsWrites } from '../failed-writes.tsx';
import { JobHistoryTab } from './job-history-tab.tsx';
import { teamMembersQuery } from './members/members-query.ts';
import { TeamMembersTab } from './members/team-members-tab.tsx';
import { ResourceHeader } from './resource-header.tsx';
import { TAB_LABELS, type ResourceKind } from './resource-kinds.ts';
import { isReadOnlySource } from './resource-model.ts';
import { SpecTab } from './spec-tab.tsx';
import { usePeople } from './use-people.ts';
import { useResourceWrites } from './use-resource-writes.ts';
import './resources.css';

const tabStateSchema = builtOnFirstUse(() =>
  z.object({ tab: z.enum(['spec', 'members', 'jobHistory']).catch('spec').default('spec') }),
);

export function ResourceDetail({ kind, id }: { kind: ResourceKind; id: string }) {
  const { row, loaded, error } = useRow(kind.collection, id);
  const [{ tab }, setTab] = useUrlState(tabStateSchema);
  const mayWrite = useCan(kind.resource, 'write');
  const writes = useResourceWrites(kind);
  const people = usePeople();
  const router = useRouter();
  const sync = useSyncClient();
  const queries = useQueryClient();
  const toList = () => void router.navigate({ href: `/settings/${kind.table}` });
  const refresh = () => {
    void sync.refresh([jobHistories.name]);
    void queries.invalidateQueries({ queryKey: teamMembersQuery(id).queryKey });
  };
  const current = kind.tabs.includes(tab) ? tab : 'spec';

  return (
    <div className="resources-page">
      <ResourceHeader
        kind={kind}
        item={row?.name ?? id}
        onRefresh={refresh}
        action={
          // A CRD's row is the cluster's to remove, as it is to edit.
          row !== undefined && mayWrite && !isReadOnlySource(row.source) ? (
            <DeleteResourceButton
              name={row.name}
              noun={kind.singular.toLowerCase()}
              onDelete={() => writes.remove(row)}
              onDeleted={toList}
            />
          ) : undefined
        }
      />
      <FailedSettingsWrites names={kind.writes} />
      {error !== undefined ? (
        <p role="alert" className="resources-error">
          Could not query the local {kind.label.toLowerCase()}: {error}
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
            selectedKey={current}
            onSelectionChange={(key) =>
              setTab({ tab: key === 'members' || key === 'jobHistory' ? key : 'spec' })
            }
          >
            <TabList aria-label={`${kind.singular} sections`}>
              {kind.tabs.map((t) => (
                <Tab key={t} id={t}>
                  {TAB_LABELS[t]}
                </Tab>
              ))}
            </TabList>
            <TabPanel id="spec">
              <SpecTab
                key={row.id}
                kind={kind}
                row={row}
                mayWrite={mayWrite}
                onUpdate={writes.update}
                onDone={toList}
              />
            </TabPanel>
            {kind.tabs.includes('members') && (
              <TabPanel id="members">
                <TeamMembersTab
                  team={{ id: row.id, name: row.name }}
                  people={people.rows}
                  mayWrite={mayWrite}
                />
              </TabPanel>
            )}
            <TabPanel id="jobHistory">
              <JobHistoryTab resourceId={row.id} />
            </TabPanel>
          </Tabs>
        </>
      )}
    </div>
  );
}
