// /settings/event-queue-status (spec 02-areas §2.13, §7.6, §9): the queue's summary per event
// name, read online through the query cache (uncached: asked again each time the page shows), the
// last answer shown offline marked as cached. A row with a most common error opens the dialog
// 'Most Common Error for {name}'. Read-only: there is nothing to write here.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { CachedBadge } from '../../../lib/query/cached-badge.tsx';
import { eventQueueQuery } from './event-queue-query.ts';
import { EventQueueTable } from './event-queue-table.tsx';
import { SettingsBreadcrumb } from '../settings-breadcrumb.tsx';
import './event-queue.css';

interface OpenedError {
  readonly name: string;
  readonly most_common_error: string;
}

export function EventQueuePage() {
  const query = useQuery(eventQueueQuery());
  const client = useQueryClient();
  const [opened, setOpened] = useState<OpenedError | undefined>(undefined);

  return (
    <div className="evq-page">
      <header className="evq-page__header">
        <SettingsBreadcrumb title="Event Queue" />
        <span className="evq-page__spacer" />
        <CachedBadge query={query} />
        <Tooltip content="Refresh">
          <Button
            variant="ghost"
            isIconOnly
            aria-label="Refresh event queue"
            onPress={() => void client.invalidateQueries({ queryKey: eventQueueQuery().queryKey })}
          >
            <Icon name="refresh" />
          </Button>
        </Tooltip>
      </header>
      {query.data === undefined ? (
        query.isError ? (
          <Alert tone="error" title="The event queue could not be loaded">
            {query.error.message}
          </Alert>
        ) : (
          <div className="evq-skeleton" role="status" aria-busy="true" aria-label="Loading event queue">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={28} />
            ))}
          </div>
        )
      ) : (
        <EventQueueTable rows={query.data} onOpenError={setOpened} />
      )}
      {opened !== undefined && (
        <Modal
          title={`Most Common Error for ${opened.name}`}
          isOpen
          onOpenChange={(open) => {
            if (!open) setOpened(undefined);
          }}
        >
          <pre className="evq-error">{opened.most_common_error}</pre>
        </Modal>
      )}
    </div>
  );
}
