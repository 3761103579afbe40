// One node of the Action Plan tree: title (saved after 1 s), status, disprove, delete, add child,
// add evidence (the wizard), its evidence and comments.
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import { useCurrentUser } from '../../../lib/access/use-access.ts';
import { useMutate } from '../../../sync/client/hooks.tsx';
import type { CommentRow } from '../../../sync/collections/comments.ts';
import type { EvidenceRow } from '../../../sync/collections/evidences.ts';
import { HYPOTHESIS_STATUSES } from '../../../sync/collections/hypotheses.ts';
import type { IncidentRow } from '../../../sync/collections/incidents.ts';
import {
  createHypothesis,
  deleteHypothesisPart,
  updateHypothesis,
} from '../../../sync/mutators/hypotheses.ts';
import {
  childTypeOf,
  labelOf,
  NEW_HYPOTHESIS_STATUS,
  SHOWN_HYPOTHESIS_STATUS,
} from '../model/incident-rules.ts';
import { subtreeDeepestFirst, type HypothesisNode } from '../model/tree.ts';
import { hypothesisName } from '../model/changelog.ts';
import { AddEvidenceDialog } from './add-evidence-dialog.tsx';
import { IncidentPendingBadge } from './badges.tsx';
import { CommentText } from './comment-text.tsx';
import { EvidenceView } from './evidence-view.tsx';
import { useDebouncedSave } from './use-debounced-save.ts';
import { useIncidentAccess } from './use-incident-access.ts';

export interface NodeContext {
  incident: IncidentRow;
  tree: HypothesisNode[];
  comments: readonly CommentRow[];
  evidences: readonly EvidenceRow[];
}

export function HypothesisNodeView({ node, ctx }: { node: HypothesisNode; ctx: NodeContext }) {
  const { row } = node;
  const mutate = useMutate();
  const user = useCurrentUser();
  const access = useIncidentAccess();
  const label = ctx.incident.incident_id ?? ctx.incident.title;
  const [title, setTitle] = useState(row.title);
  const [dirty, setDirty] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [addingEvidence, setAddingEvidence] = useState(false);
  const edit = (patch: { title?: string; status?: string }) => {
    const previous: Record<string, unknown> = {};
    for (const key of Object.keys(patch) as ('title' | 'status')[]) previous[key] = row[key];
    void mutate(updateHypothesis, {
      id: row.id,
      patch,
      previous,
      base_updated_at: row.local_pending?.base_updated_at ?? row.updated_at,
      label,
    });
  };
  useDebouncedSave(title, dirty, 1000, (value) => {
    setDirty(false);
    if (value !== row.title) edit({ title: value });
  });
  const child = childTypeOf(row.type);
  const nodeEvidence = ctx.evidences.filter((e) => e.hypothesis_id === row.id);
  const nodeComments = ctx.comments.filter((c) => c.hypothesis_id === row.id);

  const addChild = () => {
    if (child === null || user === undefined) return;
    void mutate(createHypothesis, {
      id: crypto.randomUUID(),
      incident_id: row.incident_id,
      parent_id: row.id,
      type: child,
      title: '',
      status: NEW_HYPOTHESIS_STATUS,
      created_by: user.id,
      created_at: new Date().toISOString(),
      label,
    });
  };

  const remove = async () => {
    setConfirming(false);
    for (const h of subtreeDeepestFirst(ctx.tree, row.id)) {
      const cs = ctx.comments.filter((c) => c.hypothesis_id === h.id);
      const es = ctx.evidences.filter((e) => e.hypothesis_id === h.id);
      try {
        await mutate(deleteHypothesisPart, {
          hypothesis_id: h.id,
          part: 'comments',
          removed: { hypotheses: [], comments: [...cs], evidences: [] },
          label,
        });
        await mutate(deleteHypothesisPart, {
          hypothesis_id: h.id,
          part: 'evidences',
          removed: { hypotheses: [], comments: [], evidences: [...es] },
          label,
        });
        await mutate(deleteHypothesisPart, {
          hypothesis_id: h.id,
          part: 'hypothesis',
          removed: { hypotheses: [h], comments: [], evidences: [] },
          label,
        });
      } catch (error) {
        console.error('Hypothesis deletion failed', error); // spec §8: logged only
      }
    }
  };

  return (
    <li
      className="incident-hypothesis"
      data-type={row.type}
      aria-label={`${labelOf(row.type)}: ${hypothesisName(row)}`}
    >
      <div className="incident-hypothesis__row">
        <span className="incident-tag">{labelOf(row.type)}</span>
        {!access.editIncident ? (
          <span className="incident-hypothesis__title">{hypothesisName(row)}</span>
        ) : (
          <input
            className="incident-hypothesis__title"
            aria-label={`${labelOf(row.type)} title`}
            placeholder={hypothesisName({ title: '', type: row.type })}
            value={dirty ? title : row.title}
            onChange={(e) => {
              setTitle(e.target.value);
              setDirty(true);
            }}
          />
        )}
        <IncidentPendingBadge row={row} />
        {access.editIncident ? (
          <Select
            aria-label={`${labelOf(row.type)} status`}
            selectedKey={row.status === '' ? SHOWN_HYPOTHESIS_STATUS : row.status}
            onSelectionChange={(k) => edit({ status: String(k) })}
          >
            {HYPOTHESIS_STATUSES.map((s) => (
              <SelectItem key={s} id={s}>
                {labelOf(s)}
              </SelectItem>
            ))}
          </Select>
        ) : (
          <span className="incident-tag">
            {labelOf(row.status === '' ? SHOWN_HYPOTHESIS_STATUS : row.status)}
          </span>
        )}
        {access.editIncident && row.status !== 'disproven' && (
          <Button size="sm" onPress={() => edit({ status: 'disproven' })}>
            Disprove
          </Button>
        )}
        {access.editIncident && (
          <Button size="sm" variant="ghost" onPress={() => setConfirming(true)}>
            Delete
          </Button>
        )}
        {access.editIncident && child !== null && (
          <Button size="sm" onPress={addChild}>
            Add {child}
          </Button>
        )}
        {access.evidence && (
          <Button size="sm" onPress={() => setAddingEvidence(true)}>
            Add evidence
          </Button>
        )}
      </div>
      <div className="incident-hypothesis__body">
        {nodeEvidence.length === 0 ? (
          <p className="incidents-muted">No Evidence</p>
        ) : (
          nodeEvidence.map((e) => <EvidenceView key={e.id} row={e} />)
        )}
        {nodeComments.length > 0 && (
          <ul className="incident-hypothesis__comments">
            {nodeComments.map((c) => (
              <li key={c.id}>
                <strong>{c.author?.name ?? ''}</strong> <CommentText text={c.comment} />{' '}
                <IncidentPendingBadge row={c} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {node.children.length > 0 && (
        <ul className="incident-tree">
          {node.children.map((n) => (
            <HypothesisNodeView key={n.row.id} node={n} ctx={ctx} />
          ))}
        </ul>
      )}
      {addingEvidence && (
        <AddEvidenceDialog
          incident={ctx.incident}
          hypothesis={row}
          existing={nodeEvidence}
          onClose={() => setAddingEvidence(false)}
        />
      )}
      {confirming && (
        <Modal
          title="Delete hypothesis?"
          role="alertdialog"
          isOpen
          onOpenChange={(open) => {
            if (!open) setConfirming(false);
          }}
          footer={
            <>
              <Button onPress={() => setConfirming(false)}>Cancel</Button>
              <Button variant="danger" onPress={() => void remove()}>
                Delete
              </Button>
            </>
          }
        >
          <p>The hypothesis, what is under it, and their comments and evidence are deleted.</p>
        </Modal>
      )}
    </li>
  );
}
