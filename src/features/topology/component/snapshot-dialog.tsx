// The snapshot download dialog (spec 02-areas §2.7): a start range and the related flag, then the
// zip saved as `<name>-snapshot.zip`; it shows idle, downloading, done and error (snapshot-download.ts).
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { fetchApi } from '../../../lib/download.ts';
import { useIsOnline } from '../../../lib/query/use-cached-result.ts';
import {
  DEFAULT_SNAPSHOT_START,
  downloadSnapshot,
  saveWithLink,
  SNAPSHOT_STARTS,
  type SnapshotStart,
  type SnapshotState,
} from './snapshot-download.ts';

const START_LABELS: Record<SnapshotStart, string> = {
  '15m': 'Last 15 minutes',
  '1h': 'Last hour',
  '3h': 'Last 3 hours',
  '6h': 'Last 6 hours',
  '12h': 'Last 12 hours',
  '24h': 'Last 24 hours',
  '2d': 'Last 2 days',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
};
const isStart = (v: string): v is SnapshotStart => (SNAPSHOT_STARTS as readonly string[]).includes(v);
export const SNAPSHOT_OFFLINE = 'A snapshot is made by the server; download it when online.';

export function SnapshotDialog({ id, name, onClose }: { id: string; name: string; onClose: () => void }) {
  const online = useIsOnline();
  const [start, setStart] = useState<SnapshotStart>(DEFAULT_SNAPSHOT_START);
  const [related, setRelated] = useState(true);
  const [state, setState] = useState<SnapshotState>({ kind: 'idle' });
  const busy = state.kind === 'downloading';

  const download = async () => {
    const end = await downloadSnapshot(
      { id, name, start, related },
      // fetchApi: in hosted mode, the current organisation's backend with its token.
      { fetch: fetchApi, save: saveWithLink },
      setState,
    );
    if (end.kind === 'error') toast.error(end.message);
  };

  return (
    <Modal
      title={`Snapshot of ${name}`}
      size="sm"
      isOpen
      onOpenChange={(open) => !open && !busy && onClose()}
      footer={
        <>
          <Button onPress={onClose} isDisabled={busy}>
            Close
          </Button>
          <Button variant="primary" isDisabled={busy || !online} onPress={() => void download()}>
            {busy ? 'Downloading...' : 'Download'}
          </Button>
        </>
      }
    >
      <div className="topo-snapshot">
        <Select
          label="Start time"
          selectedKey={start}
          onSelectionChange={(key) => {
            const value = String(key);
            if (isStart(value)) setStart(value);
          }}
          isDisabled={busy}
        >
          {SNAPSHOT_STARTS.map((s) => (
            <SelectItem key={s} id={s}>
              {START_LABELS[s]}
            </SelectItem>
          ))}
        </Select>
        <Checkbox isSelected={related} onChange={setRelated} isDisabled={busy}>
          Include related components and configs
        </Checkbox>
        <p role="status" className="topo-snapshot__state" data-state={state.kind}>
          {!online && SNAPSHOT_OFFLINE}
          {online && state.kind === 'downloading' && 'Downloading snapshot…'}
          {online && state.kind === 'done' && `Downloaded ${state.fileName}`}
          {state.kind === 'error' && (
            <>
              {state.message}
              {state.detail !== null && <span className="topo-snapshot__detail">: {state.detail}</span>}
            </>
          )}
        </p>
      </div>
    </Modal>
  );
}
