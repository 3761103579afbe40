// The Add Integration modal's tiles (spec 02-areas §2.13): 'Add via GitOps' installs one of the
// product's bundle charts (AWS, Azure, Prometheus, Flux, Kubernetes and Mission Control's own),
// for which the modal writes the Flux manifests and Helm commands; 'Add Directly' opens the
// create form of a catalogue scraper, a custom topology or a log backend. Log Backends is hidden
// when the logs feature is disabled (§6).

/** The chart repository every bundle is published to. */
export const CHART_REPOSITORY = { name: 'flanksource', url: 'https://flanksource.github.io/charts' } as const;

/** GitOps defaults (spec §9): namespace mission-control, interval 30m. */
export const GITOPS_DEFAULTS = { namespace: 'mission-control', interval: '30m' } as const;

export interface GitOpsOption {
  readonly kind: 'gitops';
  /** The tile's label and the option's id in the address (`?add=AWS`). */
  readonly label: string;
  /** The chart's name in the repository. */
  readonly chart: string;
  /** Its values schema, served at /api/schemas/{schema}. */
  readonly schema: string;
  /** A short mark drawn on the tile. */
  readonly mark: string;
}

export interface DirectOption {
  readonly kind: 'direct';
  readonly label: string;
  /** The settings list whose Add opens the create form (`?add=1` asks it to open at once). */
  readonly href: string;
  /** Hidden when this feature is disabled. */
  readonly requires?: 'logs';
  readonly mark: string;
}

export type IntegrationOption = GitOpsOption | DirectOption;

const chart = (label: string, name: string, mark: string): GitOpsOption => ({
  kind: 'gitops',
  label,
  chart: `mission-control-${name}`,
  schema: `mission-control-${name}.values.schema.json`,
  mark,
});

export const GITOPS_OPTIONS: readonly GitOpsOption[] = [
  chart('AWS', 'aws', 'AWS'),
  chart('Azure', 'azure', 'Az'),
  chart('Prometheus', 'prometheus', 'Pr'),
  chart('Flux', 'flux', 'Fx'),
  chart('Kubernetes', 'kubernetes', 'K8s'),
  chart('Mission Control', 'watchtower', 'MC'),
];

export const DIRECT_OPTIONS: readonly DirectOption[] = [
  { kind: 'direct', label: 'Custom Topology', href: '/settings/topologies?add=1', mark: 'Tp' },
  { kind: 'direct', label: 'Catalog Scraper', href: '/settings/config_scrapers?add=1', mark: 'Sc' },
  {
    kind: 'direct',
    label: 'Log Backends',
    href: '/settings/logging_backends?add=1',
    requires: 'logs',
    mark: 'Lg',
  },
];

/** The 'Add Directly' tiles shown: Log Backends only while the logs feature is enabled. */
export function visibleDirectOptions(enabled: { logs: boolean }): readonly DirectOption[] {
  return DIRECT_OPTIONS.filter((o) => o.requires === undefined || enabled[o.requires]);
}

/** The GitOps option named in the address, or undefined (the tiles are shown). */
export function gitOpsOptionNamed(label: string | undefined): GitOpsOption | undefined {
  return GITOPS_OPTIONS.find((o) => o.label === label);
}
