import { useQuery } from '@tanstack/react-query';
import { serverHealthQuery } from './server-status.ts';

/** Landing screen until the shell (identity issue) replaces it: says whether the backend answers. */
export function HomePage() {
  const health = useQuery(serverHealthQuery());
  return (
    <main className="page">
      <h1>Mission Control</h1>
      <section aria-labelledby="backend-heading">
        <h2 id="backend-heading">Backend</h2>
        {health.isPending && <p role="status">Connecting to the backend…</p>}
        {health.isError && (
          <p role="alert">
            The backend did not answer: {health.error.message}.{' '}
            <button type="button" onClick={() => void health.refetch()}>
              Try again
            </button>
          </p>
        )}
        {health.isSuccess && (
          <p role="status">
            Connected. Database: {health.data.database === 'pglite' ? 'embedded Postgres' : 'Postgres server'}, answered in{' '}
            {health.data.db_ms} ms.
          </p>
        )}
      </section>
    </main>
  );
}
