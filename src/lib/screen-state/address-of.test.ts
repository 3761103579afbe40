import { describe, expect, it } from 'vitest';
import { addressOf } from './use-url-state.ts';

// A router in the middle of a navigation: the history already holds the next address while the
// router's loaded state still names the page being left.
function navigatingRouter() {
  const hrefs: string[] = [];
  const router = {
    state: { location: { pathname: '/health', searchStr: '?search=ng' } },
    latestLocation: { pathname: '/incidents', searchStr: '?status=open' },
    navigate: (options: { href: string }) => {
      hrefs.push(options.href);
      return Promise.resolve();
    },
  };
  return { router: router as unknown as Parameters<typeof addressOf>[0], hrefs };
}

describe('addressOf', () => {
  it('reads the page from the history, so a write for the page being left is seen as stale', () => {
    const { router } = navigatingRouter();
    expect(addressOf(router).pathname()).toBe('/incidents');
  });

  it('patches the newest address, not the one last loaded', async () => {
    const { router, hrefs } = navigatingRouter();
    await addressOf(router).write({ severity: 'High' }, false);
    expect(hrefs).toEqual(['/incidents?status=open&severity=High']);
  });
});
