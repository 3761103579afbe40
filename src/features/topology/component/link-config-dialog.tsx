// Link the component to a catalogue item (spec 02-areas §2.7, §8): pick from a searchable list of
// all configs (at most 50 matches); submit stays disabled until an item is chosen and while
// linking; 'config link successful', or the server's message. The spec's 1 s delay was for a
// server search: the configs are synced, so the list filters locally on every keystroke (issue
// #21: local answers never wait for a debounce).
// The link is a direct online write, not an outbox mutator: component-to-config links are not a
// synced collection, so there is no local row to show a pending link in, and the spec's success
// message is the server's acceptance. Offline, the dialog says so instead of offering submit.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ComboBox } from '../../../components/ui/combo-box.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { SelectItem } from '../../../components/ui/select.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useIsOnline } from '../../../lib/query/use-cached-result.ts';
import { useLiveQuery } from '../../../sync/client/hooks.tsx';
import { configItems, type ConfigItem } from '../../../sync/collections/config-items.ts';
import { linkConfig } from './component-api.ts';
import { configSearchQuery, MAX_CONFIG_MATCHES as MAX_MATCHES } from './queries.ts';

export const LINK_SUCCESS = 'config link successful';
export const LINK_OFFLINE = 'Linking needs a connection to the server; try again when online.';

const optionText = (c: ConfigItem) => `${c.name ?? c.id}`;
/** Type and where it lives: many configs share a name across clusters and namespaces. */
const optionDetail = (c: ConfigItem) =>
  [c.type, c.tags?.['cluster'], c.tags?.['namespace']]
    .filter((v) => v !== null && v !== undefined)
    .join(' · ');

export function LinkConfigDialog({
  componentId,
  linked,
  onClose,
}: {
  componentId: string;
  /** Config ids already linked: not offered again. */
  linked: readonly string[];
  onClose: () => void;
}) {
  const online = useIsOnline();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ id: string; text: string } | null>(null);
  const [linking, setLinking] = useState(false);
  const found = useLiveQuery(configItems, configSearchQuery(search, linked));
  const rows = found.result?.rows ?? [];

  const submit = async () => {
    if (chosen === null) return;
    setLinking(true);
    try {
      await linkConfig(componentId, chosen.id);
      toast.success(LINK_SUCCESS);
      await client.invalidateQueries({ queryKey: ['topology'] });
      onClose();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
      setLinking(false);
    }
  };

  return (
    <Modal
      title="Link to Catalog item"
      isOpen
      onOpenChange={(open) => !open && !linking && onClose()}
      footer={
        <>
          <Button onPress={onClose} isDisabled={linking}>
            Cancel
          </Button>
          <Button
            variant="primary"
            isDisabled={chosen === null || linking || !online}
            onPress={() => void submit()}
          >
            {linking ? 'Linking..' : 'Link'}
          </Button>
        </>
      }
    >
      <ComboBox
        label="Catalog item"
        placeholder="Search configs by name or type"
        description={
          found.error !== undefined
            ? `The configs could not be searched: ${found.error}`
            : found.result === undefined
              ? 'Loading ...'
              : `${found.result.total.toLocaleString()} match${found.result.total === 1 ? '' : 'es'}${found.result.total > MAX_MATCHES ? `; the first ${MAX_MATCHES} are listed` : ''}`
        }
        defaultFilter={() => true}
        menuTrigger="focus"
        allowsEmptyCollection
        emptyText="No result"
        inputValue={search}
        onInputChange={(text) => {
          setSearch(text);
          // Typing on after a choice is a new search: nothing is chosen until an item is picked.
          if (chosen !== null && text !== chosen.text) setChosen(null);
        }}
        selectedKey={chosen?.id ?? null}
        onSelectionChange={(key) => {
          const row = rows.find((r) => r.id === String(key));
          if (key === null || row === undefined) return;
          // With a controlled input the combobox leaves the typed text: show what was chosen.
          setChosen({ id: row.id, text: optionText(row) });
          setSearch(optionText(row));
        }}
        isDisabled={linking}
      >
        {rows.map((c) => (
          <SelectItem key={c.id} id={c.id} textValue={optionText(c)}>
            {`${optionText(c)}${optionDetail(c) === '' ? '' : ` · ${optionDetail(c)}`}`}
          </SelectItem>
        ))}
      </ComboBox>
      {!online && (
        <p role="status" className="topo-panel__note">
          {LINK_OFFLINE}
        </p>
      )}
    </Modal>
  );
}
