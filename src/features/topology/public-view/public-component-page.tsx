// Placeholder until the read-only component view lands (issue #22).
export function PublicComponentPage({ id }: { id: string }) {
  return <p>Component {id}</p>;
}
