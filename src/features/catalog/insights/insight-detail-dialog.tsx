import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { textParamsSchema, useUrlState } from '../../../lib/screen-state/use-url-state.ts';
import { exactTime, relativeTime } from '../shared/time-format.ts';
import { insightQuery, type InsightRow } from './insights-api.ts';
import { severityTone } from './insight-severity.ts';

// An insight's detail (spec §2.5): its message, analyzer, severity and when it was first and last
// seen. The open insight is in the address (`insight=<id>`): a reload or a shared link reopens it.

const insightParamSchema = textParamsSchema(['insight']);

/** The insight open in the address, and opening/closing it (opening adds a history entry). */
export function useOpenInsight(): [string | undefined, (id: string | undefined) => void] {
  const [params, setParams] = useUrlState(insightParamSchema);
  return [
    params['insight'],
    (id) => setParams({ insight: id }, id === undefined ? undefined : { push: true }),
  ];
}

function when(value: string | null | undefined): string {
  return value ? `${exactTime(value)} (${relativeTime(value)})` : '—';
}

function Detail({ insight }: { insight: InsightRow }) {
  return (
    <>
      <p className="insight-detail__message">{insight.message ?? insight.summary ?? 'No message'}</p>
      <dl className="insight-detail">
        <dt>Catalog</dt>
        <dd>
          <Link href={`/catalog/${insight.config_id}`}>{insight.config_name ?? insight.config_id}</Link>{' '}
          <span className="insights-muted">{insight.config_type}</span>
        </dd>
        <dt>Summary</dt>
        <dd>{insight.summary ?? '—'}</dd>
        <dt>Analyzer</dt>
        <dd>{insight.analyzer ?? '—'}</dd>
        <dt>Type</dt>
        <dd>{insight.analysis_type ?? '—'}</dd>
        <dt>Severity</dt>
        <dd>
          <span className="insights-severity" data-tone={severityTone(insight.severity)}>
            {insight.severity ?? '—'}
          </span>
        </dd>
        <dt>Status</dt>
        <dd>{insight.status ?? '—'}</dd>
        <dt>Source</dt>
        <dd>{insight.source ?? '—'}</dd>
        <dt>First Observed</dt>
        <dd>{when(insight.first_observed)}</dd>
        <dt>Last Observed</dt>
        <dd>{when(insight.last_observed)}</dd>
      </dl>
    </>
  );
}

/** The dialog of insight `id`: from the rows on screen, else read by id. */
export function InsightDetailDialog({
  id,
  rows,
  onClose,
}: {
  id: string;
  rows: readonly InsightRow[];
  onClose: () => void;
}) {
  const shown = rows.find((r) => r.id === id);
  const read = useQuery({ ...insightQuery(id), enabled: shown === undefined });
  const insight = shown ?? read.data ?? undefined;
  return (
    <Modal
      title={insight ? (insight.summary ?? insight.analyzer ?? 'Insight') : 'Insight'}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      footer={(close) => <Button onPress={close}>Close</Button>}
    >
      {insight !== undefined && <Detail insight={insight} />}
      {insight === undefined && read.isPending && <LoadingBlock label="Loading the insight…" />}
      {insight === undefined && read.isError && (
        <p role="alert">Could not load the insight: {read.error.message}</p>
      )}
      {insight === undefined && read.isSuccess && <p>Insight not found</p>}
    </Modal>
  );
}
