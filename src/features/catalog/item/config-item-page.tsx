// /catalog/{id} and its sub-pages (spec §2.3): raw content viewer with selectable lines, the
// details panel, sub-tabs with count badges, and the incidents, playbook runs and checks panels.
// The server detail (config body, summary counts) is cached; offline the synced row still shows.
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from '../../../components/ui/link.tsx';
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { CachedBadge } from '../../../lib/query/cached-badge.tsx';
import { useRow } from '../../../sync/client/hooks.tsx';
import { missingItemMessage } from './missing-message.ts';
import { configItems } from '../../../sync/collections/config-items.ts';
import { ConfigChangesPanel } from '../changes/config-changes-panel.tsx';
import { ConfigInsightsPanel } from '../insights/config-insights-panel.tsx';
import { ConfigRelationshipsPanel } from '../relationships/config-relationships-panel.tsx';
import { CatalogSectionTabs } from '../shared/catalog-section-tabs.tsx';
import { configEvidenceOf, type ConfigEvidenceAction } from './config-evidence.ts';
import { contentText, type ContentFormat } from './content-text.ts';
import { ContentViewer } from './content-viewer.tsx';
import { DetailsPanel } from './details-panel.tsx';
import { configDetailQuery } from './item-api.ts';
import { ChecksPanel, IncidentsPanel, PlaybookRunsPanel } from './item-panels.tsx';
import { ItemTabs, isItemTab, type ItemTab } from './item-tabs.tsx';
import { parseSelected } from './selected-lines.ts';
import { useItemTitle } from '../../../lib/page-title.ts';
import './config-item.css';

export interface ConfigItemPageProps {
  id: string;
  tab?: string | undefined;
  /** The 'Link to Incident' action, given the config evidence (composed by the app's route). */
  evidenceAction?: ConfigEvidenceAction | undefined;
  /** The playbooks area's menu of the playbooks that apply to this item (composed by the app's route). */
  playbooksAction?: ((configId: string) => ReactNode) | undefined;
}

export function ConfigItemPage({ id, tab, evidenceAction, playbooksAction }: ConfigItemPageProps) {
  const current: ItemTab | null = isItemTab(tab) ? tab : null;
  const detail = useQuery(configDetailQuery(id));
  const local = useRow(configItems, id);
  const [format, setFormat] = useState<ContentFormat | null>(null);
  const location = useLocation();
  const d = detail.data ?? null;
  const shownFormat: ContentFormat = format ?? (d?.format === 'yaml' ? 'yaml' : 'json');
  const text = useMemo(
    () => (d?.config === undefined || d.config === null ? '' : contentText(d.config, shownFormat)),
    [d, shownFormat],
  );

  const found = detail.data ?? local.row;
  useItemTitle(found?.name);
  if (found === undefined || found === null) {
    const message = missingItemMessage({
      serverPending: detail.isPending,
      offline: detail.fetchStatus === 'paused',
      serverError: detail.isError ? detail.error.message : undefined,
      localLoaded: local.loaded,
      localError: local.error,
    });
    if (message === null) return <LoadingBlock label="Loading ..." />;
    return (
      <div className="config-item">
        <CatalogSectionTabs current="catalog" />
        <p role="alert" className="config-item__missing">
          {message}
        </p>
      </div>
    );
  }
  const name = found.name ?? id;
  const type = found.type ?? null;
  // The evidence carries the content as shown and the lines selected in it (none on sub-tabs).
  const evidence = configEvidenceOf(
    { id, name },
    text,
    current === null ? parseSelected(location.searchStr) : [],
  );

  return (
    <div className="config-item">
      <CatalogSectionTabs current="catalog" />
      <div className="config-item__header">
        <nav aria-label="Breadcrumb" className="catalog-breadcrumb">
          <ol>
            <li>
              <Link variant="quiet" href="/catalog">
                Catalog
              </Link>
            </li>
            {type && (
              <li>
                <Link variant="quiet" href={`/catalog?configType=${encodeURIComponent(type)}`}>
                  {type}
                </Link>
              </li>
            )}
            <li aria-current="page">
              <h1 className="config-item__title">{name}</h1>
            </li>
          </ol>
        </nav>
        {(evidenceAction !== undefined || playbooksAction !== undefined) && (
          <div className="config-item__actions">
            {playbooksAction?.(id)}
            {evidenceAction?.(evidence)}
          </div>
        )}
      </div>
      <ItemTabs id={id} current={current} summary={d?.summary} />
      <div className="config-item__body">
        <div className="config-item__main">
          {current === null && (
            <>
              <div className="config-item__toolbar">
                <Select
                  label="Format"
                  className="config-item__format"
                  selectedKey={shownFormat}
                  onSelectionChange={(k) => setFormat(k === 'yaml' ? 'yaml' : 'json')}
                >
                  <SelectItem id="json">JSON</SelectItem>
                  <SelectItem id="yaml">YAML</SelectItem>
                </Select>
                <CachedBadge query={detail} />
              </div>
              {d === null ? (
                <p className="config-item__offline">
                  {detail.isError
                    ? 'The config content is not available offline.'
                    : detail.fetchStatus === 'paused'
                      ? 'The config content was not opened on this device while online, so no copy is kept; it loads when the connection returns.'
                      : 'Loading ...'}
                </p>
              ) : d.config === undefined || d.config === null ? (
                <p className="config-item__offline">This config has no content.</p>
              ) : (
                <ContentViewer text={text} format={shownFormat} />
              )}
            </>
          )}
          {current === 'changes' && <ConfigChangesPanel configId={id} />}
          {current === 'insights' && <ConfigInsightsPanel configId={id} />}
          {current === 'relationships' && <ConfigRelationshipsPanel configId={id} />}
          {current === 'playbooks' && <PlaybookRunsPanel configId={id} pageSize={200} />}
          {current === 'checks' && <ChecksPanel configId={id} />}
        </div>
        <aside className="config-item__side" aria-label="Config details">
          <DetailsPanel detail={d} row={local.row} />
          <IncidentsPanel configId={id} />
          {current !== 'playbooks' && <PlaybookRunsPanel configId={id} />}
          {current !== 'checks' && <ChecksPanel configId={id} />}
        </aside>
      </div>
    </div>
  );
}
