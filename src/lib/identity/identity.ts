import { createOryIdentityProvider } from './ory-provider.ts';
import type { IdentityProvider } from './provider.ts';

/**
 * The console's identity provider. Self-hosted mode (Kratos at /api/.ory) is the only one
 * today; a hosted provider would be chosen here.
 */
export const identity: IdentityProvider = createOryIdentityProvider();
