import { HTTPError } from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetHostedConfigForTests } from '../../lib/hosted/hosted-config.ts';
import { isProvisioning } from './provisioning-view.tsx';

const failed = (status: number) =>
  new HTTPError(
    new Response(null, { status }),
    new Request('http://console.test/api/auth/whoami'),
    {} as ConstructorParameters<typeof HTTPError>[2],
  );

function page(hosted: boolean): void {
  vi.stubGlobal('window', { location: { origin: 'http://console.test' } });
  vi.stubGlobal('document', { querySelector: () => (hosted ? { getAttribute: () => '/clerk' } : null) });
  resetHostedConfigForTests();
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetHostedConfigForTests();
});

describe('the provisioning screen (hosted mode: the user call answers 5xx or 404)', () => {
  it('is for a 5xx or 404 from the user call in hosted mode only', () => {
    page(true);
    expect([503, 500, 404].map((s) => isProvisioning(failed(s)))).toEqual([true, true, true]);
    expect([401, 403, 400].map((s) => isProvisioning(failed(s)))).toEqual([false, false, false]);
    expect(isProvisioning(new TypeError('Failed to fetch'))).toBe(false);
    expect(isProvisioning(null)).toBe(false);
    page(false);
    expect(isProvisioning(failed(503))).toBe(false);
  });
});
