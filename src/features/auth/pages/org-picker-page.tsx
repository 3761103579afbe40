import { useCallback, useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { ActiveOrg } from '../../../lib/hosted/active-org.ts';
import {
  acceptInvitation,
  createOrganization,
  enterOrganization,
  loadOrgChoices,
  PROVISIONING_MESSAGE,
  type OrgChoices,
} from '../../../lib/hosted/org-choices.ts';
import { AuthCard } from '../auth-layout.tsx';
import './org-picker.css';

type Load = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; choices: OrgChoices };

const messageOf = (e: unknown) => (e instanceof Error ? e.message : 'Something went wrong');

/**
 * The organisation picker (hosted mode, spec 01-core §4): where a signed-in user of no
 * organisation lands. It lists their organisations (one without an instance yet says it is
 * being provisioned), the invitations they may accept, and creating one (in a modal). Choosing
 * or joining one goes to /organizations/orgs-switched.
 */
export function OrgPickerPage() {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const reload = useCallback(() => {
    loadOrgChoices().then(
      (choices) => setLoad({ kind: 'ready', choices }),
      (e: unknown) => setLoad({ kind: 'error', message: messageOf(e) }),
    );
  }, []);
  useEffect(reload, [reload]);

  /** Runs one action at a time; a failure is shown above the lists. */
  const act = async (key: string, run: () => Promise<void>) => {
    if (busy !== null) return;
    setBusy(key);
    setFailure(null);
    try {
      await run();
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setBusy(null);
    }
  };
  const open = (org: ActiveOrg) => act(org.id, () => enterOrganization(org));
  const join = (invitationId: string, orgName: string) =>
    act(invitationId, async () => {
      await acceptInvitation(invitationId);
      const choices = await loadOrgChoices();
      const joined = choices.memberships.find((m) => m.name === orgName)?.org;
      if (joined) await enterOrganization(joined);
      else setLoad({ kind: 'ready', choices });
    });

  return (
    <AuthCard
      title="Choose an organization"
      footer={
        <>
          <Link href="/logout">Sign out</Link>
          <Button variant="ghost" onPress={() => setCreating(true)}>
            Create organization
          </Button>
        </>
      }
    >
      {load.kind === 'loading' && <LoadingBlock />}
      {load.kind === 'error' && <Alert tone="error">{load.message}</Alert>}
      {failure !== null && <Alert tone="error">{failure}</Alert>}
      {load.kind === 'ready' && (
        <>
          {load.choices.memberships.length === 0 && load.choices.invitations.length === 0 && (
            <p className="org-picker__empty">
              You are not a member of any organization yet. Ask an administrator for an invitation, or create
              one.
            </p>
          )}
          {load.choices.memberships.length > 0 && (
            <section aria-labelledby="org-picker-mine">
              <h2 id="org-picker-mine" className="org-picker__heading">
                Your organizations
              </h2>
              <ul className="org-picker__list">
                {load.choices.memberships.map((m) => (
                  <li key={m.id}>
                    <span className="org-picker__name" title={m.name}>
                      {m.name}
                    </span>
                    {m.org === null ? (
                      <span className="org-picker__note">{PROVISIONING_MESSAGE}</span>
                    ) : (
                      <Button
                        size="sm"
                        variant="primary"
                        aria-label={`Open ${m.name}`}
                        isPending={busy === m.id}
                        onPress={() => void open(m.org!)}
                      >
                        Open
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {load.choices.invitations.length > 0 && (
            <section aria-labelledby="org-picker-invited">
              <h2 id="org-picker-invited" className="org-picker__heading">
                Invitations
              </h2>
              <ul className="org-picker__list">
                {load.choices.invitations.map((i) => (
                  <li key={i.id}>
                    <span className="org-picker__name" title={i.orgName}>
                      {i.orgName}
                    </span>
                    <Button
                      size="sm"
                      aria-label={`Join ${i.orgName}`}
                      isPending={busy === i.id}
                      onPress={() => void join(i.id, i.orgName)}
                    >
                      Join
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      <CreateOrgModal
        isOpen={creating}
        onOpenChange={setCreating}
        onCreated={() => {
          setCreating(false);
          reload();
        }}
      />
    </AuthCard>
  );
}

function CreateOrgModal({
  isOpen,
  onOpenChange,
  onCreated,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const create = async () => {
    if (pending) return;
    if (name.trim() === '') return setError('This field is required');
    setPending(true);
    try {
      await createOrganization(name.trim());
      setName('');
      setError(null);
      onCreated();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      title="Create organization"
      size="sm"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={
        <>
          <Button onPress={() => onOpenChange(false)}>Cancel</Button>
          <Button variant="primary" isPending={pending} onPress={() => void create()}>
            Create
          </Button>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <TextField
          label="Name"
          autoFocus
          value={name}
          onChange={setName}
          maxLength={100}
          isInvalid={error !== null}
          errorMessage={error ?? undefined}
        />
      </form>
    </Modal>
  );
}
