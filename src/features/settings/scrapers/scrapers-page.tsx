// The catalogue scrapers list, one screen for Settings › Catalog Scraper and /catalog/scrapers
// (spec 02-areas §2.6, §2.13 "Generic list", "Catalogue scraper form"; §6 "write on the resource
// table gates … adding scrapers"): the synced scrapers, newest first; + Add opens the type picker,
// then the type's form in a dialog. Opens at once and offline; adds queue in the outbox.
import { useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { useCan } from '../../../lib/access/use-access.ts';
import { useRegisterCommands } from '../../../lib/commands/commands-context.tsx';
import { useLocalList, type LocalListWords } from '../../../sync/client/use-local-list.ts';
import { configScrapers } from '../../../sync/collections/config-scrapers.ts';
import { FailedSettingsWrites } from '../failed-writes.tsx';
import { RESOURCE_LIST_QUERY } from '../resources/queries.ts';
import { usePeople } from '../resources/use-people.ts';
import { SpecResourceHeader } from '../spec-forms/spec-resource-header.tsx';
import { SpecResourceTable } from '../spec-forms/spec-resource-table.tsx';
import { TypePicker } from '../spec-forms/type-picker.tsx';
import { ScraperEditor } from './scraper-editor.tsx';
import { inferScraperType, newScraperForm } from './scraper-model.ts';
import { SETTINGS_PLACE, type ScraperPlace } from './scraper-place.ts';
import { SCRAPER_TYPES, scraperTypeOf } from './scraper-types.ts';
import { SCRAPER_WRITES, useScraperWrites } from './use-scraper-writes.ts';

const WORDS: LocalListWords = {
  neverSyncedOffline:
    'Catalog scrapers have not been synced to this device yet; they appear once you are back online.',
  syncFailed: (error) => `Catalog scrapers could not be synced: ${error}`,
};
const scheduleOf = (spec: unknown) => {
  const s =
    spec !== null && typeof spec === 'object' ? (spec as Record<string, unknown>)['schedule'] : undefined;
  return typeof s === 'string' ? s : '';
};

export function ScrapersPage({ place = SETTINGS_PLACE }: { place?: ScraperPlace }) {
  const list = useLocalList(configScrapers, RESOURCE_LIST_QUERY, WORDS);
  const people = usePeople();
  const mayWrite = useCan('config_scrapers', 'write');
  const writes = useScraperWrites();
  /** 'closed', 'pick' (the type picker) or the id of the type whose form is open. */
  const [step, setStep] = useState<string>('closed');
  const router = useRouter();
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
      list.rows.map((r) => ({
        id: r.id,
        name: r.name,
        type: inferScraperType(r.spec).label,
        namespace: r.namespace ?? '',
        schedule: scheduleOf(r.spec),
        source: r.source ?? '',
        createdBy: people.nameOf(r.created_by),
        created_at: r.created_at,
        updated_at: r.updated_at,
        pending: r.local_pending !== undefined,
      })),
    [list.rows, people],
  );
  const state = list.state;
  const picked = step === 'closed' || step === 'pick' ? undefined : scraperTypeOf(step);
  const fresh = picked === undefined ? undefined : newScraperForm(picked);
  return (
    <div className="resources-page">
      <SpecResourceHeader
        root={place.root}
        label={place.label}
        listHref={place.listHref}
        collection={configScrapers.name}
        action={
          mayWrite && (
            <Button
              variant="primary"
              size="sm"
              aria-label="Add Catalog Scraper"
              onPress={() => setStep('pick')}
            >
              + Add
            </Button>
          )
        }
      />
      {place.above}
      <FailedSettingsWrites names={SCRAPER_WRITES} />
      {state.kind === 'empty' && state.note !== undefined && (
        <p role="status" className="resources-note">
          {state.note}
        </p>
      )}
      {state.kind === 'error' ? (
        <p role="alert" className="resources-error">
          Could not query the local catalog scrapers: {state.message}
        </p>
      ) : state.kind === 'loading' ? (
        <div
          className="resources-skeleton"
          role="status"
          aria-busy="true"
          aria-label={`Loading ${place.label}`}
        >
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={28} />
          ))}
        </div>
      ) : (
        <SpecResourceTable
          label={place.label}
          rows={rows}
          onOpen={(id) => void router.navigate({ href: `${place.listHref}/${id}` })}
        />
      )}
      {step === 'pick' && (
        <TypePicker
          title="Add Catalog Scraper"
          types={SCRAPER_TYPES}
          onPick={setStep}
          onClose={() => setStep('closed')}
        />
      )}
      {picked !== undefined && fresh !== undefined && (
        <Modal
          title={`${picked.label} Catalog Scraper`}
          size="lg"
          isOpen
          onOpenChange={(open) => {
            if (!open) setStep('closed');
          }}
        >
          <ScraperEditor
            initial={fresh}
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
        </Modal>
      )}
    </div>
  );
}
