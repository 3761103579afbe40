import { describe, expect, it } from 'vitest';
import { parseUrlState } from '../../lib/screen-state/url-values.ts';
import { badSessionSearchSchema, errorSearchSchema, loginSearchSchema } from './search.ts';

describe('account screen queries', () => {
  it('reads every login parameter as the text in the address', () => {
    const search = parseUrlState(
      loginSearchSchema,
      '?flow=123&return_to=%2Fcatalog%3Fq%3D1&refresh=true&aal=aal2&username=ada&password=0042',
    );
    expect(search).toEqual({
      flow: '123',
      return_to: '/catalog?q=1',
      refresh: 'true',
      aal: 'aal2',
      username: 'ada',
      password: '0042',
    });
  });

  it('reads a value the router wrote quoted as the same text', () => {
    expect(parseUrlState(loginSearchSchema, '?refresh=%22true%22&flow=%22123%22')).toEqual({
      refresh: 'true',
      flow: '123',
    });
  });

  it('leaves absent parameters out', () => {
    expect(parseUrlState(loginSearchSchema, '')).toEqual({});
    expect(parseUrlState(errorSearchSchema, '?id=e1&other=x')).toEqual({ id: 'e1' });
    expect(parseUrlState(badSessionSearchSchema, '?error_code=session_inactive')).toEqual({
      error_code: 'session_inactive',
    });
  });
});
