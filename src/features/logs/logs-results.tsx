// What /logs shows under its controls for a chosen component: the selectors' and the lines'
// loading, error and offline states, the empty message, or the table with its line count.
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LoadingBlock } from '../../components/ui/spinner.tsx';
import { Text } from '../../components/ui/typography.tsx';
import type { LogsAnswer } from './logs-api.ts';
import { LogsTable } from './logs-table.tsx';

interface Props {
  componentName: string;
  selectors: UseQueryResult<string[]>;
  selector: string | undefined;
  logs: UseQueryResult<LogsAnswer>;
  /** The lines to show (none while offline with only another search's lines held). */
  data: LogsAnswer | undefined;
  offline: boolean;
}

const retry = (query: UseQueryResult<unknown>) => (
  <Button size="sm" onPress={() => void query.refetch()}>
    Retry
  </Button>
);

const OFFLINE_NOTE =
  'These logs are read from the server and this search was not made on this device while online, so no copy is kept. They load when the connection returns.';

export function LogsResults({ componentName, selectors, selector, logs, data, offline }: Props) {
  if (selectors.data === undefined) {
    if (selectors.isError)
      return (
        <Alert
          tone="error"
          title={`Could not load the log selectors of ${componentName}`}
          actions={retry(selectors)}
        >
          {selectors.error.message}
        </Alert>
      );
    if (offline)
      return (
        <Alert tone="warning" title="You are offline">
          {OFFLINE_NOTE}
        </Alert>
      );
    return <LoadingBlock label="Loading ..." />;
  }
  if (selector === undefined)
    return (
      <Text elementType="p" className="logs-page__empty">
        {componentName} has no log selectors.
      </Text>
    );
  const failed = logs.isError && (
    <Alert tone="error" title="Could not load the logs" actions={retry(logs)}>
      {logs.error.message}
    </Alert>
  );
  if (data === undefined) {
    if (failed) return failed;
    if (offline)
      return (
        <Alert tone="warning" title="You are offline">
          {OFFLINE_NOTE}
        </Alert>
      );
    return <LoadingBlock label="Loading logs..." />;
  }
  const shown = data.results.length;
  return (
    <>
      {failed}
      {shown === 0 ? (
        <Text elementType="p" className="logs-page__empty">
          There are no logs matching the search query
        </Text>
      ) : (
        <>
          <Text variant="muted" size="sm" elementType="p" className="logs-page__count" aria-live="polite">
            {shown === data.total
              ? `${shown.toLocaleString()} line${shown === 1 ? '' : 's'}`
              : `The newest ${shown.toLocaleString()} of ${data.total.toLocaleString()} lines`}
          </Text>
          <LogsTable lines={data.results} busy={logs.isPlaceholderData || logs.isFetching} />
        </>
      )}
    </>
  );
}
