// /topology, the Dashboard users land on (spec 02-areas §2.7): the filters in the address, the
// sort and preferences kept in this browser, and the cards of the local components, answered on
// every click and keystroke, online or not.
import { useCallback, useMemo, useState } from 'react';
import { Heading } from '../../../components/ui/typography.tsx';
import { usePersistedPref } from '../../../lib/screen-state/use-persisted-pref.ts';
import { useUrlState } from '../../../lib/screen-state/use-url-state.ts';
import {
  cardWidthSchema,
  CARD_WIDTH,
  DEFAULT_SORT,
  PREF_KEYS,
  showHiddenSchema,
  sortPrefSchema,
} from '../model/prefs.ts';
import type { DashboardFilterInputs } from '../model/queries.ts';
import { carriedParams, dashboardSearchSchema } from '../model/url-state.ts';
import { CardGrid } from './card-grid.tsx';
import { useAgentNames, useDashboardOptions } from './dashboard-options.ts';
import { DashboardFilterBar } from './filter-bar.tsx';
import { useTeamMembership } from './team-members.ts';
import './dashboard.css';

export function TopologyDashboardPage() {
  const [search, setSearch] = useUrlState(dashboardSearchSchema);
  const [sort, setSort] = usePersistedPref(PREF_KEYS.sort, sortPrefSchema, DEFAULT_SORT);
  const [cardWidth, setCardWidth] = usePersistedPref(
    PREF_KEYS.cardWidth,
    cardWidthSchema,
    CARD_WIDTH.default,
  );
  const [showHidden, setShowHidden] = usePersistedPref(PREF_KEYS.showHidden, showHiddenSchema, false);
  const options = useDashboardOptions(showHidden);
  const agentNames = useAgentNames();
  const membership = useTeamMembership();
  const [total, setTotal] = useState<number | undefined>(undefined);

  const teamMembers = search.team === undefined ? undefined : membership.membersOf(search.team);
  const filters: DashboardFilterInputs = useMemo(
    () => ({ search, showHidden, teamMembers }),
    [search, showHidden, teamMembers],
  );
  const linkSearch = useMemo(() => carriedParams(search), [search]);
  const onTotal = useCallback((n: number | undefined) => setTotal(n), []);

  return (
    <div className="topology-page">
      <header className="topology-page__header">
        <nav aria-label="Breadcrumb" className="topology-breadcrumb">
          <Heading level={1}>Dashboard</Heading>
          {search.type !== undefined && <span className="topology-breadcrumb__type">{search.type}</span>}
        </nav>
        <span className="topology-page__count" aria-live="polite">
          {total === undefined ? '' : `${total.toLocaleString()} ${total === 1 ? 'component' : 'components'}`}
        </span>
      </header>
      <DashboardFilterBar
        search={search}
        setSearch={setSearch}
        options={options}
        teams={membership.teams}
        agentNames={agentNames}
        sort={sort}
        setSort={setSort}
        cardWidth={cardWidth}
        setCardWidth={setCardWidth}
        showHidden={showHidden}
        setShowHidden={setShowHidden}
      />
      {search.team !== undefined && teamMembers === undefined && (
        <p role="status" className="topology-status__note">
          Team membership has not been loaded yet; showing every team&apos;s components.
        </p>
      )}
      <CardGrid
        filters={filters}
        sort={sort}
        cardWidth={cardWidth}
        teamsOf={membership.byComponent}
        linkSearch={linkSearch}
        onTotal={onTotal}
      />
    </div>
  );
}
