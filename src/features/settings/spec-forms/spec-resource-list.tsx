// The list screen the health checks and the catalogue scrapers share (spec 02-areas §2.13
// "Generic list: breadcrumb, refresh, add button (only with write permission on that resource),
// table of resources … Row click opens the detail"): + Add opens the type picker, then the
// picked type's form in a dialog; the loading, empty-with-a-note and error states.
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import type { LocalListState } from '../../../sync/client/use-local-list.ts';
import { FailedSettingsWrites } from '../failed-writes.tsx';
import { SpecResourceHeader } from './spec-resource-header.tsx';
import { SpecResourceTable, type SpecResourceRow } from './spec-resource-table.tsx';
import { TypePicker } from './type-picker.tsx';

/** 'closed', 'pick' (the type picker) or the id of the type whose form is open. */
export type AddStep = string;

export function SpecResourceList({
  root,
  label,
  singular,
  plural,
  listHref,
  collection,
  above,
  state,
  rows,
  mayWrite,
  writes,
  types,
  step,
  onStep,
  editor,
}: {
  root?: string;
  /** The breadcrumb and the table's name. */
  label: string;
  /** 'Health Check': Add {singular}, '{type} {singular}'. */
  singular: string;
  /** 'health checks', in the error words. */
  plural: string;
  listHref: string;
  collection: string;
  above?: ReactNode;
  state: LocalListState;
  rows: readonly SpecResourceRow[];
  mayWrite: boolean;
  writes: readonly string[];
  types: readonly { id: string; label: string }[];
  step: AddStep;
  onStep: (step: AddStep) => void;
  /** The picked type's form. */
  editor: (typeId: string) => ReactNode;
}) {
  const router = useRouter();
  const picked = types.find((t) => t.id === step);
  return (
    <div className="resources-page">
      <SpecResourceHeader
        {...(root === undefined ? {} : { root })}
        label={label}
        listHref={listHref}
        collection={collection}
        action={
          mayWrite && (
            <Button variant="primary" size="sm" aria-label={`Add ${singular}`} onPress={() => onStep('pick')}>
              + Add
            </Button>
          )
        }
      />
      {above}
      <FailedSettingsWrites names={writes} />
      {state.kind === 'empty' && state.note !== undefined && (
        <p role="status" className="resources-note">
          {state.note}
        </p>
      )}
      {state.kind === 'error' ? (
        <p role="alert" className="resources-error">
          Could not query the local {plural}: {state.message}
        </p>
      ) : state.kind === 'loading' ? (
        <div className="resources-skeleton" role="status" aria-busy="true" aria-label={`Loading ${label}`}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={28} />
          ))}
        </div>
      ) : (
        <SpecResourceTable
          label={label}
          rows={rows}
          onOpen={(id) => void router.navigate({ href: `${listHref}/${id}` })}
        />
      )}
      {step === 'pick' && (
        <TypePicker
          title={`Add ${singular}`}
          types={types}
          onPick={onStep}
          onClose={() => onStep('closed')}
        />
      )}
      {picked !== undefined && (
        <Modal
          title={`${picked.label} ${singular}`}
          size="lg"
          isOpen
          onOpenChange={(open) => {
            if (!open) onStep('closed');
          }}
        >
          {editor(picked.id)}
        </Modal>
      )}
    </div>
  );
}
