// /settings/integrations/{type}/{id} (spec 02-areas §2.13): a scraper, topology or log backend
// opens as the settings resource of its table (Spec and Job History), which the route renders;
// any other type says 'Unknown type' (§8). The detail needs write on integrations (§6).
import type { ReactNode } from 'react';
import { Access } from '../../../lib/access/access.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { SettingsBreadcrumb } from '../settings-breadcrumb.tsx';
import { integrationKindOf, UNKNOWN_TYPE } from './integration-types.ts';
import './integrations.css';

export function IntegrationDetail({
  type,
  id,
  renderResource,
}: {
  type: string;
  id: string;
  /** The settings resource detail of a table (passed in by the route: another area's page). */
  renderResource: (table: string, id: string) => ReactNode;
}) {
  const kind = integrationKindOf(type);
  return (
    <Access resources={['integrations']} action="write" showUnauthorized>
      {kind === undefined ? (
        <div className="integ-page">
          <header className="integ-page__header">
            <SettingsBreadcrumb title="Integrations" />
          </header>
          <p role="alert" className="integ-empty">
            {UNKNOWN_TYPE}
          </p>
          <Link href="/settings/integrations">Back to integrations</Link>
        </div>
      ) : (
        renderResource(kind.table, id)
      )}
    </Access>
  );
}
