import { Link } from '@tanstack/react-router';
import { useUrlParams } from './use-url-params.ts';
import './catalog-section-tabs.css';

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
export function CatalogSectionTabs({ current }: { current: Section }) {
  const [params] = useUrlParams();
  const configType = params['configType'];
  return (
    <nav className="catalog-section-tabs" aria-label="Catalog sections">
      {SECTIONS.map((s) => {
        const keep = s.id !== 'scrapers' && configType !== undefined;
        return (
          <Link
            key={s.id}
            to={s.path}
            {...(keep ? { search: { configType } } : {})}
            className="catalog-section-tabs__tab"
            aria-current={s.id === current ? 'page' : undefined}
          >
            {s.label}
          </Link>
        );
      })}
    </nav>
  );
}
