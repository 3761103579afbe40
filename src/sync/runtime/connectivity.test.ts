import { describe, expect, it } from 'vitest';
import { Connectivity } from './connectivity.ts';

function setup(browserOnline: boolean) {
  const seen = { reconnected: 0, changed: 0 };
  const connectivity = new Connectivity(browserOnline, {
    reconnected: () => seen.reconnected++,
    changed: () => seen.changed++,
  });
  return { connectivity, seen };
}

describe('Connectivity', () => {
  it('the browser coming back online reconnects once; going offline does not', () => {
    const { connectivity, seen } = setup(false);
    expect(connectivity.online).toBe(false);
    connectivity.setBrowserOnline(true);
    connectivity.setBrowserOnline(true);
    expect(connectivity.online).toBe(true);
    expect(seen.reconnected).toBe(1);
    connectivity.setBrowserOnline(false);
    expect(connectivity.online).toBe(false);
    expect(seen.reconnected).toBe(1);
    expect(seen.changed).toBe(3);
  });

  it('an unreachable server is offline although the browser says online, and its answer reconnects', () => {
    const { connectivity, seen } = setup(true);
    connectivity.setReachable(false);
    expect(connectivity.online).toBe(false);
    expect(connectivity.browserOnline).toBe(true);
    connectivity.setReachable(false); // no change, no report
    expect(seen.changed).toBe(1);
    connectivity.setReachable(true);
    expect(connectivity.online).toBe(true);
    expect(seen.reconnected).toBe(1);
  });

  it('a server answer proves the network is there after a missed online event', () => {
    const { connectivity, seen } = setup(false);
    connectivity.setReachable(true);
    expect(connectivity.browserOnline).toBe(true);
    expect(connectivity.online).toBe(true);
    expect(seen.reconnected).toBe(1);
  });

  it('the browser saying online again clears an earlier unreachable server', () => {
    const { connectivity } = setup(true);
    connectivity.setReachable(false);
    connectivity.setBrowserOnline(false);
    connectivity.setBrowserOnline(true);
    expect(connectivity.online).toBe(true);
  });

  it('a refused session is reported until resumed', () => {
    const { connectivity, seen } = setup(true);
    connectivity.sessionRefused();
    expect(connectivity.unauthorized).toBe(true);
    connectivity.sessionResumed();
    expect(connectivity.unauthorized).toBe(false);
    expect(seen.changed).toBe(2);
  });
});
