import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getJson } from '../api-client.ts';
import { isServedFromLastKnown, lastKnownUser, setServedFromLastKnown } from './last-known-user.ts';
import { forgetConfirmedUser, whoamiQuery } from './queries.ts';
import type { CurrentUser } from './whoami.ts';

// The server's answer to whoami, per test: a body, or an error to throw (TypeError = unreachable).
let answer: unknown;
vi.mock('../api-client.ts', () => ({
  getJson: vi.fn(() => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer))),
}));

const memory = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (k: string) => memory.get(k) ?? null,
    setItem: (k: string, v: string) => void memory.set(k, v),
    removeItem: (k: string) => void memory.delete(k),
    clear: () => memory.clear(),
  },
});

const user = (id: string, name: string, roles: string[]) => ({
  message: 'success',
  payload: { user: { id, name, email: `${id}@example.com` }, roles },
});
const responder = user('u-responder', 'Ravi Responder', ['responder']);
const viewer = user('u-viewer', 'Vera Viewer', ['viewer']);
const unreachable = () => new TypeError('Failed to fetch');

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const whoami = (client: QueryClient): Promise<CurrentUser> => client.fetchQuery(whoamiQuery());
const shown = (client: QueryClient) => client.getQueryData(whoamiQuery().queryKey);

beforeEach(() => {
  memory.clear();
  setServedFromLastKnown(false);
});

describe('whoami and the last confirmed user', () => {
  it('offline, the last user the server confirmed is the fallback, marked as not confirmed', async () => {
    const client = newClient();
    answer = responder;
    expect((await whoami(client)).roles).toEqual(['responder']);
    expect(lastKnownUser()?.user.id).toBe('u-responder');

    const restarted = newClient();
    answer = unreachable();
    expect((await whoami(restarted)).id).toBe('u-responder');
    expect(isServedFromLastKnown()).toBe(true);
  });

  it('a refusal (not an unreachable backend) is an error even with a last confirmed user', async () => {
    answer = responder;
    await whoami(newClient());
    answer = new Error('401 Unauthorized');
    await expect(whoami(newClient())).rejects.toThrow('401 Unauthorized');
  });
});

describe('forgetConfirmedUser (a new session started)', () => {
  it("drops the previous user's answer, so the next one shown is the one the server confirms", async () => {
    const client = newClient();
    answer = responder;
    await whoami(client);
    expect(shown(client)?.roles).toEqual(['responder']);

    forgetConfirmedUser(client);
    expect(shown(client)).toBeUndefined();
    answer = viewer;
    // What the shell's useQuery(whoamiQuery()) does: cached and fresh would be served as is.
    const next = await client.ensureQueryData(whoamiQuery());
    expect(next).toMatchObject({ id: 'u-viewer', name: 'Vera Viewer', roles: ['viewer'] });
    expect(lastKnownUser()?.user.id).toBe('u-viewer');
  });

  it('leaves no fallback to the previous user: unreachable after it is an error, not their roles', async () => {
    const client = newClient();
    answer = responder;
    await whoami(client);

    forgetConfirmedUser(client);
    expect(lastKnownUser()).toBeNull();
    expect(isServedFromLastKnown()).toBe(false);
    answer = unreachable();
    await expect(whoami(client)).rejects.toThrow(TypeError);
    expect(shown(client)).toBeUndefined();
  });

  it('does not let an answer still under way for the old session land after it', async () => {
    const client = newClient();
    answer = responder;
    await whoami(client);
    let release: (body: unknown) => void = () => undefined;
    vi.mocked(getJson).mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const late = client.refetchQueries({ queryKey: whoamiQuery().queryKey });

    forgetConfirmedUser(client);
    release(responder);
    await late;
    expect(shown(client)).toBeUndefined();
    expect(lastKnownUser()).toBeNull();
  });
});
