import { describe, expect, it } from 'vitest';
import type { LocalData } from '../mutators/local-data.ts';
import { createMutatorRegistry, type AnyMutator } from '../outbox/mutator.ts';
import type { Command } from './channel.ts';
import { CommandRouter, type CommandRunner } from './command-router.ts';
import { renameNote } from './test-support.ts';

function setup(where: { leader?: CommandRunner; remote?: CommandRunner }) {
  const remote = where.remote;
  return new CommandRouter({
    registry: createMutatorRegistry<LocalData, AnyMutator<LocalData>>([renameNote]),
    ready: () => Promise.resolve(),
    leader: () => where.leader,
    remote: () => remote && { request: (command: Command) => remote.run(command) },
  });
}

const recorder = (answer: string) => {
  const ran: Command[] = [];
  return {
    ran,
    runner: { run: (command: Command) => (ran.push(command), Promise.resolve(answer)) },
  };
};

describe('CommandRouter', () => {
  it('runs a command on the leader part when this worker leads, else on the leader tab', async () => {
    const leader = recorder('here');
    const remote = recorder('there');
    expect(await setup({ leader: leader.runner, remote: remote.runner }).run({ op: 'refresh' })).toBe('here');
    expect(await setup({ remote: remote.runner }).run({ op: 'retry', entryId: 'e1' })).toBe('there');
    expect(remote.ran).toEqual([{ op: 'retry', entryId: 'e1' }]);
  });

  it("a follower refuses a bad write with the mutator's message, without asking the leader", async () => {
    const remote = recorder('there');
    const router = setup({ remote: remote.runner });
    await expect(router.run({ op: 'mutate', name: 'nope', args: {} })).rejects.toThrow(
      'unknown mutation "nope"',
    );
    await expect(
      router.run({ op: 'mutate', name: renameNote.name, args: { id: 'n1', title: '' } }),
    ).rejects.toThrow(/title/);
    expect(remote.ran).toEqual([]);
    await router.run({ op: 'mutate', name: renameNote.name, args: { id: 'n1', title: 'ok' } });
    expect(remote.ran).toHaveLength(1);
  });

  it("refuses before start, and refuses a peer's command when not leading", async () => {
    await expect(setup({}).run({ op: 'refresh' })).rejects.toThrow('The sync worker has not started');
    await expect(setup({}).runForPeer({ op: 'refresh' })).rejects.toThrow('This tab is not syncing');
    const leader = recorder('here');
    expect(await setup({ leader: leader.runner }).runForPeer({ op: 'resume' })).toBe('here');
  });
});
