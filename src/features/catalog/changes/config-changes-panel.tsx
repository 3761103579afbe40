import { ChangesView } from './changes-view.tsx';

/** The Changes tab of a catalogue item (mounted by the item page). */
export function ConfigChangesPanel({ configId }: { configId: string }) {
  return <ChangesView configId={configId} />;
}
