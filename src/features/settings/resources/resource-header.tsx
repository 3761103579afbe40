// The header of the resource list and detail (spec 02-areas §2.13 "breadcrumb, refresh, add
// button"): Settings / {Teams} [/ {name}], the page's action, and Refresh, which pulls the
// table's collection now (and whatever else the page shows, through `onRefresh`).
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { useSyncClient } from '../../../sync/client/hooks.tsx';
import type { ResourceKind } from './resource-kinds.ts';

export function ResourceHeader({
  kind,
  item,
  action,
  onRefresh,
}: {
  kind: ResourceKind;
  /** The open resource's name (detail page). */
  item?: string;
  action?: ReactNode;
  onRefresh?: () => void;
}) {
  const sync = useSyncClient();
  const refresh = () => {
    void sync.refresh([kind.collection.name]);
    onRefresh?.();
  };
  return (
    <header className="resources-header">
      <nav aria-label="Breadcrumb" className="resources-breadcrumb">
        <ol>
          <li>Settings</li>
          {item === undefined ? (
            <li aria-current="page">
              <h1 className="resources-title">{kind.label}</h1>
            </li>
          ) : (
            <>
              <li>
                <Link href={`/settings/${kind.table}`}>{kind.label}</Link>
              </li>
              <li aria-current="page" className="resources-breadcrumb__item">
                <h1 className="resources-title" title={item}>
                  {item}
                </h1>
              </li>
            </>
          )}
        </ol>
      </nav>
      {action}
      <span className="resources-header__spacer" />
      <Tooltip content="Refresh">
        <Button variant="ghost" isIconOnly aria-label={`Refresh ${kind.label}`} onPress={refresh}>
          <Icon name="refresh" />
        </Button>
      </Tooltip>
    </header>
  );
}
