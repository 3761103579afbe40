// Related catalogue items (spec 02-areas §2.7): the configs linked to the component, each a link to
// /catalog/<id>; a user who may write links another (LinkConfigDialog) or unlinks a manual link
// ('Deleted config link successfully', or the server's message).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useIsOnline } from '../../../lib/query/use-cached-result.ts';
import { useLiveQuery } from '../../../sync/client/hooks.tsx';
import { configItems } from '../../../sync/collections/config-items.ts';
import { componentConfigsQuery, unlinkConfig, type ComponentConfigLink } from './component-api.ts';
import { LinkConfigDialog } from './link-config-dialog.tsx';
import { toneOf } from './online-panels.tsx';
import { Panel, PanelLink, onlineState } from './panel.tsx';
import { rowsByIdsQuery } from './queries.ts';

export const UNLINK_SUCCESS = 'Deleted config link successfully';

export function RelatedConfigsPanel({ componentId, mayWrite }: { componentId: string; mayWrite: boolean }) {
  const query = useQuery(componentConfigsQuery(componentId));
  const links = query.data ?? [];
  const local = useLiveQuery(configItems, rowsByIdsQuery(links.map((l) => l.config_id))).result?.rows ?? [];
  const names = new Map(local.map((c) => [c.id, c]));
  const [linking, setLinking] = useState(false);
  const [confirm, setConfirm] = useState<ComponentConfigLink | null>(null);
  const online = useIsOnline();
  const client = useQueryClient();
  const unlink = useMutation({
    mutationFn: (link: ComponentConfigLink) => unlinkConfig(componentId, link.config_id),
    onSuccess: async () => {
      toast.success(UNLINK_SUCCESS);
      await client.invalidateQueries({ queryKey: ['topology'] });
    },
    onError: (e) => toast.error(e.message),
  });
  const nameOf = (l: ComponentConfigLink) => l.config?.name ?? names.get(l.config_id)?.name ?? l.config_id;

  return (
    <>
      <Panel
        title="Catalog"
        count={links.length}
        state={onlineState(query)}
        query={query}
        actions={
          mayWrite && (
            <Button size="sm" onPress={() => setLinking(true)}>
              Link to Catalog item
            </Button>
          )
        }
      >
        {links.map((l) => {
          const health = l.config?.health ?? names.get(l.config_id)?.health ?? null;
          const type = l.config?.type ?? names.get(l.config_id)?.type ?? null;
          return (
            <li key={l.config_id} className="topo-panel__row">
              <Badge tone={toneOf(health)} dot>
                {health ?? 'unknown'}
              </Badge>
              <PanelLink href={`/catalog/${encodeURIComponent(l.config_id)}`} text={nameOf(l)} />
              <span className="topo-panel__meta">{type}</span>
              {mayWrite && l.selector_id === 'manual' && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Unlink ${nameOf(l)}`}
                  isDisabled={!online}
                  onPress={() => setConfirm(l)}
                >
                  Unlink
                </Button>
              )}
            </li>
          );
        })}
      </Panel>
      {linking && (
        <LinkConfigDialog
          componentId={componentId}
          linked={links.map((l) => l.config_id)}
          onClose={() => setLinking(false)}
        />
      )}
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
                onPress={() => unlink.mutate(confirm, { onSettled: () => setConfirm(null) })}
              >
                Delete
              </Button>
            </>
          )}
        >
          Are you sure you want to delete the link to {nameOf(confirm)}?
        </Modal>
      )}
    </>
  );
}
