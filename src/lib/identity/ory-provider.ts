import { Configuration, FrontendApi } from '@ory/client';
import type {
  UpdateLoginFlowBody,
  UpdateRecoveryFlowBody,
  UpdateRegistrationFlowBody,
  UpdateSettingsFlowBody,
  UpdateVerificationFlowBody,
} from '@ory/client';
import { z } from 'zod';
import {
  continueWithSchema,
  errorEnvelopeSchema,
  flowErrorSchema,
  flowSchema,
  sessionSchema,
} from './flow-schema.ts';
import type { SelfServiceFlow } from './flow-schema.ts';
import { IdentityError } from './provider.ts';
import type {
  CreateFlowOptions,
  FlowKind,
  IdentityProvider,
  SessionCheck,
  SubmitOutcome,
} from './provider.ts';
import { wipeLocalData } from './wipe-local-data.ts';
import { builtOnFirstUse } from '../built-on-first-use.ts';

/** The shape of a failed axios call, read without depending on axios itself. */
const axiosFailure = builtOnFirstUse(() =>
  z.object({ response: z.object({ status: z.number(), data: z.unknown() }) }),
);

function toIdentityError(e: unknown): unknown {
  const parsed = axiosFailure.safeParse(e);
  if (!parsed.success) return e;
  const { status, data } = parsed.data.response;
  const flow = flowSchema.safeParse(data);
  const envelope = errorEnvelopeSchema.safeParse(data);
  return new IdentityError(status, envelope.success ? envelope.data : null, flow.success ? flow.data : null);
}

/** Drops undefined values, so optional SDK parameters stay absent (exactOptionalPropertyTypes). */
function defined<T extends object>(o: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}

async function call<T>(p: Promise<{ data: T }>): Promise<T> {
  try {
    return (await p).data;
  } catch (e) {
    throw toIdentityError(e);
  }
}

const completionSchema = builtOnFirstUse(() =>
  z.looseObject({ session: z.unknown().optional(), continue_with: z.array(continueWithSchema).optional() }),
);

function toOutcome(data: unknown): SubmitOutcome {
  const flow = flowSchema.safeParse(data);
  if (flow.success) return { kind: 'flow', flow: flow.data };
  const done = completionSchema.parse(data);
  return {
    kind: 'done',
    completion: {
      session: done.session,
      continueWith: (done.continue_with ?? []).map((c) => ({
        action: c.action,
        redirectBrowserTo: c.redirect_browser_to,
        flowId: c.flow?.id,
      })),
    },
  };
}

/**
 * The self-hosted identity provider: Ory Kratos's browser API through @ory/client's
 * FrontendApi, unchanged, with cookies (`withCredentials`). `basePath` defaults to the Mission
 * Control mount `/api/.ory`, resolved against the page origin.
 */
export function createOryIdentityProvider(basePath = '/api/.ory'): IdentityProvider {
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  const api = new FrontendApi(
    new Configuration({
      basePath: new URL(basePath, origin).href.replace(/\/$/, ''),
      baseOptions: { withCredentials: true },
    }),
  );

  async function createFlow(kind: FlowKind, o: CreateFlowOptions): Promise<unknown> {
    const returnTo = o.returnTo;
    switch (kind) {
      case 'login':
        return call(api.createBrowserLoginFlow(defined({ returnTo, refresh: o.refresh, aal: o.aal })));
      case 'registration':
        return call(
          api.createBrowserRegistrationFlow(
            defined({ returnTo, afterVerificationReturnTo: o.afterVerificationReturnTo }),
          ),
        );
      case 'recovery':
        return call(api.createBrowserRecoveryFlow(defined({ returnTo })));
      case 'verification':
        return call(api.createBrowserVerificationFlow(defined({ returnTo })));
      case 'settings':
        return call(api.createBrowserSettingsFlow(defined({ returnTo })));
    }
  }

  async function getFlow(kind: FlowKind, id: string): Promise<unknown> {
    switch (kind) {
      case 'login':
        return call(api.getLoginFlow({ id }));
      case 'registration':
        return call(api.getRegistrationFlow({ id }));
      case 'recovery':
        return call(api.getRecoveryFlow({ id }));
      case 'verification':
        return call(api.getVerificationFlow({ id }));
      case 'settings':
        return call(api.getSettingsFlow({ id }));
    }
  }

  // The bodies are built generically from node names (a renderer cannot know every method's
  // SDK type), so they are handed to the SDK as its body types here, at the one boundary.
  async function submit(kind: FlowKind, flow: string, body: Record<string, unknown>): Promise<unknown> {
    switch (kind) {
      case 'login':
        return call(
          api.updateLoginFlow({ flow, updateLoginFlowBody: body as unknown as UpdateLoginFlowBody }),
        );
      case 'registration':
        return call(
          api.updateRegistrationFlow({
            flow,
            updateRegistrationFlowBody: body as unknown as UpdateRegistrationFlowBody,
          }),
        );
      case 'recovery':
        return call(
          api.updateRecoveryFlow({ flow, updateRecoveryFlowBody: body as unknown as UpdateRecoveryFlowBody }),
        );
      case 'verification':
        return call(
          api.updateVerificationFlow({
            flow,
            updateVerificationFlowBody: body as unknown as UpdateVerificationFlowBody,
          }),
        );
      case 'settings':
        return call(
          api.updateSettingsFlow({ flow, updateSettingsFlowBody: body as unknown as UpdateSettingsFlowBody }),
        );
    }
  }

  return {
    async getSession(): Promise<SessionCheck> {
      try {
        return { kind: 'active', session: sessionSchema.parse(await call(api.toSession())) };
      } catch (e) {
        if (!(e instanceof IdentityError)) throw e;
        if (e.status === 401) return { kind: 'signed-out' };
        if (e.status === 403 || e.status === 422)
          return { kind: 'second-factor-required', redirectTo: e.envelope?.redirect_browser_to };
        throw e;
      }
    },
    async signOut(returnTo) {
      try {
        const { logout_token: token } = await call(api.createBrowserLogoutFlow(defined({ returnTo })));
        await call(api.updateLogoutFlow({ token, ...defined({ returnTo }) }));
      } catch (e) {
        // No session (401) or a failed logout still ends here signed out locally.
        if (!(e instanceof IdentityError)) console.warn('sign-out request failed', e);
      } finally {
        await wipeLocalData();
      }
    },
    async createFlow(kind, options): Promise<SelfServiceFlow> {
      return flowSchema.parse(await createFlow(kind, options));
    },
    async getFlow(kind, id): Promise<SelfServiceFlow> {
      return flowSchema.parse(await getFlow(kind, id));
    },
    async submitFlow(kind, flowId, body) {
      return toOutcome(await submit(kind, flowId, body));
    },
    async getFlowError(id) {
      return flowErrorSchema.parse(await call(api.getFlowError({ id }))).error;
    },
  };
}
