// Why a health check or scraper cannot be edited here (spec 02-areas §4): "A resource with source
// not UI (or not empty) is read-only … Sources starting with 'component' or 'kubernetes' show a
// linked-to note; a ConfigFile source shows 'Linked to local file'; any other non-UI source shows
// a source link", and "When the resource belongs to an agent (id other than all zeros) an agent
// link replaces the form footer".
import { Link } from '../../../components/ui/link.tsx';

export const NO_AGENT = '00000000-0000-0000-0000-000000000000';

/** Only resources made in the console (source empty or UI) may be edited here. */
export function isForeignSource(source: string | null | undefined): boolean {
  return source !== null && source !== undefined && source !== '' && source !== 'UI';
}

export const belongsToAgent = (agentId: string | null | undefined): agentId is string =>
  agentId !== null && agentId !== undefined && agentId !== '' && agentId !== NO_AGENT;

export function SourceNote({ source }: { source: string | null | undefined }) {
  if (!isForeignSource(source) || source === null || source === undefined) return null;
  const lower = source.toLowerCase();
  const words = lower.startsWith('component')
    ? `Linked to a topology component (${source}); edit it there.`
    : lower.startsWith('kubernetes')
      ? `Linked to a Kubernetes resource (${source}); edit it there.`
      : source === 'ConfigFile'
        ? 'Linked to local file'
        : undefined;
  return (
    <p className="resources-note" role="note">
      {words ?? (
        <>
          Managed outside the console; source:{' '}
          {/^https?:\/\//.test(source) ? <Link href={source}>{source}</Link> : <code>{source}</code>}
        </>
      )}
    </p>
  );
}

export function AgentLink({ agentId, agentName }: { agentId: string; agentName?: string | null }) {
  return (
    <p className="resources-note" role="note">
      Runs on the agent{' '}
      <Link href={`/settings/agents?id=${encodeURIComponent(agentId)}`}>{agentName ?? agentId}</Link>; it is
      edited there.
    </p>
  );
}
