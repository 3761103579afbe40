import { Button } from '../../../components/ui/button.tsx';
import { useCurrentUser } from '../../../lib/access/use-access.ts';
import { useMutate } from '../../../sync/client/hooks.tsx';
import { createHypothesis } from '../../../sync/mutators/hypotheses.ts';
import { NEW_HYPOTHESIS_STATUS } from '../model/incident-rules.ts';
import { HypothesisNodeView, type NodeContext } from './hypothesis-node.tsx';
import { useIncidentAccess } from './use-incident-access.ts';

export function ActionPlanTab({ ctx }: { ctx: NodeContext }) {
  const mutate = useMutate();
  const user = useCurrentUser();
  const { editIncident } = useIncidentAccess();
  const addRoot = () => {
    if (user === undefined) return;
    void mutate(createHypothesis, {
      id: crypto.randomUUID(),
      incident_id: ctx.incident.id,
      parent_id: null,
      type: 'root',
      title: ctx.incident.title,
      status: NEW_HYPOTHESIS_STATUS,
      created_by: user.id,
      created_at: new Date().toISOString(),
      label: ctx.incident.incident_id ?? ctx.incident.title,
    });
  };
  return (
    <div className="incident-action-plan">
      {ctx.tree.length === 0 ? (
        <p className="incidents-muted">
          No hypotheses yet.{' '}
          {editIncident && (
            <Button size="sm" onPress={addRoot}>
              Add root hypothesis
            </Button>
          )}
        </p>
      ) : (
        <ul className="incident-tree" aria-label="Hypotheses">
          {ctx.tree.map((n) => (
            <HypothesisNodeView key={n.row.id} node={n} ctx={ctx} />
          ))}
        </ul>
      )}
    </div>
  );
}
