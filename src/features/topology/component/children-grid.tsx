// The component's children as cards (the Dashboard's ComponentCard at the Dashboard's card width),
// answered from the synced components; the page's query is carried to the pages they open.
import { usePersistedPref } from '../../../lib/screen-state/use-persisted-pref.ts';
import { useLocalList, type LocalListWords } from '../../../sync/client/use-local-list.ts';
import { components } from '../../../sync/collections/components.ts';
import { ComponentCard } from '../card/component-card.tsx';
import { CARD_WIDTH, cardWidthSchema, PREF_KEYS } from '../model/prefs.ts';
import { childrenQuery } from './queries.ts';

const WORDS: LocalListWords = {
  neverSyncedOffline: 'The components were not synced on this device before it went offline.',
  syncFailed: (error) => `The components could not be synced: ${error}`,
};

export function ChildrenGrid({ componentId, search }: { componentId: string; search: string }) {
  const list = useLocalList(components, childrenQuery(componentId), WORDS);
  const [width] = usePersistedPref(PREF_KEYS.cardWidth, cardWidthSchema, CARD_WIDTH.default);
  const carried: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) if (key !== 'refererId') carried[key] = value;
  if (list.state.kind === 'empty' && list.state.note === undefined) return null;
  return (
    <section className="topo-children" aria-labelledby="topo-children-title">
      <h2 id="topo-children-title" className="topo-section-title">
        Components{list.total !== undefined && list.total > 0 ? ` (${list.total})` : ''}
      </h2>
      {list.state.kind === 'loading' && <p className="topo-panel__note">Loading ...</p>}
      {list.state.kind === 'error' && (
        <p role="alert" className="topo-panel__error">
          {list.state.message}
        </p>
      )}
      {list.state.kind === 'empty' && <p className="topo-panel__note">{list.state.note}</p>}
      {list.state.kind === 'rows' && (
        <div className="topo-children__grid">
          {list.rows.map((child) => (
            <ComponentCard key={child.id} component={child} width={width} linkSearch={carried} />
          ))}
        </div>
      )}
    </section>
  );
}
