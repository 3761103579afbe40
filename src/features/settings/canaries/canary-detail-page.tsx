// /settings/canaries/{id} (spec 02-areas §2.13 "Detail: shows the resource, loading and error
// states, empty state 'No resources found', returns to the list after update or cancel … Health
// Check; each has Spec and Job History tabs"). The row comes from the synced canaries, so the
// page opens at once and offline; the chosen tab is in the address (?tab=).
import { useRouter } from '@tanstack/react-router';
import { z } from 'zod';
import { Badge } from '../../../components/ui/badge.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { useCan } from '../../../lib/access/use-access.ts';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';
import { useUrlState } from '../../../lib/screen-state/use-url-state.ts';
import { useSyncClient } from '../../../sync/client/hooks.tsx';
import { useSyncedRow } from '../spec-forms/use-synced-row.ts';
import { canaries } from '../../../sync/collections/canaries.ts';
import { jobHistories } from '../../../sync/collections/job-histories.ts';
import { FailedSettingsWrites } from '../failed-writes.tsx';
import { JobHistoryTab } from '../resources/job-history-tab.tsx';
import { AgentLink, SourceNote } from '../resources/resource-origin.tsx';
import { isReadOnlySource } from '../resources/resource-model.ts';
import { belongsToAgent } from '../spec-forms/agent.ts';
import { SpecResourceHeader } from '../spec-forms/spec-resource-header.tsx';
import { CanaryEditor } from './canary-editor.tsx';
import { canaryFormOf } from './canary-model.ts';
import { CANARY_WRITES, useCanaryWrites } from './use-canary-writes.ts';

const tabSchema = builtOnFirstUse(() =>
  z.object({ tab: z.enum(['spec', 'jobHistory']).catch('spec').default('spec') }),
);
const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

export function CanaryDetailPage({ id }: { id: string }) {
  const { row, loaded, error } = useSyncedRow(canaries, id);
  const [{ tab }, setTab] = useUrlState(tabSchema);
  const mayWrite = useCan('canaries', 'write');
  const writes = useCanaryWrites();
  const router = useRouter();
  const sync = useSyncClient();
  const toList = () => void router.navigate({ href: '/settings/canaries' });

  return (
    <div className="resources-page">
      <SpecResourceHeader
        label="Health Check"
        listHref="/settings/canaries"
        collection={canaries.name}
        item={row?.name ?? id}
        onRefresh={() => void sync.refresh([jobHistories.name])}
      />
      <FailedSettingsWrites names={CANARY_WRITES} />
      {error !== undefined ? (
        <p role="alert" className="resources-error">
          Could not query the local health checks: {error}
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
            <TabList aria-label="Health check sections">
              <Tab id="spec">Spec</Tab>
              <Tab id="jobHistory">Job History</Tab>
            </TabList>
            <TabPanel id="spec">
              <SourceNote source={row.source} />
              {belongsToAgent(row.agent_id) && <AgentLink agentId={row.agent_id} />}
              <CanaryEditor
                key={`${row.id}/${row.updated_at ?? ''}`}
                initial={canaryFormOf(row)}
                baseSpec={isObject(row.spec) ? row.spec : {}}
                existing
                readOnly={!mayWrite || isReadOnlySource(row.source) || belongsToAgent(row.agent_id)}
                footer={!belongsToAgent(row.agent_id)}
                onCancel={toList}
                onSave={async (draft) => {
                  const done = await writes.update(row, draft);
                  if (done) toList();
                  return done;
                }}
              />
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
