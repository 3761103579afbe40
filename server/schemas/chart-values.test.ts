// The GitOps form's chart values schemas (Settings › Integrations › Add via GitOps): the values a
// user sets over each bundle chart's defaults validate (the defaults themselves included, since
// Helm merges the user's values over them), and what Helm would refuse through the chart's own
// values.schema.json is refused: a misspelt key of a closed chart, a value of the wrong type.
import { Validator, type OutputUnit } from '@cfworker/json-schema';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { schemaNamed } from './index.ts';

function errors(chart: string, valuesYaml: string): OutputUnit[] {
  const schema = schemaNamed(`mission-control-${chart}.values.schema.json`);
  if (schema === undefined) throw new Error(`no values schema for ${chart}`);
  return new Validator(structuredClone(schema), '7', false).validate(parse(valuesYaml) ?? {}).errors;
}

/** Each chart's defaults (abridged from its values.yaml) and a typical override. */
const ACCEPTED: Record<string, string[]> = {
  aws: [
    `labels: {}\nscraper: { name: aws }\nconnection: ""\naccessKey: null\nsecretKey: null\nregion: []\nendpoint: ""\nassumeRole: ""\nskipTLSVerify: false\ncloudtrail: { maxAge: 36h, exclude: [] }\ncompliance: true\ncostReporting: { enabled: false, database: "", region: "", s3BucketPath: "", table: "" }\nincludeResources: []\nexcludeResources: []\ntransform:\n  changes:\n    mapping: [{ filter: "change.change_type == 'TerminateInstances'", action: delete }]\n    exclude: ["change_type == 'diff'"]\n  relationship: [{ filter: "config_type == 'AWS::IAM::Role'", expr: "[].toJSON()" }]\n`,
    `region: [eu-west-1, us-east-1]\naccessKey:\n  valueFrom: { secretKeyRef: { name: aws, key: AWS_ACCESS_KEY_ID } }\n`,
  ],
  azure: [
    `labels: {}\nscraper: { name: azure }\nsubscriptionID: ""\norganisation: ""\ntenantID: ""\nconnection: ''\nclientID: { name: '', value: '', valueFrom: { serviceAccount: '', helmRef: { key: '', name: '' }, configMapKeyRef: { key: '', name: '' }, secretKeyRef: { key: '', name: '' } } }\nexclusions: { activityLogs: [] }\ntransform: { relationship: [] }\n`,
    `subscriptionID: 0000-1111\nclientSecret:\n  valueFrom: { secretKeyRef: { name: azure, key: secret } }\n`,
  ],
  prometheus: [
    `nameOverride: ""\nfullnameOverride: ""\nlabels: {}\ntopologyName: prometheus\nprometheusNamespace: monitoring\nprometheusURL: http://prometheus.monitoring.svc:9090\n`,
  ],
  flux: [
    `nameOverride: ""\nfullnameOverride: ""\nlabels: {}\ntopologyName: flux\nplaybooks:\n  enabled: true\n  git: { connection: "connection://" }\n  resume: true\n  suspend: true\n  reconcile: true\n  updateHelmValues: true\n  updateHelmChartVersion: true\n  updateResourceResources: true\n  updateResourceImage: true\n  updateResourceReplicas: true\n`,
  ],
  kubernetes: [
    `nameOverride: ""\nfullnameOverride: ""\nlabels: {}\nkubeconfig: {}\nkubernetesConnection: { connection: '', kubeconfig: null, eks: null, gke: null, cnrm: null }\nclusterName: ''\nprometheus: { createConnection: true, connection: prometheus, url: {}, labels: "", auth: {} }\nmetrics:\n  enabled: true\n  type: prometheus\n  queries:\n    prometheus: { cluster_cpu: 'sum(rate(x[5m]))' }\n    gke: { cluster_name: "" }\ntopology: { enabled: true, name: "{{ .Values.clusterName }}" }\n`,
    `clusterName: prod-eu\nscraper: { schedule: "@every 30m", retention: { staleItemAge: 7d } }\n`,
  ],
  watchtower: [
    `nameOverride: ""\nfullnameOverride: ""\nglobal: { prometheus: { connection: "" } }\nprometheusURL: ""\nlabels: {}\nconnectionName: mission-control-db\ncreateConnection: true\nisAgent: false\nplaybooks: true\npushLocation: { url: "" }\ntopology: { enabled: false }\ntopologyName: mission-control\nviews:\n  enabled: true\n  unhealthyConfigs: { enabled: true, sidebar: false }\n  dashboard: { enabled: true, sidebar: true }\n`,
  ],
};

describe('chart values schemas', () => {
  it.each(Object.entries(ACCEPTED))(
    '%s: the chart defaults and typical overrides validate',
    (chart, docs) => {
      for (const doc of docs) expect(errors(chart, doc)).toEqual([]);
      expect(errors(chart, '')).toEqual([]);
    },
  );

  it('refuses a misspelt key where the chart is closed, and a value of the wrong type', () => {
    for (const chart of ['aws', 'azure', 'flux', 'kubernetes', 'watchtower'])
      expect(errors(chart, 'clustrName: prod\n'), chart).not.toEqual([]);
    expect(errors('kubernetes', 'clusterName: 3\n')).not.toEqual([]);
    expect(errors('aws', 'region: us-east-1\n')).not.toEqual([]);
    expect(errors('flux', 'playbooks: { enabled: yes please }\n')).not.toEqual([]);
    expect(errors('watchtower', 'views: { dashboard: { sidebar: maybe } }\n')).not.toEqual([]);
  });

  it('accepts other keys where the chart accepts them (Prometheus)', () => {
    expect(errors('prometheus', 'anything: 1\n')).toEqual([]);
  });
});
