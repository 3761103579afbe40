import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useCan } from '../../../lib/access/use-access.ts';
import { componentLinksQuery, deleteComponentLink, type ComponentLink } from './relationships-api.ts';

/** Components linked to the config; manual links can be unlinked after a confirmation. */
export function ComponentLinks({ configId }: { configId: string }) {
  const query = useQuery(componentLinksQuery(configId));
  const client = useQueryClient();
  const [confirm, setConfirm] = useState<ComponentLink | null>(null);
  // config_component_relationships is guarded by `topologies` on the server (server/access/resources.ts).
  const mayUnlink = useCan('topologies', 'write');
  const unlink = useMutation({
    mutationFn: deleteComponentLink,
    onSuccess: async () => {
      toast.success('Deleted config link successfully');
      await client.invalidateQueries({ queryKey: componentLinksQuery(configId).queryKey });
    },
    onError: (e) => toast.error(e.message),
  });
  // A failed read says so (with Retry) rather than looking like a config with no linked component.
  if (query.isError)
    return (
      <section aria-label="Linked components" className="rel-components">
        <h3 className="rel-heading">Linked components</h3>
        <p role="alert" className="rel-muted">
          The linked components could not be loaded: {query.error.message}{' '}
          <Button size="sm" variant="ghost" onPress={() => void query.refetch()}>
            Retry
          </Button>
        </p>
      </section>
    );
  if (query.isPending || query.data.length === 0) return null;
  return (
    <section aria-label="Linked components" className="rel-components">
      <h3 className="rel-heading">Linked components</h3>
      <ul className="rel-components__list">
        {query.data.map((l) => (
          <li key={l.component_id}>
            <Link href={`/topology/${l.component_id}`}>{l.component?.name ?? l.component_id}</Link>
            <span className="rel-muted"> {l.component?.type}</span>
            {mayUnlink && l.selector_id === 'manual' && (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Unlink ${l.component?.name ?? l.component_id}`}
                onPress={() => setConfirm(l)}
              >
                Unlink
              </Button>
            )}
          </li>
        ))}
      </ul>
      {confirm !== null && (
        <Modal
          title="Delete config link"
          role="alertdialog"
          size="sm"
          isOpen
          onOpenChange={(open) => !open && setConfirm(null)}
          footer={(close) => (
            <>
              <Button onPress={close}>Cancel</Button>
              <Button
                variant="danger"
                isDisabled={unlink.isPending}
                onPress={() => {
                  unlink.mutate(confirm, { onSettled: () => setConfirm(null) });
                }}
              >
                Delete
              </Button>
            </>
          )}
        >
          Are you sure you want to delete this config link
        </Modal>
      )}
    </section>
  );
}
