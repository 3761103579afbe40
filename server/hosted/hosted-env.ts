import type { HostedOrganization } from './org-bearer.ts';

// How the hosted launcher tells each organisation's server what it is: environment variables
// (the key is public; nothing secret crosses the process boundary).

export const HOSTED_ENV = {
  orgId: 'MC_HOSTED_ORG_ID',
  publicKey: 'MC_HOSTED_PUBLIC_KEY',
  consoleOrigin: 'MC_HOSTED_CONSOLE_ORIGIN',
} as const;

/** The organisation this server serves in hosted mode, or undefined for the default mode. */
export function hostedOrganizationFromEnv(env: NodeJS.ProcessEnv): HostedOrganization | undefined {
  const id = env[HOSTED_ENV.orgId];
  const publicKeyPem = env[HOSTED_ENV.publicKey];
  const consoleOrigin = env[HOSTED_ENV.consoleOrigin];
  if (!id || !publicKeyPem || !consoleOrigin) return undefined;
  return { id, publicKeyPem, consoleOrigin };
}
