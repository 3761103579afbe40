// Placeholder until the logs page lands (issue #22).
export function LogsPage() {
  return <p>Logs</p>;
}
