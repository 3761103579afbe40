import { useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/dialog.tsx';
import { Heading, Text } from '../../components/ui/typography.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useSyncClient, useSyncStatus } from '../../sync/client/hooks.tsx';
import type { OutboxItem } from '../../sync/client/public-types.ts';
import './pending-writes.css';

const statusWords: Record<
  OutboxItem['status'],
  { label: string; tone: 'accent' | 'unhealthy' | 'warning' | 'neutral' }
> = {
  pending: { label: 'Pending', tone: 'neutral' },
  sending: { label: 'Sending', tone: 'accent' },
  blocked: { label: 'Waiting for a failed write', tone: 'warning' },
  failed: { label: 'Failed', tone: 'unhealthy' },
};

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Writes made in this browser that the server has not accepted yet, with Retry and Discard. */
export function PendingWritesPage() {
  const status = useSyncStatus();
  const client = useSyncClient();
  const [confirming, setConfirming] = useState<OutboxItem | null>(null);
  const items = status.outbox.items;

  const retry = (item: OutboxItem) =>
    client.retry(item.id).then(
      () => toast.success(`Retrying “${item.summary}”`),
      (e: unknown) => toast.error(`Retry failed: ${messageOf(e)}`),
    );
  const discard = (item: OutboxItem) =>
    client.discard(item.id).then(
      () => toast.success(`Discarded “${item.summary}”`),
      (e: unknown) => toast.error(`Discard failed: ${messageOf(e)}`),
    );

  return (
    <div className="pending-writes">
      <Heading level={1}>Pending writes</Heading>
      <Text variant="muted" elementType="p">
        Changes made in this browser wait here until the server accepts them. They survive reloads and are
        sent in order when the connection is back.
      </Text>
      {status.phase === 'starting' && items.length === 0 ? (
        <Text variant="muted" elementType="p">
          Loading…
        </Text>
      ) : items.length === 0 ? (
        <div className="pending-writes__empty" role="status">
          <Heading level={2} size="md">
            No pending writes
          </Heading>
          <Text variant="muted" elementType="p">
            Everything you changed has reached the server.
          </Text>
        </div>
      ) : (
        <>
          {status.outbox.paused && (
            <Alert tone="warning" title="Sending is paused">
              Your session expired. Sign in again and the writes below will be sent.
            </Alert>
          )}
          {!status.online && (
            <Alert tone="info" title="Offline">
              These writes will be sent when the connection is back.
            </Alert>
          )}
          <ul className="pending-writes__list" aria-label="Pending and failed writes">
            {items.map((item) => (
              <li key={item.id} className="pending-writes__item" data-status={item.status}>
                <div className="pending-writes__main">
                  <span className="pending-writes__summary">{item.summary}</span>
                  <Badge tone={statusWords[item.status].tone}>{statusWords[item.status].label}</Badge>
                </div>
                <Text variant="muted" size="sm">
                  Made{' '}
                  <time dateTime={new Date(item.createdAt).toISOString()}>
                    {timeFormat.format(item.createdAt)}
                  </time>
                </Text>
                {item.failure && (
                  <p className="pending-writes__reason">
                    The server refused it
                    {item.failure.status !== undefined ? ` (HTTP ${item.failure.status})` : ''}:{' '}
                    {item.failure.message}
                  </p>
                )}
                {item.status === 'failed' && (
                  <div className="pending-writes__actions">
                    <Button size="sm" onPress={() => void retry(item)} aria-label={`Retry ${item.summary}`}>
                      Retry
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      onPress={() => setConfirming(item)}
                      aria-label={`Discard ${item.summary}`}
                    >
                      Discard
                    </Button>
                  </div>
                )}
                {(item.status === 'pending' || item.status === 'blocked') && (
                  <div className="pending-writes__actions">
                    <Button
                      size="sm"
                      variant="ghost"
                      onPress={() => setConfirming(item)}
                      aria-label={`Discard ${item.summary}`}
                    >
                      Discard
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <Modal
        title="Discard this write?"
        role="alertdialog"
        size="sm"
        isOpen={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        footer={(close) => (
          <>
            <Button onPress={close}>Keep it</Button>
            <Button
              variant="danger"
              onPress={() => {
                if (confirming) void discard(confirming);
                close();
              }}
            >
              Discard
            </Button>
          </>
        )}
      >
        <Text elementType="p">
          “{confirming?.summary}” will not be sent, and its change is removed from this browser. This cannot
          be undone.
        </Text>
      </Modal>
    </div>
  );
}
