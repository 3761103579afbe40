// The editor's problems as a list under it, each with its line: readable without hovering the
// underline, announced politely to a screen reader, and a click puts the cursor on the line.
import type { SpecDiagnostic } from '../../../lib/spec-validation/index.ts';

const SHOWN = 5;

export function SpecProblems({
  diagnostics,
  onPick,
}: {
  diagnostics: readonly SpecDiagnostic[];
  onPick: (diagnostic: SpecDiagnostic) => void;
}) {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  const summary =
    diagnostics.length === 0
      ? ''
      : [
          errors > 0 ? `${errors} ${errors === 1 ? 'error' : 'errors'}` : '',
          warnings > 0 ? `${warnings} ${warnings === 1 ? 'warning' : 'warnings'}` : '',
        ]
          .filter((s) => s !== '')
          .join(', ');
  return (
    <div className="spec-problems" role="status" aria-live="polite">
      {diagnostics.length > 0 && (
        <>
          <p className="spec-problems__summary">{summary}</p>
          <ul className="spec-problems__list">
            {diagnostics.slice(0, SHOWN).map((d) => (
              <li key={`${d.line}:${d.column}:${d.message}`} data-severity={d.severity}>
                <button type="button" className="spec-problems__item" onClick={() => onPick(d)}>
                  <span className="spec-problems__where">Line {d.line}</span>
                  <span className="spec-problems__message">{d.message}</span>
                </button>
              </li>
            ))}
          </ul>
          {diagnostics.length > SHOWN && (
            <p className="spec-problems__more">and {diagnostics.length - SHOWN} more</p>
          )}
        </>
      )}
    </div>
  );
}
