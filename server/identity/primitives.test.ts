import { describe, expect, it } from 'vitest';
import { maskToken, maskedMatches, newCsrfToken } from './csrf.ts';
import { acceptsJson, isJsonRequest } from './negotiation.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { passwordProblem } from './password-policy.ts';
import { checkReturnTo } from './return-to.ts';
import { buildConfig } from './config.ts';
import { base32Decode, base32Encode, hotp, totpAt, verifyTotp } from './totp.ts';

const req = (headers: Record<string, string>): Request => new Request('https://x.test/', { headers });

describe('identity primitives', () => {
  it('computes RFC 4226 / RFC 6238 codes', () => {
    const key = Buffer.from('12345678901234567890');
    expect([0, 1, 2, 9].map((n) => hotp(key, n))).toEqual(['755224', '287082', '359152', '520489']);
    const secret = base32Encode(key);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(secret)).toEqual(key);
    // RFC 6238 SHA-1 vector at T=59 s is 94287082 (8 digits); 6 digits keep the low part.
    expect(totpAt(secret, new Date(59_000))).toBe('287082');
    expect(verifyTotp(secret, '287082', new Date(59_000 + 30_000))).toBe(true);
    expect(verifyTotp(secret, '287082', new Date(59_000 + 60_000))).toBe(false);
  });

  it('hashes passwords with scrypt and verifies them', async () => {
    const h = await hashPassword('correct horse');
    expect(h).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$/);
    expect(await verifyPassword('correct horse', h)).toBe(true);
    expect(await verifyPassword('correct horsf', h)).toBe(false);
    expect(await hashPassword('correct horse')).not.toBe(h);
  });

  it('masks CSRF tokens differently each time', () => {
    const t = newCsrfToken();
    const a = maskToken(t);
    expect(a).not.toBe(maskToken(t));
    expect(maskedMatches(a, t)).toBe(true);
    expect(maskedMatches(a, newCsrfToken())).toBe(false);
    expect(maskedMatches(t, t)).toBe(false);
  });

  it('negotiates like Kratos', () => {
    expect(acceptsJson(req({ accept: 'application/json, text/plain, */*' }))).toBe(true);
    expect(acceptsJson(req({ accept: '*/*' }))).toBe(false);
    expect(acceptsJson(req({}))).toBe(false);
    expect(
      acceptsJson(req({ accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' })),
    ).toBe(false);
    expect(isJsonRequest(req({ accept: 'text/html', 'content-type': 'application/json' }))).toBe(true);
    expect(isJsonRequest(req({ accept: 'application/json' }))).toBe(true);
  });

  it('applies the password policy in order', () => {
    expect(passwordProblem('short', 'a@b.co', 8)?.id).toBe(4000032);
    expect(passwordProblem('someone@example.com1', 'someone@example.com', 8)?.id).toBe(4000031);
    expect(passwordProblem('example12', 'ann@example.com', 8)?.id).toBe(4000031);
    expect(passwordProblem('demo-password', 'admin@example.com', 8)).toBeNull();
  });

  it('allows return_to on the console origin only', () => {
    const cfg = buildConfig('https://mc.test/api/.ory');
    expect(checkReturnTo(cfg, '/health?x=1')).toBe('https://mc.test/health?x=1');
    expect(checkReturnTo(cfg, undefined)).toBeNull();
    for (const bad of [
      'https://evil.test/',
      '//evil.test/x',
      'http://mc.test/',
      'https://mc.test.evil.test/',
      'javascript:alert(1)',
    ]) {
      expect(() => checkReturnTo(cfg, bad)).toThrow();
    }
  });
});
