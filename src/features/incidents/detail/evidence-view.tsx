import type { EvidenceRow } from '../../../sync/collections/evidences.ts';
import { codeContext } from '../model/code-context.ts';
import { evidenceSubject } from '../model/evidence-wizard.ts';
import { labelOf } from '../model/incident-rules.ts';
import { IncidentPendingBadge } from './badges.tsx';

export function EvidenceView({ row }: { row: EvidenceRow }) {
  const code = codeContext(row.evidence);
  const subject = evidenceSubject(row.evidence, row.description);
  return (
    <div className="incident-evidence">
      <div className="incident-evidence__head">
        <span className="incident-tag">{labelOf(row.type)}</span> {row.description}
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
