import { asError } from './as-error.ts';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast.tsx';
import { flowErrorAction, restartUrl } from '../../../lib/identity/flow-error-action.ts';
import { forgetPreviousUser, mayHaveStartedSession } from '../../../lib/identity/session-change.ts';
import type { SelfServiceFlow } from '../../../lib/identity/flow-schema.ts';
import { identity } from '../../../lib/identity/identity.ts';
import type { CreateFlowOptions, FlowCompletion, FlowKind } from '../../../lib/identity/provider.ts';
import { withQuery } from '../../../lib/identity/redirects.ts';

export interface UseFlowOptions {
  kind: FlowKind;
  /** The page's query (strings): `flow` selects an existing flow, the rest is kept on restarts. */
  query: Record<string, string | undefined>;
  create: CreateFlowOptions;
}

/** A submit's result: completed, answered with a flow (shown; maybe with errors), or left. */
export type SubmitResult =
  { kind: 'done'; completion: FlowCompletion } | { kind: 'flow'; flow: SelfServiceFlow } | { kind: 'left' };

export interface FlowState {
  flow: SelfServiceFlow | null;
  /** Changes whenever the server answers a new flow state (remount forms with it). */
  version: number;
  /** Submits and shows the answer; resolves to what happened (errors are already handled). */
  submit: (body: Record<string, unknown>) => Promise<SubmitResult>;
}

/** Leaves for a console path (client-side) or an absolute URL (full navigation). */
export function useGo(): (to: string, replace?: boolean) => void {
  const router = useRouter();
  return useCallback(
    (to: string, replace = false) => {
      if (to.startsWith('/') && !to.startsWith('//')) {
        if (replace) router.history.replace(to);
        else router.history.push(to);
      } else window.location.assign(to);
    },
    [router],
  );
}

/**
 * Drives one self-service flow page (spec 01-core §4): fetch the flow named by `?flow=`, or
 * create one and put its id in the URL; submit and show the answer; handle flow errors by
 * their id (restart, redirect, toast). Unknown errors are thrown to the route's error view.
 */
export function useFlow({ kind, query, create }: UseFlowOptions): FlowState {
  const go = useGo();
  const [flow, setFlow] = useState<SelfServiceFlow | null>(null);
  const [version, setVersion] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const flowId = query['flow'];
  const queryRef = useRef(query);
  queryRef.current = query;
  const createRef = useRef(create);
  createRef.current = create;
  const here = withQuery(location.pathname, query);

  // The id of the flow on screen: putting a new flow's id in the URL must not fetch it again.
  const shownId = useRef<string | null>(null);
  const show = useCallback((next: SelfServiceFlow) => {
    shownId.current = next.id;
    setFlow(next);
    setVersion((v) => v + 1);
  }, []);

  const handle = useCallback(
    (error: unknown, creating: boolean, submitted = false): SubmitResult => {
      const action = flowErrorAction(error, {
        kind,
        here,
        returnTo: queryRef.current['return_to'],
        origin: location.origin,
        creating,
      });
      if ('toast' in action && action.toast !== undefined) toast.error(action.toast);
      switch (action.kind) {
        case 'show-flow':
          show(action.flow);
          return { kind: 'flow', flow: action.flow };
        case 'redirect':
          // Onwards from a submit (second factor, recovery's new password): signed in already.
          if (submitted && mayHaveStartedSession(kind)) forgetPreviousUser();
          go(action.to, true);
          return { kind: 'left' };
        case 'restart': {
          if (creating) {
            setFailure(error);
            return { kind: 'left' };
          }
          const q: Record<string, string | undefined> = { ...queryRef.current, flow: action.useFlowId };
          if (action.dropReturnTo === true) delete q['return_to'];
          go(restartUrl(kind, q), true);
          return { kind: 'left' };
        }
        case 'rethrow':
          setFailure(error);
          return { kind: 'left' };
      }
    },
    [go, here, kind, show],
  );

  useEffect(() => {
    if (flowId !== undefined && flowId === shownId.current) return;
    let live = true;
    const load = async (): Promise<void> => {
      try {
        const next =
          flowId === undefined
            ? await identity.createFlow(kind, createRef.current)
            : await identity.getFlow(kind, flowId);
        if (!live) return;
        show(next);
        if (flowId === undefined)
          go(withQuery(location.pathname, { ...queryRef.current, flow: next.id }), true);
      } catch (e) {
        if (live) handle(e, flowId === undefined);
      }
    };
    void load();
    return () => {
      live = false;
    };
  }, [flowId, kind, go, handle, show]);

  const submit = useCallback(
    async (body: Record<string, unknown>): Promise<SubmitResult> => {
      if (flow === null) return { kind: 'left' };
      try {
        const outcome = await identity.submitFlow(kind, flow.id, body);
        if (outcome.kind === 'flow') show(outcome.flow);
        else if (mayHaveStartedSession(kind)) forgetPreviousUser();
        return outcome;
      } catch (e) {
        return handle(e, false, true);
      }
    },
    [flow, handle, kind, show],
  );

  if (failure !== null) throw asError(failure);
  return { flow, version, submit };
}
