// The catalogue scrapers list, one screen for Settings › Catalog Scraper and /catalog/scrapers
// (spec 02-areas §2.6, §2.13 "Generic list", "Catalogue scraper form"; §6 "write on the resource
// table gates … adding scrapers"): the synced scrapers, newest first; + Add opens the type picker,
// then the type's form in a dialog. Opens at once and offline; adds queue in the outbox.
import { useMemo, useState } from 'react';
import { useCan } from '../../../lib/access/use-access.ts';
import { useRegisterCommands } from '../../../lib/commands/commands-context.tsx';
import { useLocalList, type LocalListWords } from '../../../sync/client/use-local-list.ts';
import { configScrapers } from '../../../sync/collections/config-scrapers.ts';
import { LIVE_RESOURCE_LIST_QUERY } from '../resources/queries.ts';
import { usePeople } from '../resources/use-people.ts';
import { SpecResourceList } from '../spec-forms/spec-resource-list.tsx';
import { ScraperEditor } from './scraper-editor.tsx';
import { inferScraperType, newScraperForm } from './scraper-model.ts';
import { SETTINGS_PLACE, type ScraperPlace } from './scraper-place.ts';
import { CUSTOM_SCRAPER, SCRAPER_TYPES, scraperTypeOf } from './scraper-types.ts';
import { SCRAPER_WRITES, useScraperWrites } from './use-scraper-writes.ts';
import { useAddFromAddress } from '../add-from-address.ts';

const WORDS: LocalListWords = {
  neverSyncedOffline:
    'Catalog scrapers have not been synced to this device yet; they appear once you are back online.',
  syncFailed: (error) => `Catalog scrapers could not be synced: ${error}`,
};

export function ScrapersPage({ place = SETTINGS_PLACE }: { place?: ScraperPlace }) {
  const list = useLocalList(configScrapers, LIVE_RESOURCE_LIST_QUERY, WORDS);
  const people = usePeople();
  const mayWrite = useCan('config_scrapers', 'write');
  const writes = useScraperWrites();
  const [chosenStep, setChosenStep] = useState('closed');
  // `?add=1` (Settings › Integrations' Catalog Scraper tile) opens the type picker at once.
  const addFromAddress = useAddFromAddress();
  const step = chosenStep === 'closed' && mayWrite && addFromAddress.asked ? 'pick' : chosenStep;
  const setStep = (next: string) => {
    addFromAddress.clear();
    setChosenStep(next);
  };
  useRegisterCommands(
    [
      {
        id: 'settings.config-scrapers.add',
        title: 'Add catalog scraper',
        icon: 'settings',
        group: 'settings',
        permission: { resource: 'config_scrapers', action: 'write' },
        run: () => setStep('pick'),
      },
    ],
    [],
  );
  const rows = useMemo(
    () =>
      list.rows.map((r) => {
        const schedule = r.spec?.['schedule'];
        return {
          id: r.id,
          name: r.name,
          type: inferScraperType(r.spec).label,
          namespace: r.namespace ?? '',
          schedule: typeof schedule === 'string' ? schedule : '',
          source: r.source ?? '',
          createdBy: people.nameOf(r.created_by),
          created_at: r.created_at,
          updated_at: r.updated_at,
          pending: r.local_pending !== undefined,
        };
      }),
    [list.rows, people],
  );
  return (
    <SpecResourceList
      root={place.root}
      label={place.label}
      singular="Catalog Scraper"
      plural="catalog scrapers"
      listHref={place.listHref}
      collection={configScrapers.name}
      above={place.above}
      state={list.state}
      rows={rows}
      mayWrite={mayWrite}
      writes={SCRAPER_WRITES}
      types={SCRAPER_TYPES}
      step={step}
      onStep={setStep}
      editor={(typeId) => (
        <ScraperEditor
          initial={newScraperForm(scraperTypeOf(typeId) ?? CUSTOM_SCRAPER)}
          baseSpec={{}}
          existing={false}
          readOnly={false}
          onCancel={() => setStep('pick')}
          onSave={async (draft) => {
            const done = await writes.create(draft);
            if (done) setStep('closed');
            return done;
          }}
        />
      )}
    />
  );
}
