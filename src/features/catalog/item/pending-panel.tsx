/** Stand-in for a sub-tab whose panel another part of the catalogue has not delivered yet. */
export function PendingPanel({ what }: { what: string }) {
  return <p className="config-item__offline">{what} for this config are not available in this build yet.</p>;
}
