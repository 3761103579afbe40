// The list area's loading, error and empty states (useLocalList with state/list-state.ts's words decides which).
import { Skeleton, Spinner } from '../../../components/ui/spinner.tsx';
import type { ListState } from '../state/list-state.ts';

/**
 * Renders loading and error; for `empty` only the note (the table or cards show 'No data
 * available' themselves, under their headers); nothing for `rows`.
 */
export function ListStatus({ state }: { state: ListState }) {
  switch (state.kind) {
    case 'rows':
      return null;
    case 'error':
      return (
        <p role="alert" className="health-error">
          Could not query the local checks: {state.message}
        </p>
      );
    case 'loading':
      return (
        <div className="health-loading" role="status" aria-label="Loading checks">
          <span className="health-loading__line">
            <Spinner label="Loading checks" /> <span aria-hidden="true">Loading checks…</span>
          </span>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={28} />
          ))}
        </div>
      );
    case 'empty':
      return state.note === undefined ? null : (
        <p className="health-muted" role="status">
          {state.note}
        </p>
      );
  }
}
