// A catalogue scraper (spec 02-areas §2.6 "/catalog/scrapers/{id} with tabs Spec and Job
// History", §2.13 "Detail: shows the resource, loading and error states, empty state 'No resources
// found', returns to the list after update or cancel"), one page for Settings › Catalog Scraper and
// the catalogue. The row comes from the synced scrapers, so it opens at once and offline.
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
import { configScrapers } from '../../../sync/collections/config-scrapers.ts';
import { jobHistories } from '../../../sync/collections/job-histories.ts';
import { FailedSettingsWrites } from '../failed-writes.tsx';
import { JobHistoryTab } from '../resources/job-history-tab.tsx';
import { AgentLink, SourceNote } from '../resources/resource-origin.tsx';
import { isReadOnlySource } from '../resources/resource-model.ts';
import { belongsToAgent } from '../spec-forms/agent.ts';
import { SpecResourceHeader } from '../spec-forms/spec-resource-header.tsx';
import { ScraperEditor } from './scraper-editor.tsx';
import { scraperFormOf } from './scraper-model.ts';
import { SETTINGS_PLACE, type ScraperPlace } from './scraper-place.ts';
import { SCRAPER_WRITES, useScraperWrites } from './use-scraper-writes.ts';

const tabSchema = builtOnFirstUse(() =>
  z.object({ tab: z.enum(['spec', 'jobHistory']).catch('spec').default('spec') }),
);
const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

export function ScraperDetailPage({ id, place = SETTINGS_PLACE }: { id: string; place?: ScraperPlace }) {
  const { row, loaded, error } = useSyncedRow(configScrapers, id);
  const [{ tab }, setTab] = useUrlState(tabSchema);
  const mayWrite = useCan('config_scrapers', 'write');
  const writes = useScraperWrites();
  const router = useRouter();
  const sync = useSyncClient();
  const toList = () => void router.navigate({ href: place.listHref });

  return (
    <div className="resources-page">
      <SpecResourceHeader
        root={place.root}
        label={place.label}
        listHref={place.listHref}
        collection={configScrapers.name}
        item={row?.name ?? id}
        onRefresh={() => void sync.refresh([jobHistories.name])}
      />
      <FailedSettingsWrites names={SCRAPER_WRITES} />
      {error !== undefined ? (
        <p role="alert" className="resources-error">
          Could not query the local catalog scrapers: {error}
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
            <TabList aria-label="Catalog scraper sections">
              <Tab id="spec">Spec</Tab>
              <Tab id="jobHistory">Job History</Tab>
            </TabList>
            <TabPanel id="spec">
              <SourceNote source={row.source} />
              {belongsToAgent(row.agent_id) && <AgentLink agentId={row.agent_id} />}
              <ScraperEditor
                key={`${row.id}/${row.updated_at ?? ''}`}
                initial={scraperFormOf(row)}
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
