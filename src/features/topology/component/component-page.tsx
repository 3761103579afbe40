// /topology/{id} (spec 02-areas §2.1, §2.7): the component's header and breadcrumb, its children
// as cards, and its panels: checks, teams, incidents, playbook runs, config changes, related
// catalogue items and insights. The component and its children are read locally (instant,
// offline); what the sync does not hold is read online through the persisted query cache.
// `readOnly` is the public view (/view/topology/{id}): the same reads, no write or download.
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { useItemTitle } from '../../../lib/page-title.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { useCan } from '../../../lib/access/use-access.ts';
import { useRegisterCommands } from '../../../lib/commands/commands-context.tsx';
import { useCollectionStatus, useRow } from '../../../sync/client/hooks.tsx';
import { components } from '../../../sync/collections/components.ts';
import { ChildrenGrid } from './children-grid.tsx';
import { topologyQuery } from './component-api.ts';
import { Breadcrumb, ComponentHeader } from './component-header.tsx';
import {
  lookupComponent,
  MULTIPLE_COMPONENTS,
  needsServer,
  NOT_FOUND,
  type ComponentHead,
  type LookupInputs,
} from './component-lookup.ts';
import { IncidentsPanel, PlaybookRunsPanel } from './local-panels.tsx';
import { ChangesPanel, ChecksPanel, InsightsPanel, TeamsPanel } from './online-panels.tsx';
import { RelatedConfigsPanel } from './related-configs-panel.tsx';
import { SnapshotDialog } from './snapshot-dialog.tsx';
import './component-page.css';

/** The 'Link to Incident' action for a component (composed by the app's route; spec §4). */
export type ComponentEvidenceAction = (component: { id: string; name: string }) => ReactNode;

export interface ComponentPageProps {
  id: string;
  /** The public view: no write controls, no snapshot, no link to an incident. */
  readOnly?: boolean;
  evidenceAction?: ComponentEvidenceAction | undefined;
  /** The playbooks area's menu of the playbooks that apply to this component (the route passes it). */
  playbooksAction?: ComponentEvidenceAction | undefined;
}

function useComponentLookup(id: string) {
  const local = useRow(components, id);
  const complete = useCollectionStatus('components')?.complete === true;
  const ask = needsServer({ localLoaded: local.loaded, localRow: local.row, localComplete: complete });
  const server = useQuery({ ...topologyQuery(id), enabled: ask });
  const serverInput: LookupInputs<ComponentHead>['server'] = !ask
    ? { kind: 'idle' }
    : server.data !== undefined
      ? { kind: 'answer', components: server.data.components }
      : server.isError || server.fetchStatus === 'paused'
        ? { kind: 'unavailable' }
        : { kind: 'pending' };
  const lookup = lookupComponent({
    localLoaded: local.loaded,
    localRow: local.row,
    localComplete: complete,
    server: serverInput,
  });
  return { lookup, localError: local.error };
}

export function ComponentPage({ id, readOnly = false, evidenceAction, playbooksAction }: ComponentPageProps) {
  const { lookup, localError } = useComponentLookup(id);
  const head = lookup.kind === 'local' ? lookup.row : lookup.kind === 'server' ? lookup.head : undefined;
  const multiple = lookup.kind === 'server' && lookup.multiple;
  const title = head !== undefined ? (head.text ?? head.name) : lookup.kind === 'missing' ? NOT_FOUND : null;

  useEffect(() => {
    if (multiple) toast.warning(MULTIPLE_COMPONENTS);
  }, [multiple]);
  useItemTitle(title);

  if (localError !== undefined && head === undefined)
    return (
      <p role="alert" className="topo-missing">
        Could not read this component on this device: {localError}
      </p>
    );
  if (lookup.kind === 'loading') return <LoadingBlock label="Loading ..." />;
  if (head === undefined)
    return (
      <div className="topo-missing">
        <p role="alert">{NOT_FOUND}</p>
        {!readOnly && <Link href="/topology">Back to the Dashboard</Link>}
      </div>
    );
  return (
    <ComponentView
      head={head}
      readOnly={readOnly}
      evidenceAction={evidenceAction}
      playbooksAction={playbooksAction}
    />
  );
}

function ComponentView({
  head,
  readOnly,
  evidenceAction,
  playbooksAction,
}: {
  head: ComponentHead;
  readOnly: boolean;
  evidenceAction: ComponentEvidenceAction | undefined;
  playbooksAction: ComponentEvidenceAction | undefined;
}) {
  const search = useLocation({ select: (l) => l.searchStr });
  const mayLink = useCan('topologies', 'write') && !readOnly;
  const [snapshotOpen, setSnapshotOpen] = useState(false);
  const name = head.text ?? head.name;
  useRegisterCommands(
    readOnly
      ? []
      : [
          {
            id: 'topology.snapshot',
            title: 'Download snapshot',
            icon: 'download',
            group: 'topology',
            keywords: ['zip', 'export', name],
            run: () => setSnapshotOpen(true),
          },
        ],
    [readOnly, name],
  );

  return (
    <div className="topo-page">
      <ComponentHeader
        head={head}
        breadcrumb={
          <Breadcrumb head={head} search={search} linkBase={readOnly ? '/view/topology' : '/topology'} />
        }
        actions={
          readOnly ? undefined : (
            <>
              <Button onPress={() => setSnapshotOpen(true)}>
                <Icon name="download" /> Snapshot
              </Button>
              {playbooksAction?.({ id: head.id, name })}
              {evidenceAction?.({ id: head.id, name })}
            </>
          )
        }
      />
      <ChildrenGrid componentId={head.id} search={search} />
      <div className="topo-panels">
        <ChecksPanel componentId={head.id} />
        <IncidentsPanel componentId={head.id} />
        <InsightsPanel componentId={head.id} />
        <RelatedConfigsPanel componentId={head.id} mayWrite={mayLink} />
        <ChangesPanel componentId={head.id} />
        <PlaybookRunsPanel componentId={head.id} />
        <TeamsPanel componentId={head.id} />
      </div>
      {snapshotOpen && <SnapshotDialog id={head.id} name={name} onClose={() => setSnapshotOpen(false)} />}
    </div>
  );
}
