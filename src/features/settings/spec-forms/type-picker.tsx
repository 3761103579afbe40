// The type picker before a new health check or scraper (spec 02-areas §2.13 "Add opens a type
// picker then a form"): one button per type; Enter or a click opens that type's form.
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import './spec-forms.css';

export function TypePicker({
  title,
  types,
  onPick,
  onClose,
}: {
  title: string;
  types: readonly { id: string; label: string }[];
  onPick: (id: string) => void;
  onClose: () => void;
}) {
  return (
    <Modal
      title={title}
      size="lg"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <ul className="spec-type-picker" aria-label="Types">
        {types.map((t) => (
          <li key={t.id}>
            <Button onPress={() => onPick(t.id)}>{t.label}</Button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
