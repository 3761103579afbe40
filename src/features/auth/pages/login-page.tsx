import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { safeReturnTo, withQuery } from '../../../lib/identity/redirects.ts';
import { AuthCard } from '../auth-layout.tsx';
import { FlowForm, FlowMessages } from '../flow/flow-form.tsx';
import type { UiText } from '../../../lib/identity/flow-schema.ts';
import { buildBody, flowLevelError, initialValues, messageText } from '../flow/nodes.ts';
import { useFlow, useGo } from '../flow/use-flow.ts';
import type { LoginSearch } from '../search.ts';
import { useRegistrationOpen } from './use-registration-open.ts';

/** The page title for the login variant (spec 01-core §2). */
export function loginTitle(search: { refresh?: string | undefined; aal?: string | undefined }): string {
  if (search.aal === 'aal2') return 'Two-Factor Authentication';
  if (search.refresh === 'true') return 'Confirm Action';
  return 'Sign In to your account';
}

/** /login: password sign-in, re-authentication (refresh=true) and the second factor (aal=aal2). */
export function LoginPage({ search }: { search: LoginSearch }) {
  const go = useGo();
  // Credentials from the URL are used once and dropped from the address bar with the first replace.
  const credentials = useRef(
    search.username !== undefined && search.password !== undefined
      ? { username: search.username, password: search.password }
      : null,
  );
  // The failure said as a toast (spec); the form does not repeat it as a banner.
  const [toasted, setToasted] = useState<UiText | undefined>(undefined);
  const query = { flow: search.flow, return_to: search.return_to, refresh: search.refresh, aal: search.aal };
  const { flow, version, submit } = useFlow({
    kind: 'login',
    query,
    create: { returnTo: search.return_to, refresh: search.refresh === 'true', aal: search.aal },
  });
  const title = loginTitle({
    refresh: flow?.refresh === true ? 'true' : search.refresh,
    aal: flow?.requested_aal ?? search.aal,
  });

  async function onSubmit(body: Record<string, unknown>): Promise<void> {
    const result = await submit(body);
    if (result.kind === 'flow') {
      const message = flowLevelError(result.flow);
      setToasted(message);
      if (message !== undefined) toast.error(messageText(message));
    } else if (result.kind === 'done') {
      toast.success('Login successful');
      const next = result.completion.continueWith.find(
        (c) => c.redirectBrowserTo !== undefined,
      )?.redirectBrowserTo;
      go(safeReturnTo(search.return_to ?? next, location.origin));
    }
  }

  // Submits the remembered credentials once, with the first flow shown (they are taken on use).
  const submitRemembered = useEffectEvent((shown: NonNullable<typeof flow>) => {
    const c = credentials.current;
    if (c === null) return;
    credentials.current = null;
    const values = { ...initialValues(shown.ui.nodes), identifier: c.username, password: c.password };
    void onSubmit(buildBody(shown.ui.nodes, values, { name: 'method', value: 'password' }));
  });
  useEffect(() => {
    if (flow !== null) submitRemembered(flow);
  }, [flow]);

  const secondStep = title !== 'Sign In to your account';
  // Asked once the login flow is shown: its answer set the CSRF cookie, which a registration flow
  // created at the same moment would otherwise set anew (and the sign-in would then be refused).
  const registrationOpen = useRegistrationOpen(!secondStep && flow !== null);
  return (
    <AuthCard
      title={title}
      footer={
        <>
          {!secondStep && <Link href="/recovery">Reset password</Link>}
          {!secondStep && registrationOpen && <Link href="/registration">Create account</Link>}
          {secondStep && <Link href={withQuery('/logout', {})}>Sign out</Link>}
        </>
      }
    >
      {flow === null ? (
        <LoadingBlock />
      ) : (
        <>
          <FlowMessages messages={flow.ui.messages} toasted={toasted} />
          <FlowForm key={version} nodes={flow.ui.nodes} label={title} onSubmit={onSubmit} />
        </>
      )}
    </AuthCard>
  );
}
