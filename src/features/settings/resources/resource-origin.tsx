// Why a settings resource cannot be edited here (spec 02-areas §4): "A resource with source not
// UI (or not empty) is read-only for name, labels, schedule and spec … Sources starting with
// 'component' or 'kubernetes' show a linked-to note; a ConfigFile source shows 'Linked to local
// file'; any other non-UI source shows a source link", and "When the resource belongs to an agent
// (id other than all zeros) an agent link replaces the form footer".
import { Link } from '../../../components/ui/link.tsx';
import { agents } from '../../../sync/collections/agents.ts';
import { useRow } from '../../../sync/client/hooks.tsx';
import { isReadOnlySource } from './resource-model.ts';

/** The linked-to words for a source other than the console, or undefined for a source link. */
export function linkedToWords(source: string): string | undefined {
  const lower = source.toLowerCase();
  if (lower.startsWith('component')) return `Linked to a topology component (${source})`;
  if (lower.startsWith('kubernetes')) return `Linked to a Kubernetes resource (${source})`;
  if (source === 'ConfigFile') return 'Linked to local file';
  return undefined;
}

export function SourceNote({ source }: { source: string | null }) {
  if (source === null || !isReadOnlySource(source)) return null;
  const words = linkedToWords(source);
  return (
    <p className="resources-note" role="note">
      {words ?? (
        <>
          Managed outside the console, source:{' '}
          {/^https?:\/\//.test(source) ? <Link href={source}>{source}</Link> : <code>{source}</code>}
        </>
      )}
      . It is read-only here.
    </p>
  );
}

export function AgentLink({ agentId }: { agentId: string }) {
  const { row } = useRow(agents, agentId);
  return (
    <p className="resources-note resources-agent" role="note">
      Runs on agent{' '}
      <Link href={`/settings/agents?id=${encodeURIComponent(agentId)}`}>{row?.name ?? agentId}</Link>; it is
      changed there.
    </p>
  );
}
