// The item's details (spec §2.3 right side panel): type, status, health, agent, scraper, times,
// cost, labels and tags. Reads the server detail when present, else the synced row (offline).
import type { ConfigItem } from '../../../sync/collections/config-items.ts';
import { HealthLabel } from '../shared/catalog-bits.tsx';
import { formatCost } from '../shared/format.ts';
import { exactTime, relativeTime } from '../shared/time-format.ts';
import type { ConfigDetail } from './item-api.ts';
import { Link } from '../../../components/ui/link.tsx';

const NO_AGENT = '00000000-0000-0000-0000-000000000000';

function MapList({
  title,
  map,
}: {
  title: string;
  map: Readonly<Record<string, unknown>> | null | undefined;
}) {
  const entries = Object.entries(map ?? {});
  if (entries.length === 0) return null;
  return (
    <>
      <dt>{title}</dt>
      <dd className="config-details__chips">
        {entries.map(([k, v]) => (
          <span key={k} className="catalog-tag">
            {k}: {typeof v === 'string' ? v : JSON.stringify(v)}
          </span>
        ))}
      </dd>
    </>
  );
}

function When({ label, iso }: { label: string; iso: string | null | undefined }) {
  if (!iso) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd title={exactTime(iso)}>{relativeTime(iso)}</dd>
    </>
  );
}

export function DetailsPanel({
  detail,
  row,
}: {
  detail: ConfigDetail | null | undefined;
  row: ConfigItem | undefined;
}) {
  const d = {
    type: detail?.type ?? row?.type,
    status: detail?.status ?? row?.status,
    health: detail?.health ?? row?.health ?? null,
    description: detail?.description ?? row?.description,
    agentId: detail?.agent_id ?? row?.agent_id,
    agentName: detail?.agent_name ?? row?.agent?.name,
    labels: detail?.labels ?? row?.labels,
    tags: detail?.tags ?? row?.tags,
    created: detail?.created_at ?? row?.created_at,
    updated: detail?.updated_at ?? row?.updated_at,
    deleted: detail?.deleted_at ?? row?.deleted_at,
    scraped: detail?.last_scraped_time ?? row?.last_scraped_time,
  };
  return (
    <section className="config-side__card" aria-labelledby="config-details-title">
      <h2 id="config-details-title">Details</h2>
      <dl className="config-details">
        <dt>Type</dt>
        <dd>{d.type}</dd>
        {d.status && (
          <>
            <dt>Status</dt>
            <dd>{d.status}</dd>
          </>
        )}
        <dt>Health</dt>
        <dd>
          <HealthLabel health={d.health} />
        </dd>
        {d.description && (
          <>
            <dt>Description</dt>
            <dd>{d.description}</dd>
          </>
        )}
        {d.agentId && d.agentId !== NO_AGENT && (
          <>
            <dt>Agent</dt>
            <dd>{d.agentName ?? d.agentId}</dd>
          </>
        )}
        {detail?.scraper && (
          <>
            <dt>Scraper</dt>
            <dd>
              <Link href={`/catalog/scrapers/${detail.scraper.id}`}>
                {detail.scraper.name ?? detail.scraper.id}
              </Link>
            </dd>
          </>
        )}
        {row && (row.cost_total_30d ?? 0) > 0 && (
          <>
            <dt>Cost (30d)</dt>
            <dd>{formatCost(row.cost_total_30d)}</dd>
          </>
        )}
        <When label="Created" iso={d.created} />
        <When label="Updated" iso={d.updated} />
        <When label="Last scraped" iso={d.scraped} />
        <When label="Deleted" iso={d.deleted} />
        <MapList title="Labels" map={d.labels} />
        <MapList title="Tags" map={d.tags} />
      </dl>
    </section>
  );
}
