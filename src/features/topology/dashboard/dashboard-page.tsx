// Placeholder until the Dashboard lands (issue #22).
export function TopologyDashboardPage() {
  return <p>Dashboard</p>;
}
