// A team's Members tab (spec 02-areas §2.13 "Team detail, Members tab: add members (at least one
// must be selected), remove a member; empty state 'You haven't added any team members to the team
// yet.'"). The members are an online read kept in the query cache (marked as cached offline);
// adds and removals queue in the outbox and show at once as Pending / Removing. Add and Remove
// are offered only with write permission on the team's resource.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { LoadingBlock } from '../../../../components/ui/spinner.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../../components/ui/table.tsx';
import { CachedBadge } from '../../../../lib/query/cached-badge.tsx';
import type { PersonRow } from '../../../../sync/collections/people.ts';
import { AddMembersDialog } from './add-members-dialog.tsx';
import { teamMembersQuery } from './members-query.ts';
import { memberViews } from './pending-members.ts';
import { useMemberWrites } from './use-member-writes.ts';

export const NO_MEMBERS = "You haven't added any team members to the team yet.";
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function TeamMembersTab({
  team,
  people,
  mayWrite,
}: {
  team: { id: string; name: string };
  people: readonly PersonRow[];
  mayWrite: boolean;
}) {
  const query = useQuery(teamMembersQuery(team.id));
  const writes = useMemberWrites(team, people);
  const [adding, setAdding] = useState(false);

  const members = useMemo(
    () =>
      memberViews(
        (query.data ?? []).map((m) => ({
          person_id: m.person_id,
          name: m.person?.name ?? m.person_id,
          email: m.person?.email ?? null,
        })),
        writes.pending,
      ),
    [query.data, writes.pending],
  );
  const candidates = useMemo(() => {
    const inTeam = new Set(members.filter((m) => m.pending !== 'remove').map((m) => m.personId));
    // People without an email are system users (spec 01-core), not team members.
    return people.filter((p) => p.email !== null && p.deleted_at === null && !inTeam.has(p.id));
  }, [members, people]);

  // Offline without a cached answer the read is paused, not loading: that says so below.
  if (query.data === undefined && query.fetchStatus === 'fetching') return <LoadingBlock />;
  if (query.data === undefined && query.error !== null)
    return (
      <Alert
        tone="error"
        title="Could not load the team members"
        actions={<Button onPress={() => void query.refetch()}>Retry</Button>}
      >
        {messageOf(query.error)}
      </Alert>
    );

  return (
    <div className="resources-members">
      <div className="resources-members__bar">
        {mayWrite && (
          <Button variant="primary" size="sm" onPress={() => setAdding(true)}>
            Add Members
          </Button>
        )}
        <CachedBadge query={query} />
      </div>
      {query.data === undefined && members.length === 0 ? (
        <p role="status" className="resources-note">
          The team members have not been read on this device yet; they appear once you are back online.
        </p>
      ) : members.length === 0 ? (
        <p className="resources-empty" role="status">
          {NO_MEMBERS}
        </p>
      ) : (
        <Table aria-label="Team members" className="resources-table">
          <TableHeader>
            <Column isRowHeader className="resources-col--member">
              Name
            </Column>
            <Column className="resources-col--email">Email</Column>
            <Column className="resources-col--actions">
              <span className="resources-visually-hidden">Actions</span>
            </Column>
          </TableHeader>
          <TableBody items={members}>
            {(m) => (
              <Row id={m.personId} className="resources-row">
                <Cell className="resources-cell">
                  <span className="resources-name">
                    <span className="resources-clip" title={m.name}>
                      {m.name}
                    </span>
                    {m.pending === 'add' && (
                      <Badge tone="accent" title="Waiting to be sent to the server">
                        Pending
                      </Badge>
                    )}
                    {m.pending === 'remove' && (
                      <Badge tone="warning" title="Waiting to be sent to the server">
                        Removing
                      </Badge>
                    )}
                  </span>
                </Cell>
                <Cell className="resources-cell">
                  <span className="resources-clip" title={m.email ?? ''}>
                    {m.email ?? ''}
                  </span>
                </Cell>
                <Cell className="resources-cell resources-cell--actions">
                  {mayWrite && m.pending === undefined && (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Remove ${m.name}`}
                      onPress={() => void writes.remove(m)}
                    >
                      Remove
                    </Button>
                  )}
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}
      {adding && (
        <AddMembersDialog candidates={candidates} onAdd={writes.add} onClose={() => setAdding(false)} />
      )}
    </div>
  );
}
