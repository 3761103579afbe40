// Placeholder until the component page lands (issue #22).
export function ComponentPage({ id }: { id: string }) {
  return <p>Component {id}</p>;
}
