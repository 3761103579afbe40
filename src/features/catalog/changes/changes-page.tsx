import { Heading } from '../../../components/ui/typography.tsx';
import { CatalogSectionTabs } from '../shared/catalog-section-tabs.tsx';
import { ChangesView } from './changes-view.tsx';

/** `/catalog/changes`: every config's changes. */
export function CatalogChangesPage() {
  return (
    <div className="catalog-section-page">
      <Heading level={1} className="catalog-section-page__title">
        Catalog Changes
      </Heading>
      <CatalogSectionTabs current="changes" />
      <ChangesView />
    </div>
  );
}
