// /incidents/{id} (spec 02-areas §2.9), entirely from local data: header, linked components,
// Comments and Action Plan tabs, side panel and responders. Writes go through the outbox.
import { useState } from 'react';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { useUrlState } from '../../../lib/screen-state/use-url-state.ts';
import { incidentPageSchema } from '../model/url-state.ts';
import { ActionPlanTab } from './action-plan-tab.tsx';
import { CommentsTab } from './comments-tab.tsx';
import { ReplacedValueNotices } from './edit-conflict.tsx';
import { FailedWrites } from './failed-writes.tsx';
import { IncidentHeader } from './incident-header.tsx';
import { LinkedComponents } from './linked-components.tsx';
import { RespondersSection } from './responders-section.tsx';
import { ResolveCommand } from './resolve-command.tsx';
import { SidePanel } from './side-panel.tsx';
import { useIncidentData } from './use-incident-data.ts';
import { useItemTitle } from '../../../lib/page-title.ts';
import '../incidents.css';

export function IncidentPage({ id }: { id: string }) {
  const data = useIncidentData(id);
  const [{ comments: expanded }, setUrlState] = useUrlState(incidentPageSchema);
  const [tab, setTab] = useState<string>('comments');
  const incident = data.incident;
  useItemTitle(
    incident === undefined ? null : [incident.incident_id, incident.title].filter(Boolean).join(' '),
  );
  // A refused read says so; it does not stay 'Loading ...' forever.
  if (data.error !== undefined)
    return (
      <p className="incidents-error" role="alert">
        The incident could not be read: {data.error}
      </p>
    );
  if (!data.loaded) return <LoadingBlock label="Loading ..." />;
  if (incident === undefined)
    return (
      <p className="incidents-empty" role="alert">
        Incident not found
      </p>
    );
  const ctx = { incident, tree: data.tree, comments: data.comments, evidences: data.evidences };
  return (
    <div className="incident-page">
      <div className="incident-page__main">
        <IncidentHeader key={incident.id} incident={incident} />
        <ResolveCommand incident={incident} evidences={data.evidences} />
        <ReplacedValueNotices incident={incident} />
        <FailedWrites labels={[incident.incident_id ?? '', incident.title]} />
        <LinkedComponents evidences={data.evidences} />
        <Tabs selectedKey={tab} onSelectionChange={(k) => setTab(String(k))}>
          <TabList aria-label="Incident sections">
            <Tab id="comments">Comments</Tab>
            <Tab id="plan">Action Plan</Tab>
          </TabList>
          <TabPanel id="comments">
            <CommentsTab
              incident={incident}
              hypotheses={data.hypotheses}
              comments={data.comments}
              evidences={data.evidences}
            />
          </TabPanel>
          <TabPanel id="plan">
            <button
              type="button"
              className="incidents-link-button"
              onClick={() => setUrlState({ comments: !expanded })}
            >
              {expanded ? 'Collapse All' : 'Expand All'}
            </button>
            <div data-expanded={expanded || undefined}>
              <ActionPlanTab ctx={ctx} />
            </div>
          </TabPanel>
        </Tabs>
      </div>
      <div className="incident-page__side">
        <SidePanel data={data} />
        <RespondersSection incident={incident} responders={data.responders} />
      </div>
    </div>
  );
}
