// /playbooks/runs (spec 02-areas §2.11, §9): the synced runs, instant and offline, filtered by
// playbook, status and time range (default the last 7 days), 150 a page, newest first. Runs queued
// offline are on top, pending, with Cancel (or, once expired, the words and Dismiss).
import { useRouter } from '@tanstack/react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FilterBar, FilterSlot } from '../../../components/ui/filter-bar.tsx';
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { TimeRangePicker, timeRangeToSearch } from '../../../components/ui/time-range-picker/index.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useUrlState } from '../../../lib/screen-state/use-url-state.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useLiveQuery } from '../../../sync/client/hooks.tsx';
import { useLocalList, type LocalListWords } from '../../../sync/client/use-local-list.ts';
import { PLAYBOOK_RUN_STATUSES, playbookRuns } from '../../../sync/collections/playbook-runs.ts';
import { playbooks } from '../../../sync/collections/playbooks.ts';
import { ALL_PLAYBOOKS_QUERY } from '../queries.ts';
import { RUNS_PAGE_SIZE, runsUrlSchema } from '../url-state.ts';
import { QueuedRuns } from './queued-runs-list.tsx';
import { RunsTable } from './runs-table.tsx';
import { runsListQuery, runsRangeOf } from './runs-query.ts';
import { statusWords } from './run-status.tsx';
import '../playbooks.css';

const WORDS: LocalListWords = {
  neverSyncedOffline:
    'Playbook runs have not been synced to this device yet; they appear once you are back online.',
  syncFailed: (error) => `Playbook runs could not be synced: ${error}`,
};
const ALL = 'all';

export function PlaybookRunsPage() {
  usePageTitle('Playbook Runs');
  const [search, setSearch] = useUrlState(runsUrlSchema);
  const now = useNow(60_000);
  const list = useLocalList(playbookRuns, runsListQuery(search, now), WORDS);
  const books = useLiveQuery(playbooks, ALL_PLAYBOOKS_QUERY).result?.rows ?? [];
  const names = new Map(books.map((p) => [p.id, p.title || p.name]));
  const router = useRouter();
  const total = list.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / RUNS_PAGE_SIZE));
  const state = list.state;
  const note = state.kind === 'empty' ? state.note : undefined;
  return (
    <div className="playbooks-page">
      <header className="playbooks-page__header">
        <h1 className="playbooks-page__title">Playbook Runs</h1>
      </header>
      <FilterBar label="Filters">
        <Select
          label="Playbook"
          selectedKey={search.playbook ?? ALL}
          onSelectionChange={(key) => setSearch({ playbook: String(key), page: 1 })}
        >
          {[{ id: ALL, label: 'All' }, ...books.map((p) => ({ id: p.id, label: p.title || p.name }))].map(
            (o) => (
              <SelectItem key={o.id} id={o.id} textValue={o.label}>
                {o.label}
              </SelectItem>
            ),
          )}
        </Select>
        <Select
          label="Status"
          selectedKey={search.status ?? ALL}
          onSelectionChange={(key) => setSearch({ status: String(key), page: 1 })}
        >
          {[ALL, ...PLAYBOOK_RUN_STATUSES].map((s) => (
            <SelectItem key={s} id={s} textValue={s === ALL ? 'All' : statusWords(s)}>
              {s === ALL ? 'All' : statusWords(s)}
            </SelectItem>
          ))}
        </Select>
        <FilterSlot label="Time range">
          <TimeRangePicker
            value={runsRangeOf(search)}
            onChange={(range) => setSearch({ ...timeRangeToSearch(range), page: 1 })}
          />
        </FilterSlot>
      </FilterBar>
      <QueuedRuns names={names} />
      {note !== undefined && (
        <p role="status" className="playbooks-note">
          {note}
        </p>
      )}
      {state.kind === 'error' ? (
        <p role="alert" className="playbooks-error">
          Could not query the local playbook runs: {state.message}
        </p>
      ) : state.kind === 'loading' && list.rows.length === 0 ? (
        <div className="playbooks-skeleton" role="status" aria-busy="true" aria-label="Loading playbook runs">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={28} />
          ))}
        </div>
      ) : (
        <RunsTable
          rows={list.rows}
          names={names}
          nowMs={now}
          onOpen={(id) => void router.navigate({ href: `/playbooks/runs/${encodeURIComponent(id)}` })}
        />
      )}
      {pages > 1 && (
        <nav className="playbooks-pager" aria-label="Pages of runs">
          <span>
            Page {search.page} of {pages} ({total.toLocaleString()} runs)
          </span>
          <Button
            size="sm"
            isDisabled={search.page <= 1}
            onPress={() => setSearch({ page: search.page - 1 })}
          >
            Previous
          </Button>
          <Button
            size="sm"
            isDisabled={search.page >= pages}
            onPress={() => setSearch({ page: search.page + 1 })}
          >
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
