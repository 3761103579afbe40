// A catalogue scraper (spec 02-areas §2.6 "/catalog/scrapers/{id} with tabs Spec and Job
// History", §2.13 "Detail: shows the resource, loading and error states, empty state 'No resources
// found', returns to the list after update or cancel"), one page for Settings › Catalog Scraper and
// the catalogue. The row comes from the synced scrapers, so it opens at once and offline.
import { useRouter } from '@tanstack/react-router';
import { useCan } from '../../../lib/access/use-access.ts';
import { configScrapers } from '../../../sync/collections/config-scrapers.ts';
import { SpecResourceDetail } from '../spec-forms/spec-resource-detail.tsx';
import { useSyncedRow } from '../spec-forms/use-synced-row.ts';
import { ScraperEditor } from './scraper-editor.tsx';
import { scraperFormOf } from './scraper-model.ts';
import { SETTINGS_PLACE, type ScraperPlace } from './scraper-place.ts';
import { SCRAPER_WRITES, useScraperWrites } from './use-scraper-writes.ts';

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

export function ScraperDetailPage({ id, place = SETTINGS_PLACE }: { id: string; place?: ScraperPlace }) {
  const found = useSyncedRow(configScrapers, id);
  const mayWrite = useCan('config_scrapers', 'write');
  const writes = useScraperWrites();
  const router = useRouter();
  const toList = () => void router.navigate({ href: place.listHref });

  return (
    <SpecResourceDetail
      id={id}
      found={found}
      header={place}
      collection={configScrapers.name}
      writes={SCRAPER_WRITES}
      noun={{ plural: 'catalog scrapers', singular: 'Catalog scraper' }}
      mayWrite={mayWrite}
      onDelete={writes.remove}
      editor={(row, mode) => (
        <ScraperEditor
          key={`${row.id}/${row.updated_at ?? ''}`}
          initial={scraperFormOf(row)}
          baseSpec={isObject(row.spec) ? row.spec : {}}
          existing
          readOnly={mode.readOnly}
          footer={mode.footer}
          onCancel={toList}
          onSave={async (draft) => {
            const done = await writes.update(row, draft);
            if (done) toList();
            return done;
          }}
        />
      )}
    />
  );
}
