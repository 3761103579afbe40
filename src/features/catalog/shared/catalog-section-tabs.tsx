import { memo } from 'react';
import { Link } from '../../../components/ui/link.tsx';
import { textParamsSchema, useUrlState } from '../../../lib/screen-state/use-url-state.ts';
import './catalog-section-tabs.css';

/** The one parameter the tabs carry across sections. */
const sectionParamsSchema = textParamsSchema(['configType']);

type Section = 'catalog' | 'changes' | 'insights' | 'scrapers';

const SECTIONS: readonly { id: Section; label: string; path: string }[] = [
  { id: 'catalog', label: 'Catalog', path: '/catalog' },
  { id: 'changes', label: 'Changes', path: '/catalog/changes' },
  { id: 'insights', label: 'Insights', path: '/catalog/insights' },
  { id: 'scrapers', label: 'Scrapers', path: '/catalog/scrapers' },
];

/**
 * The Catalog, Changes, Insights, Scrapers tab links (spec §2.2): they keep the configType
 * query parameter, except Scrapers.
 */
export const CatalogSectionTabs = memo(function CatalogSectionTabs({ current }: { current: Section }) {
  const [{ configType }] = useUrlState(sectionParamsSchema);
  return (
    <nav className="catalog-section-tabs" aria-label="Catalog sections">
      {SECTIONS.map((s) => {
        const keep = s.id !== 'scrapers' && configType !== undefined;
        return (
          <Link
            key={s.id}
            href={keep ? `${s.path}?${new URLSearchParams({ configType }).toString()}` : s.path}
            variant="quiet"
            className="catalog-section-tabs__tab"
            {...(s.id === current ? { 'aria-current': 'page' as const } : {})}
          >
            {s.label}
          </Link>
        );
      })}
    </nav>
  );
});
