// /settings/integrations (spec 02-areas §2.13, §3, §6, §7.6): the scrapers, topologies and log
// backends in one server-paged list (integrations_with_status with limit, offset and a count),
// read through the query cache: the pages read before still show offline, marked as cached. The
// Add Integration modal and the rows' details are offered only to users who may write on
// integrations (§6); a viewer sees the list and nothing to change.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { useCan } from '../../../lib/access/use-access.ts';
import { useRegisterCommands } from '../../../lib/commands/commands-context.tsx';
import { CachedBadge } from '../../../lib/query/cached-badge.tsx';
import { useUrlState } from '../../../lib/screen-state/use-url-state.ts';
import { SettingsBreadcrumb } from '../settings-breadcrumb.tsx';
import { AddIntegrationModal } from './add-integration-modal.tsx';
import { integrationDetailPath } from './integration-types.ts';
import { SettingsPager } from '../settings-pager.tsx';
import { IntegrationsTable } from './integrations-table.tsx';
import { integrationsQuery } from './queries.ts';
import { integrationsSearchSchema, INTEGRATION_PAGE_SIZES } from './url-state.ts';
import './integrations.css';

export function IntegrationsPage() {
  const [search, setSearch] = useUrlState(integrationsSearchSchema);
  const query = useQuery(integrationsQuery(search.pageIndex, search.pageSize));
  const client = useQueryClient();
  const router = useRouter();
  const mayWrite = useCan('integrations', 'write');

  const openAdd = () => setSearch({ add: 'true' }, { push: true });
  useRegisterCommands(
    [
      {
        id: 'integrations.add',
        title: 'Add integration',
        icon: 'settings',
        group: 'settings',
        permission: { resource: 'integrations', action: 'write' },
        run: openAdd,
      },
    ],
    [],
  );

  return (
    <div className="integ-page">
      <header className="integ-page__header">
        <SettingsBreadcrumb title="Integrations" />
        {mayWrite && (
          <Button variant="primary" size="sm" aria-label="Add integration" onPress={openAdd}>
            + Add
          </Button>
        )}
        <span className="integ-page__spacer" />
        <CachedBadge query={query} />
        <Tooltip content="Refresh">
          <Button
            variant="ghost"
            isIconOnly
            aria-label="Refresh integrations"
            onPress={() => void client.invalidateQueries({ queryKey: ['settings', 'integrations'] })}
          >
            <Icon name="refresh" />
          </Button>
        </Tooltip>
      </header>
      {query.data === undefined ? (
        query.isError ? (
          <Alert tone="error" title="The integrations could not be loaded">
            {query.error.message}
          </Alert>
        ) : (
          <div className="integ-skeleton" role="status" aria-busy="true" aria-label="Loading ...">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={28} />
            ))}
          </div>
        )
      ) : (
        <>
          <IntegrationsTable
            rows={query.data.rows}
            onOpen={
              mayWrite ? (row) => void router.navigate({ href: integrationDetailPath(row) }) : undefined
            }
          />
          <SettingsPager
            noun="integrations"
            sizes={INTEGRATION_PAGE_SIZES}
            pageIndex={search.pageIndex}
            pageSize={search.pageSize}
            total={query.data.total}
            onChange={(page) => setSearch(page)}
          />
        </>
      )}
      {mayWrite && search.add !== undefined && (
        <AddIntegrationModal
          step={search.add}
          onStep={(add) => setSearch({ add })}
          onClose={() => setSearch({ add: undefined })}
        />
      )}
    </div>
  );
}
