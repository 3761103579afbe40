// The item's sub-tab strip (spec §2.3): Changes, Insights, Relationships, Playbooks, Checks with
// count badges from the config summary (Changes: what its tab shows); the first tab is the config.
import { Link } from '../../../components/ui/link.tsx';
import { useChangesTabCount } from '../changes/changes-tab-count.ts';
import { CountBadge } from '../shared/catalog-bits.tsx';
import type { ConfigDetail } from './item-api.ts';

export const ITEM_TABS = ['changes', 'insights', 'relationships', 'playbooks', 'checks'] as const;
export type ItemTab = (typeof ITEM_TABS)[number];

export function isItemTab(tab: string | undefined): tab is ItemTab {
  return (ITEM_TABS as readonly string[]).includes(tab ?? '');
}

const LABELS: Readonly<
  Record<ItemTab, { label: string; count: keyof NonNullable<ConfigDetail['summary']> }>
> = {
  changes: { label: 'Changes', count: 'changes' },
  insights: { label: 'Insights', count: 'analysis' },
  relationships: { label: 'Relationships', count: 'relationships' },
  playbooks: { label: 'Playbooks', count: 'playbook_runs' },
  checks: { label: 'Checks', count: 'checks' },
};

export function ItemTabs({
  id,
  current,
  summary,
}: {
  id: string;
  current: ItemTab | null;
  summary: ConfigDetail['summary'];
}) {
  const changes = useChangesTabCount(id, current === 'changes');
  return (
    <nav className="config-tabs" aria-label="Config sections">
      <Link
        variant="quiet"
        href={`/catalog/${id}`}
        className="config-tabs__tab"
        {...(current === null ? { 'aria-current': 'page' as const } : {})}
      >
        Config
      </Link>
      {ITEM_TABS.map((tab) => {
        const count = tab === 'changes' ? changes : summary?.[LABELS[tab].count];
        return (
          <Link
            key={tab}
            variant="quiet"
            href={`/catalog/${id}/${tab}`}
            className="config-tabs__tab"
            {...(current === tab ? { 'aria-current': 'page' as const } : {})}
          >
            {LABELS[tab].label}
            {count !== undefined && count > 0 && (
              <CountBadge count={count} label={LABELS[tab].label.toLowerCase()} />
            )}
          </Link>
        );
      })}
    </nav>
  );
}
