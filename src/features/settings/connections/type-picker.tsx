// Add opens the type picker (spec 02-areas §2.13): the 23 connection types, then the
// notification channels, each a button with its icon and name; choosing one opens its form.
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { NOTIFICATION_TYPES, OFFERED_TYPES, type ConnectionTypeDef } from './model/connection-model.ts';
import { ConnectionTypeIcon } from './type-icon.tsx';

const byLabel = (a: ConnectionTypeDef, b: ConnectionTypeDef) => a.label.localeCompare(b.label);

function Tiles({
  title,
  types,
  onPick,
}: {
  title: string;
  types: readonly ConnectionTypeDef[];
  onPick: (t: ConnectionTypeDef) => void;
}) {
  const id = `conn-picker-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className="conn-picker__section" aria-labelledby={id}>
      <h3 id={id} className="conn-picker__heading">
        {title}
      </h3>
      <ul className="conn-picker__grid">
        {[...types].sort(byLabel).map((t) => (
          <li key={t.value}>
            <Button variant="secondary" className="conn-picker__tile" onPress={() => onPick(t)}>
              <ConnectionTypeIcon type={t.value} />
              <span className="conn-picker__label" title={t.label}>
                {t.label}
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TypePicker({
  onPick,
  onClose,
}: {
  onPick: (t: ConnectionTypeDef) => void;
  onClose: () => void;
}) {
  return (
    <Modal
      title="Add Connection"
      size="lg"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <div className="conn-picker">
        <Tiles title="Connection types" types={OFFERED_TYPES} onPick={onPick} />
        <Tiles title="Notification channels" types={NOTIFICATION_TYPES} onPick={onPick} />
      </div>
    </Modal>
  );
}
