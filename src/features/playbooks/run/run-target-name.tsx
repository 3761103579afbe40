// The resource a run acts on, named from local data (a config item, a component or a check).
import { useRow } from '../../../sync/client/hooks.tsx';
import { checks } from '../../../sync/collections/checks.ts';
import { components } from '../../../sync/collections/components.ts';
import { configItems } from '../../../sync/collections/config-items.ts';
import type { RunTarget } from '../api.ts';

export function RunTargetName({ target, bare = false }: { target: RunTarget; bare?: boolean }) {
  const config = useRow(configItems, target.config_id).row;
  const component = useRow(components, target.component_id).row;
  const check = useRow(checks, target.check_id).row;
  const [label, name] =
    target.config_id !== undefined
      ? ['Config item', config?.name ?? target.config_id]
      : target.component_id !== undefined
        ? ['Component', component?.name ?? target.component_id]
        : target.check_id !== undefined
          ? ['Health check', check?.name ?? target.check_id]
          : ['', ''];
  if (label === '') return null;
  if (bare) return <span title={name ?? undefined}>{name}</span>;
  return (
    <p className="run-dialog__target">
      {label}: <strong>{name}</strong>
    </p>
  );
}
