import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toYaml } from '../../../lib/yaml.ts';
import { Link } from '../../../components/ui/link.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { Heading } from '../../../components/ui/typography.tsx';
import { ServerPager } from '../shared/server-pager.tsx';
import { ServerReadStatus } from '../shared/server-read-status.tsx';
import { exactTime, relativeTime } from '../shared/time-format.ts';
import { JOB_PAGE_SIZE, scraperJobsQuery, scraperQuery, scraperType } from './scrapers-api.ts';
import './scrapers.css';
// The mc-table look (the Table wrapper's stylesheet; these screens draw plain tables).
import '../../../components/ui/table.css';

function JobHistory({ id }: { id: string }) {
  const [page, setPage] = useState(0);
  const query = useQuery(scraperJobsQuery(id, page));
  return (
    <ServerReadStatus
      fetchStatus={query.fetchStatus}
      status={query.status}
      error={query.error}
      dataUpdatedAt={query.dataUpdatedAt}
      hasData={query.data !== undefined && !query.isPlaceholderData}
      noun="job history"
    >
      {query.data !== undefined && (
        <>
          <div className="mc-table-wrap">
            <table className="mc-table" aria-label="Job history">
              <thead>
                <tr>
                  {['Name', 'Status', 'Started', 'Duration', 'Success', 'Errors'].map((h) => (
                    <th key={h} scope="col" className="mc-table__column">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {query.data.rows.length === 0 && (
                  <tr>
                    <td colSpan={6} className="mc-table__cell scrapers-empty">
                      No data available
                    </td>
                  </tr>
                )}
                {query.data.rows.map((j) => (
                  <tr key={j.id}>
                    <td className="mc-table__cell">{j.name}</td>
                    <td className="mc-table__cell">
                      <span className="scrapers-status" data-status={j.status ?? ''}>
                        {j.status}
                      </span>
                    </td>
                    <td className="mc-table__cell" title={exactTime(j.time_start)}>
                      {relativeTime(j.time_start)}
                    </td>
                    <td className="mc-table__cell">
                      {j.duration_millis === null || j.duration_millis === undefined
                        ? ''
                        : `${(j.duration_millis / 1000).toFixed(1)}s`}
                    </td>
                    <td className="mc-table__cell">{j.success_count ?? 0}</td>
                    <td className="mc-table__cell">{j.error_count ?? 0}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ServerPager
            page={page + 1}
            pageSize={JOB_PAGE_SIZE}
            total={query.data.total}
            noun="runs"
            onPageChange={(p) => setPage(p - 1)}
          />
        </>
      )}
    </ServerReadStatus>
  );
}

/** `/catalog/scrapers/{id}`: the scraper's Spec and Job History tabs. */
export function CatalogScraperDetailPage({ id }: { id: string }) {
  const query = useQuery(scraperQuery(id));
  const s = query.data;
  return (
    <div className="catalog-section-page">
      <nav aria-label="Breadcrumb" className="scrapers-breadcrumb">
        <Link href="/catalog/scrapers">Scrapers</Link> / <span>{s?.name ?? id}</span>
      </nav>
      <Heading level={1} className="catalog-section-page__title">
        {s?.name ?? 'Scraper'}
      </Heading>
      <ServerReadStatus
        fetchStatus={query.fetchStatus}
        status={query.status}
        error={query.error}
        dataUpdatedAt={query.dataUpdatedAt}
        hasData={query.data !== undefined}
        noun="scraper"
      >
        {query.isSuccess && s === null && <p>No resources found</p>}
        {s && (
          <>
            <p className="scrapers-meta">
              {scraperType(s.spec)} · namespace {s.namespace ?? 'default'} · source {s.source ?? 'UI'}
              {s.job_time_start
                ? ` · last run ${relativeTime(s.job_time_start)} (${s.job_status ?? 'unknown'})`
                : ''}
            </p>
            <Tabs>
              <TabList aria-label="Scraper">
                <Tab id="spec">Spec</Tab>
                <Tab id="jobs">Job History</Tab>
              </TabList>
              <TabPanel id="spec">
                <pre className="scrapers-spec" aria-label="Scraper spec">
                  {toYaml(s.spec ?? {})}
                </pre>
              </TabPanel>
              <TabPanel id="jobs">
                <JobHistory id={id} />
              </TabPanel>
            </Tabs>
          </>
        )}
      </ServerReadStatus>
    </div>
  );
}
