import { Link } from '../../../components/ui/link.tsx';
import { useRow } from '../../../sync/client/hooks.tsx';
import { checks } from '../../../sync/collections/checks.ts';
import { components } from '../../../sync/collections/components.ts';
import { configItems } from '../../../sync/collections/config-items.ts';
import type { EvidenceRow } from '../../../sync/collections/evidences.ts';
import { codeContext } from '../model/code-context.ts';
import { evidenceHref, evidenceText } from '../model/evidence-link.ts';
import { evidenceSubject } from '../model/evidence-wizard.ts';
import { labelOf } from '../model/incident-rules.ts';
import { IncidentPendingBadge } from './badges.tsx';

/**
 * The name of what an evidence points at, from local data: shown when its description says no
 * more than its type ("Topology"). Mounted only then, so a long plan does not query per row.
 */
function PointedName({ row }: { row: EvidenceRow }) {
  const component = useRow(components, row.component_id ?? undefined).row;
  const check = useRow(checks, row.component_id ? undefined : (row.check_id ?? undefined)).row;
  const config = useRow(
    configItems,
    row.component_id || row.check_id ? undefined : (row.config_id ?? undefined),
  ).row;
  const name = component?.name ?? check?.name ?? config?.name ?? null;
  return <>{evidenceText(row, name ?? labelOf(row.type))}</>;
}

export function EvidenceView({ row }: { row: EvidenceRow }) {
  const code = codeContext(row.evidence);
  const subject = evidenceSubject(row.evidence, row.description);
  const href = evidenceHref(row);
  // Its own words, unless they say no more than its type: then the name of what it points at.
  const own = evidenceText(row, null);
  const sayNothing = own === '' || own.toLowerCase() === labelOf(row.type).toLowerCase();
  const words = sayNothing ? <PointedName row={row} /> : own;
  return (
    <div className="incident-evidence">
      <div className="incident-evidence__head">
        <span className="incident-tag">{labelOf(row.type)}</span>{' '}
        {href === null ? words : <Link href={href}>{words}</Link>}
        {subject !== null && <span className="incidents-muted"> ({subject})</span>}{' '}
        <IncidentPendingBadge row={row} />
      </div>
      {code !== null && (
        <pre className="incident-evidence__code">
          {code.map((l) => (
            <div key={l.number} data-selected={l.selected || undefined}>
              <span className="incident-evidence__ln">{l.number}</span> {l.text}
            </div>
          ))}
        </pre>
      )}
    </div>
  );
}
