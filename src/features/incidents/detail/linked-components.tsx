// The strip of topology components linked from the incident's evidence.
import { Link } from '../../../components/ui/link.tsx';
import { useLiveQuery } from '../../../sync/client/hooks.tsx';
import { components } from '../../../sync/collections/components.ts';
import type { EvidenceRow } from '../../../sync/collections/evidences.ts';
import { componentsByIdQuery } from '../model/queries.ts';

export function LinkedComponents({ evidences }: { evidences: readonly EvidenceRow[] }) {
  const ids = [...new Set(evidences.flatMap((e) => (e.component_id ? [e.component_id] : [])))];
  const rows = useLiveQuery(components, componentsByIdQuery(ids)).result?.rows ?? [];
  if (ids.length === 0) return null;
  return (
    <ul className="incident-components" aria-label="Linked components">
      {ids.map((id) => (
        <li key={id}>
          <Link variant="quiet" href={`/topology/${id}`}>
            {rows.find((c) => c.id === id)?.name ?? id}
          </Link>
        </li>
      ))}
    </ul>
  );
}
