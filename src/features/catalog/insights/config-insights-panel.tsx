import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ServerReadStatus } from '../shared/server-read-status.tsx';
import { configInsightsInfiniteQuery } from './insights-api.ts';
import { InsightDetailDialog, useOpenInsight } from './insight-detail-dialog.tsx';
import { InsightsTable } from './insights-table.tsx';
import './insights.css';

/** The Insights tab of a catalogue item: 50 at a time, more when within 300 px of the bottom. */
export function ConfigInsightsPanel({ configId }: { configId: string }) {
  const query = useInfiniteQuery(configInsightsInfiniteQuery(configId));
  const sentinel = useRef<HTMLDivElement>(null);
  const [openInsight, setOpenInsight] = useOpenInsight();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const el = sentinel.current;
    if (el === null || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '0px 0px 300px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const rows = query.data?.pages.flatMap((p) => p.data) ?? [];
  const total = query.data?.pages[0]?.totalEntries ?? 0;
  return (
    <div className="insights-panel">
      <ServerReadStatus
        fetchStatus={query.fetchStatus}
        status={query.status}
        error={query.error}
        dataUpdatedAt={query.dataUpdatedAt}
        hasData={query.data !== undefined}
        noun="insights"
      >
        <InsightsTable rows={rows} onOpen={(row) => setOpenInsight(row.id)} />
        <div ref={sentinel} className="insights-sentinel" />
        {hasNextPage && (
          <Button size="sm" isDisabled={isFetchingNextPage} onPress={() => void fetchNextPage()}>
            {isFetchingNextPage ? 'Loading ...' : `Load more (${rows.length} of ${total})`}
          </Button>
        )}
      </ServerReadStatus>
      {openInsight !== undefined && (
        <InsightDetailDialog id={openInsight} rows={rows} onClose={() => setOpenInsight(undefined)} />
      )}
    </div>
  );
}
