import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ErrorView } from './error-view.tsx';
import { usePageTitle } from '../../lib/page-title.ts';

/** A route's `errorComponent`: the error in place of the page, with a retry that re-runs it. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  usePageTitle('Error');
  const queryReset = useQueryErrorResetBoundary();
  return (
    <ErrorView
      error={error}
      onRetry={() => {
        queryReset.reset();
        reset();
      }}
    />
  );
}
