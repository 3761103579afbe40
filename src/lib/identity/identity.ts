import { isHostedMode } from '../hosted/hosted-config.ts';
import { createHostedIdentityProvider } from './hosted-provider.ts';
import { createOryIdentityProvider } from './ory-provider.ts';
import type { IdentityProvider } from './provider.ts';

/**
 * The console's identity provider: Kratos at /api/.ory when self-hosted, the hosted provider
 * (Clerk's Frontend API, lib/hosted) when the serving page marks hosted mode.
 */
export const identity: IdentityProvider = isHostedMode()
  ? createHostedIdentityProvider()
  : createOryIdentityProvider();
