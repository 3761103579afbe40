import { describe, expect, it } from 'vitest';
import { initialsOf } from '../../components/ui/avatar.tsx';
import { kubeconfigFileName, listCanariesCommand } from './kubeconfig-dialog.tsx';
import { isActive } from './sidebar-link.tsx';
import { pageTitle } from '../../lib/page-title.ts';

describe('shell helpers', () => {
  it('titles end with the product name', () => {
    expect(pageTitle('Health')).toBe('Health | Mission Control');
    expect(pageTitle('')).toBe('Mission Control');
  });

  it('names the kubeconfig as the server does and lists canaries with it', () => {
    expect(kubeconfigFileName('demo.flanksource.com')).toBe('demo-kubeconfig.yaml');
    expect(kubeconfigFileName('localhost')).toBe('localhost-kubeconfig.yaml');
    expect(listCanariesCommand('localhost')).toBe(
      'kubectl --kubeconfig ~/Downloads/localhost-kubeconfig.yaml get canaries --all-namespaces',
    );
  });

  it('marks a nav item active on its path and below it only', () => {
    expect(isActive('/settings/connections', '/settings/connections')).toBe(true);
    expect(isActive('/settings/connections/42', '/settings/connections')).toBe(true);
    expect(isActive('/settings/connectionsx', '/settings/connections')).toBe(false);
  });

  it('derives avatar initials', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('ops@example.com')).toBe('O');
    expect(initialsOf('')).toBe('?');
  });
});
