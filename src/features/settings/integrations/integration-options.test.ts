import { describe, expect, it } from 'vitest';
import { GITOPS_OPTIONS, gitOpsOptionNamed, visibleDirectOptions } from './integration-options.ts';
import { integrationDetailPath, integrationKindOf } from './integration-types.ts';

describe('the Add Integration tiles', () => {
  it('offers the six bundle charts via GitOps, each with its values schema', () => {
    expect(GITOPS_OPTIONS.map((o) => [o.label, o.chart])).toEqual([
      ['AWS', 'mission-control-aws'],
      ['Azure', 'mission-control-azure'],
      ['Prometheus', 'mission-control-prometheus'],
      ['Flux', 'mission-control-flux'],
      ['Kubernetes', 'mission-control-kubernetes'],
      ['Mission Control', 'mission-control-watchtower'],
    ]);
    expect(GITOPS_OPTIONS.every((o) => o.schema === `${o.chart}.values.schema.json`)).toBe(true);
    expect(gitOpsOptionNamed('Flux')?.chart).toBe('mission-control-flux');
    expect(gitOpsOptionNamed('Custom Topology')).toBeUndefined();
  });

  it('hides Log Backends when the logs feature is disabled', () => {
    expect(visibleDirectOptions({ logs: true }).map((o) => o.label)).toEqual([
      'Custom Topology',
      'Catalog Scraper',
      'Log Backends',
    ]);
    expect(visibleDirectOptions({ logs: false }).map((o) => o.label)).toEqual([
      'Custom Topology',
      'Catalog Scraper',
    ]);
  });
});

describe('integration detail routes by type', () => {
  it('opens a row at /settings/integrations/{type}/{id}', () => {
    expect(integrationDetailPath({ integration_type: 'scrapers', id: 'a1' })).toBe(
      '/settings/integrations/scrapers/a1',
    );
  });

  it('edits scrapers, topologies and log backends as their settings tables; any other type is unknown', () => {
    expect(integrationKindOf('scrapers')).toMatchObject({
      table: 'config_scrapers',
      resource: 'config_scrapers',
    });
    expect(integrationKindOf('topologies')).toMatchObject({ table: 'topologies', resource: 'topologies' });
    expect(integrationKindOf('logging_backends')).toMatchObject({
      table: 'logging_backends',
      resource: 'logging_backends',
    });
    expect(integrationKindOf('topology')).toBeUndefined();
    expect(integrationKindOf('connections')).toBeUndefined();
    expect(integrationKindOf('constructor')).toBeUndefined();
  });
});
