// The JSON-schema registry served at GET /api/schemas/{name} (server/schemas/routes.ts). The
// console's spec editors validate against these as you type (spec 02-areas §5: "Spec editors
// validate against a schema per type"). Each schema is its own file here, written by hand from the
// real product's public Go types and docs, permissive where the product is (so a spec the real
// product accepts validates). One line per schema.
import canarySpec from './canary.spec.schema.json' with { type: 'json' };
import scrapeConfigSpec from './scrape_config.spec.schema.json' with { type: 'json' };
import topologySpec from './topology.spec.schema.json' with { type: 'json' };
import { playbookSpecSchema } from './playbook-spec.ts';
import awsChartValues from './mission-control-aws.values.schema.json' with { type: 'json' };
import azureChartValues from './mission-control-azure.values.schema.json' with { type: 'json' };
import fluxChartValues from './mission-control-flux.values.schema.json' with { type: 'json' };
import kubernetesChartValues from './mission-control-kubernetes.values.schema.json' with { type: 'json' };
import prometheusChartValues from './mission-control-prometheus.values.schema.json' with { type: 'json' };
import watchtowerChartValues from './mission-control-watchtower.values.schema.json' with { type: 'json' };

/** A JSON schema document as served; its shape is the JSON Schema standard's, not ours to narrow. */
export type JsonSchemaDocument = Readonly<Record<string, unknown>>;

export const schemas: Readonly<Record<string, JsonSchemaDocument>> = {
  'canary.spec.schema.json': canarySpec,
  'scrape_config.spec.schema.json': scrapeConfigSpec,
  'topology.spec.schema.json': topologySpec,
  'playbook-spec.schema.json': playbookSpecSchema,
  // The GitOps form's values editors (Settings › Integrations › Add via GitOps), one per chart.
  'mission-control-aws.values.schema.json': awsChartValues,
  'mission-control-azure.values.schema.json': azureChartValues,
  'mission-control-flux.values.schema.json': fluxChartValues,
  'mission-control-kubernetes.values.schema.json': kubernetesChartValues,
  'mission-control-prometheus.values.schema.json': prometheusChartValues,
  'mission-control-watchtower.values.schema.json': watchtowerChartValues,
};

export function schemaNamed(name: string): JsonSchemaDocument | undefined {
  return Object.hasOwn(schemas, name) ? schemas[name] : undefined;
}
