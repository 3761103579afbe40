// 'Details for job {name}' (spec 02-areas §2.13): tabs for the job's errors, scrape summary and
// summary, only those it has, the first of them (in that order) selected. And the failed count's
// 'Most Common Error for {name}' dialog.
import { Modal } from '../../../components/ui/dialog.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import type { JobHistoryRow } from '../../../sync/collections/job-histories.ts';
import { DETAIL_TAB_LABELS, detailTabs, type DetailTab } from './job-model.ts';

function json(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

function isCounts(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A scraper's per-type counts as a table (types down, counts across); anything else as JSON. */
function ScrapeSummary({ summary }: { summary: Readonly<Record<string, unknown>> }) {
  const entries = Object.entries(summary);
  if (!entries.every(([, v]) => isCounts(v))) return <pre className="job-history__json">{json(summary)}</pre>;
  const keys = [...new Set(entries.flatMap(([, v]) => Object.keys(v as Record<string, unknown>)))];
  return (
    <div className="mc-table-wrap">
      <table className="mc-table" aria-label="Scrape summary">
        <thead>
          <tr>
            <th scope="col" className="mc-table__column">
              Type
            </th>
            {keys.map((k) => (
              <th key={k} scope="col" className="mc-table__column">
                {k}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map(([type, counts]) => (
            <tr key={type}>
              <td className="mc-table__cell" title={type}>
                {type}
              </td>
              {keys.map((k) => (
                <td key={k} className="mc-table__cell">
                  {json((counts as Record<string, unknown>)[k] ?? '')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TabContent({ tab, row }: { tab: DetailTab; row: JobHistoryRow }) {
  const details = row.details ?? {};
  switch (tab) {
    case 'errors':
      return (
        <ul className="job-history__errors">
          {(details.errors ?? []).map((error, i) => (
            <li key={i}>{error}</li>
          ))}
        </ul>
      );
    case 'scrape_summary':
      return <ScrapeSummary summary={details.scrape_summary ?? {}} />;
    case 'summary':
      return <pre className="job-history__json">{json(details.summary)}</pre>;
  }
}

export function JobDetailsModal({ row, onClose }: { row: JobHistoryRow; onClose: () => void }) {
  const tabs = detailTabs(row.details);
  return (
    <Modal
      title={`Details for job ${row.name ?? ''}`}
      size="lg"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Tabs {...(tabs[0] === undefined ? {} : { defaultSelectedKey: tabs[0] })}>
        <TabList aria-label="Job details">
          {tabs.map((tab) => (
            <Tab key={tab} id={tab}>
              {DETAIL_TAB_LABELS[tab]}
            </Tab>
          ))}
        </TabList>
        {tabs.map((tab) => (
          <TabPanel key={tab} id={tab} className="job-history__tab-panel">
            <TabContent tab={tab} row={row} />
          </TabPanel>
        ))}
      </Tabs>
    </Modal>
  );
}

export function MostCommonErrorModal({
  name,
  error,
  onClose,
}: {
  name: string;
  error: string;
  onClose: () => void;
}) {
  return (
    <Modal
      title={`Most Common Error for ${name}`}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <pre className="job-history__json">{error}</pre>
    </Modal>
  );
}
