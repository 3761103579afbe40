// History tab: Status (All, Healthy, Unhealthy) and Duration (All, presets, free entry in ms or s)
// filters; Age, Duration and Message; remote paging of 50 with the total from Content-Range.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { StatusDot } from '../../../components/ui/badge.tsx';
import { DURATION_PRESETS, formatAge, formatDuration, parseDurationFilter } from '../state/format.ts';
import { HISTORY_PAGE_SIZE, historyQuery } from './detail-queries.ts';

interface Props {
  checkId: string;
  since: string;
  status: 'healthy' | 'unhealthy' | undefined;
  duration: string | undefined;
  onFilters: (patch: { status?: 'healthy' | 'unhealthy' | undefined; duration?: string | undefined }) => void;
  nowMs: number;
}

export function HistoryTab({ checkId, since, status, duration, onFilters, nowMs }: Props) {
  const [page, setPage] = useState(0);
  const [draft, setDraft] = useState(duration ?? '');
  const parsed = parseDurationFilter(draft);
  const applied = parseDurationFilter(duration);
  const query = useQuery(
    historyQuery({ checkId, since, status, minDurationMs: applied.ok ? applied.ms : undefined, page }),
  );
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));

  const applyDuration = (value: string) => {
    setDraft(value);
    const p = parseDurationFilter(value);
    if (p.ok) {
      setPage(0);
      onFilters({ duration: p.ms === undefined ? undefined : value });
    }
  };

  return (
    <div className="health-history">
      <div className="health-history__filters">
        <Select
          label="Status"
          selectedKey={status ?? 'all'}
          onSelectionChange={(k) => {
            setPage(0);
            onFilters({ status: k === 'all' ? undefined : k === 'healthy' ? 'healthy' : 'unhealthy' });
          }}
        >
          <SelectItem id="all">All</SelectItem>
          <SelectItem id="healthy">Healthy</SelectItem>
          <SelectItem id="unhealthy">Unhealthy</SelectItem>
        </Select>
        <Select
          label="Duration"
          selectedKey={
            DURATION_PRESETS.includes(draft as (typeof DURATION_PRESETS)[number])
              ? draft
              : draft === ''
                ? 'all'
                : 'custom'
          }
          onSelectionChange={(k) => applyDuration(k === 'all' ? '' : k === 'custom' ? draft : String(k))}
        >
          <SelectItem id="all">All</SelectItem>
          {DURATION_PRESETS.map((d) => (
            <SelectItem key={d} id={d}>
              {d}
            </SelectItem>
          ))}
          <SelectItem id="custom">Custom</SelectItem>
        </Select>
        <TextField
          label="Min duration"
          placeholder="e.g. 250ms or 2s"
          value={draft}
          onChange={applyDuration}
          isInvalid={!parsed.ok}
          errorMessage={parsed.ok ? undefined : parsed.error}
        />
      </div>
      {query.error !== null && (
        <p role="alert" className="health-error">
          {query.error.message}
        </p>
      )}
      <table className="health-history__table" aria-label="Status history" aria-busy={query.isFetching}>
        <thead>
          <tr>
            <th scope="col">Age</th>
            <th scope="col">Duration</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {query.data?.rows.map((r) => (
            <tr key={r.time}>
              <td>
                <StatusDot status={r.status === true ? 'healthy' : 'unhealthy'} /> {formatAge(r.time, nowMs)}
              </td>
              <td>{formatDuration(r.duration)}</td>
              <td className="health-history__message">{r.error ?? r.message ?? ''}</td>
            </tr>
          ))}
          {query.data !== undefined && query.data.rows.length === 0 && (
            <tr>
              <td colSpan={3} className="health-empty">
                No data available
              </td>
            </tr>
          )}
          {query.data === undefined && query.isLoading && (
            <tr>
              <td colSpan={3}>Loading…</td>
            </tr>
          )}
        </tbody>
      </table>
      <nav className="health-pager" aria-label="History pages">
        <Button size="sm" isDisabled={page === 0} onPress={() => setPage((p) => p - 1)}>
          Previous
        </Button>
        <span>
          Page {page + 1} of {pages} ({total} runs)
        </span>
        <Button size="sm" isDisabled={page + 1 >= pages} onPress={() => setPage((p) => p + 1)}>
          Next
        </Button>
      </nav>
    </div>
  );
}
