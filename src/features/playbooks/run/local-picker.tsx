// A picker over a synced collection (config items, components, checks, people, teams), searched
// in local data on the keystroke: the run dialog's resource selector and its team, people,
// component and config parameters. Works offline.
import { useState } from 'react';
import { ComboBox } from '../../../components/ui/combo-box.tsx';
import { SelectItem } from '../../../components/ui/select.tsx';
import { useLiveQuery, useRow } from '../../../sync/client/hooks.tsx';
import type { FieldFilter } from '../../../sync/query/query-schema.ts';

/** A synced collection, typed through the client hook (features do not reach the registry). */
type SyncedCollection<T> = Parameters<typeof useRow<T>>[0];

interface Named {
  readonly id: string;
  readonly name?: string | null;
  readonly type?: string | null;
}

export function LocalPicker<T extends Named>({
  collection,
  label,
  value,
  onChange,
  where = [],
  isRequired = false,
  errorMessage,
  autoFocus = false,
}: {
  collection: SyncedCollection<T>;
  label: string;
  value: string;
  onChange: (id: string) => void;
  where?: readonly FieldFilter[];
  isRequired?: boolean;
  errorMessage?: string | undefined;
  autoFocus?: boolean;
}) {
  const selected = useRow(collection, value === '' ? undefined : value).row;
  const [input, setInput] = useState<string | undefined>(undefined);
  const shown = input ?? selected?.name ?? '';
  const typing = input !== undefined && input !== (selected?.name ?? '');
  const found = useLiveQuery(collection, {
    where: [...where],
    text: typing ? input : '',
    sort: [{ field: 'name', dir: 'asc' }],
    limit: 50,
  });
  const rows = found.result?.rows ?? [];
  const items =
    selected !== undefined && !rows.some((r) => r.id === selected.id) ? [selected, ...rows] : rows;
  return (
    <ComboBox
      label={label}
      items={items}
      inputValue={shown}
      onInputChange={setInput}
      selectedKey={value === '' ? null : value}
      onSelectionChange={(key) => {
        onChange(key === null ? '' : String(key));
        // Keep the chosen name as the text: a text that changes while focused reopens the list.
        const row = items.find((r) => r.id === key);
        setInput(row === undefined ? undefined : (row.name ?? row.id));
      }}
      allowsEmptyCollection
      isRequired={isRequired}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
      autoFocus={autoFocus}
      emptyText={found.result === undefined ? 'Loading ...' : 'No resources found'}
    >
      {(row: T) => (
        <SelectItem id={row.id} textValue={row.name ?? row.id}>
          {row.name ?? row.id}
          {row.type ? <span className="playbook-picker__type"> {row.type}</span> : null}
        </SelectItem>
      )}
    </ComboBox>
  );
}
