import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Heading } from '../../../components/ui/typography.tsx';
import { CatalogSectionTabs } from '../shared/catalog-section-tabs.tsx';
import { ServerReadStatus } from '../shared/server-read-status.tsx';
import { exactTime, relativeTime } from '../shared/time-format.ts';
import { scrapersQuery, scraperType } from './scrapers-api.ts';
import './scrapers.css';
// The mc-table look (the Table wrapper's stylesheet; these screens draw plain tables).
import '../../../components/ui/table.css';

/** `/catalog/scrapers`: the catalogue scrapers with their last job; a row opens the scraper. */
export function CatalogScrapersPage() {
  const query = useQuery(scrapersQuery());
  const router = useRouter();
  const open = (id: string) => void router.navigate({ href: `/catalog/scrapers/${id}` });
  return (
    <div className="catalog-section-page">
      <Heading level={1} className="catalog-section-page__title">
        Catalog Scrapers
      </Heading>
      <CatalogSectionTabs current="scrapers" />
      <ServerReadStatus
        fetchStatus={query.fetchStatus}
        status={query.status}
        error={query.error}
        dataUpdatedAt={query.dataUpdatedAt}
        hasData={query.data !== undefined}
        noun="scrapers"
      >
        <div className="mc-table-wrap">
          <table className="mc-table" aria-label="Scrapers">
            <thead>
              <tr>
                {['Name', 'Type', 'Namespace', 'Source', 'Status', 'Last Run', 'Created By', 'Created'].map(
                  (h) => (
                    <th key={h} scope="col" className="mc-table__column">
                      {h}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {query.data?.length === 0 && (
                <tr>
                  <td colSpan={8} className="mc-table__cell scrapers-empty">
                    No data available
                  </td>
                </tr>
              )}
              {query.data?.map((s) => (
                <tr
                  key={s.id}
                  className="scrapers-row"
                  tabIndex={0}
                  aria-label={s.name ?? s.id}
                  onClick={() => open(s.id)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') open(s.id);
                  }}
                >
                  <td className="mc-table__cell">{s.name}</td>
                  <td className="mc-table__cell">{scraperType(s.spec)}</td>
                  <td className="mc-table__cell">{s.namespace}</td>
                  <td className="mc-table__cell">{s.source}</td>
                  <td className="mc-table__cell">
                    <span className="scrapers-status" data-status={s.job_status ?? ''}>
                      {s.job_status ?? '—'}
                    </span>
                  </td>
                  <td className="mc-table__cell" title={exactTime(s.job_time_start)}>
                    {relativeTime(s.job_time_start)}
                  </td>
                  <td className="mc-table__cell">{s.created_by?.name ?? ''}</td>
                  <td className="mc-table__cell" title={exactTime(s.created_at)}>
                    {relativeTime(s.created_at)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ServerReadStatus>
    </div>
  );
}
