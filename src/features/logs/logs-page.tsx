// /logs (spec 02-areas §2.12): a component's logs through one of its log selectors, searched on
// the server. The address holds the component, selector, query and time range; the component
// list, a component's selectors and each search's lines are server reads kept in the persisted
// query cache, so offline the last lines read for a search show again, marked as cached.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Heading, Text } from '../../components/ui/typography.tsx';
import { CachedBadge } from '../../lib/query/cached-badge.tsx';
import { useIsOnline } from '../../lib/query/use-cached-result.ts';
import { useUrlState } from '../../lib/screen-state/use-url-state.ts';
import { useLiveQuery } from '../../sync/client/hooks.tsx';
import { agents } from '../../sync/collections/agents.ts';
import { componentsWithLogsQuery, logSelectorsQuery, logsQuery } from './logs-api.ts';
import { downloadLogs } from './logs-download.ts';
import { componentLabels, selectorInUse } from './logs-model.ts';
import { LogsResults } from './logs-results.tsx';
import { LogsToolbar } from './logs-toolbar.tsx';
import { ALL_AGENTS_QUERY } from './queries.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import {
  QUERY_DEBOUNCE_MS,
  logsSearchSchema,
  requestWindowOf,
  startOfTimeRange,
  timeRangeOfStart,
} from './url-state.ts';
import './logs.css';

export function LogsPage() {
  const [params, setParams] = useUrlState(logsSearchSchema);
  const online = useIsOnline();
  const componentId = params.topologyId;
  const components = useQuery(componentsWithLogsQuery());
  const agentRows = useLiveQuery(agents, ALL_AGENTS_QUERY);
  const choices = useMemo(() => {
    const agentNames = new Map((agentRows.result?.rows ?? []).map((a) => [a.id, a.name]));
    const list = components.data ?? [];
    const labels = componentLabels(list, agentNames);
    return list.map((c) => ({ id: c.id, name: labels.get(c.id) ?? c.name }));
  }, [components.data, agentRows.result]);
  const selectors = useQuery({ ...logSelectorsQuery(componentId ?? ''), enabled: componentId !== undefined });
  const names = selectors.data ?? [];
  const selector = selectorInUse(names, params.logsSelector);
  const query = params.query ?? '';
  // The box shows every keystroke; the server is asked once typing pauses.
  const sentQuery = useDebouncedValue(query.trim(), QUERY_DEBOUNCE_MS);
  const window = useMemo(() => requestWindowOf(params.start), [params.start]);
  const logs = useQuery({
    ...logsQuery({ id: componentId ?? '', name: selector ?? '', query: sentQuery, ...window }),
    enabled: componentId !== undefined && selector !== undefined,
  });

  const componentName = choices.find((c) => c.id === componentId)?.name ?? componentId ?? '';
  // Offline, another search's lines must not stand in for this one's.
  const offline = !online || logs.fetchStatus === 'paused';
  const data = logs.isPlaceholderData && offline ? undefined : logs.data;
  const lines = data?.results ?? [];

  return (
    <div className="logs-page">
      <header className="logs-page__header">
        <Heading level={1}>{componentName === '' ? 'Logs' : `Logs / ${componentName}`}</Heading>
        <div className="logs-page__actions">
          {data !== undefined && <CachedBadge query={logs} />}
          <Button
            size="sm"
            isDisabled={lines.length === 0}
            onPress={() => downloadLogs(lines, componentName, selector ?? '')}
          >
            Download logs
          </Button>
        </div>
      </header>
      <LogsToolbar
        components={choices}
        componentsLoading={components.isPending}
        componentId={componentId}
        onComponent={(id) => setParams({ topologyId: id, logsSelector: undefined }, { push: true })}
        selectors={names}
        selectorsNote={
          componentId === undefined
            ? undefined
            : selectors.isPending
              ? selectors.fetchStatus === 'paused'
                ? 'Offline'
                : 'Loading ...'
              : names.length === 0
                ? 'None'
                : undefined
        }
        selector={selector}
        onSelector={(name) => setParams({ logsSelector: name }, { push: true })}
        query={query}
        onQuery={(text) => setParams({ query: text }, { debounceMs: QUERY_DEBOUNCE_MS })}
        range={timeRangeOfStart(params.start)}
        onRange={(range) => setParams({ start: startOfTimeRange(range) }, { push: true })}
      />
      {components.isError && (
        <Alert
          tone="error"
          title="Unable to load components!"
          actions={
            <Button size="sm" onPress={() => void components.refetch()}>
              Retry
            </Button>
          }
        >
          {components.error.message}
        </Alert>
      )}
      {componentId === undefined ? (
        <Text elementType="p" className="logs-page__empty">
          Please select a component to view the logs
        </Text>
      ) : (
        <LogsResults
          componentName={componentName}
          selectors={selectors}
          selector={selector}
          logs={logs}
          data={data}
          offline={offline}
        />
      )}
    </div>
  );
}
