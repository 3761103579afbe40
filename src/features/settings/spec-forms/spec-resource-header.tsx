// The header of the health check and scraper list and detail (spec 02-areas §2.13 "breadcrumb,
// refresh, add button"): {root} / {label} [/ {item}], the page's action, and Refresh, which pulls
// the collection now (and whatever else the page shows, through `onRefresh`).
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { useSyncClient } from '../../../sync/client/hooks.tsx';
import '../resources/resources.css';

export function SpecResourceHeader({
  root = 'Settings',
  label,
  listHref,
  collection,
  item,
  action,
  onRefresh,
}: {
  root?: string;
  label: string;
  listHref: string;
  /** The synced collection Refresh pulls. */
  collection: string;
  item?: string;
  action?: ReactNode;
  onRefresh?: () => void;
}) {
  const sync = useSyncClient();
  return (
    <header className="resources-header">
      <nav aria-label="Breadcrumb" className="resources-breadcrumb">
        <ol>
          <li>{root}</li>
          {item === undefined ? (
            <li aria-current="page">
              <h1 className="resources-title">{label}</h1>
            </li>
          ) : (
            <>
              <li>
                <Link href={listHref}>{label}</Link>
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
        <Button
          variant="ghost"
          isIconOnly
          aria-label={`Refresh ${label}`}
          onPress={() => {
            void sync.refresh([collection]);
            onRefresh?.();
          }}
        >
          <Icon name="refresh" />
        </Button>
      </Tooltip>
    </header>
  );
}
