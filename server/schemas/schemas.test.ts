// The spec schemas describe the real products' specs: a realistic spec of each kind validates,
// and a wrong type or a missing required field is rejected at that field. The console validates
// with the same library (src/lib/spec-validation).
import { Validator, type OutputUnit } from '@cfworker/json-schema';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { schemaNamed } from './index.ts';

function check(name: string, specYaml: string): OutputUnit[] {
  const schema = schemaNamed(name);
  if (schema === undefined) throw new Error(`no schema ${name}`);
  return new Validator(structuredClone(schema), '7', false).validate(parse(specYaml)).errors;
}

/** The innermost problems: where they are and what they say. */
const leaves = (errors: OutputUnit[]) =>
  errors
    .filter((e) => ['type', 'required', 'enum'].includes(e.keyword))
    .map((e) => [e.instanceLocation, e.error]);

const canary = `
schedule: "@every 5m"
http:
  - name: api answers
    url: https://api.example.com/health
    thresholdMillis: 3000
    responseCodes: [200, 201, 301]
    maxSSLExpiry: 7
    method: POST
    body: '{"ping": true}'
    headers:
      - name: Authorization
        valueFrom:
          secretKeyRef: { name: api-token, key: token }
    test:
      expr: "code == 200 && json.status == 'ok'"
    display:
      template: "{{ .code }} in {{ .elapsed }}"
    labels: { team: payments }
    customFieldTheConsoleDoesNotModel: 1
icmp:
  - name: gateway ping
    endpoint: 10.0.0.1
    thresholdMillis: 400
    packetLossThreshold: 10
    packetCount: 2
tcp:
  - name: postgres port
    endpoint: db.internal:5432
    thresholdMillis: 1200
redis:
  - name: cache
    addr: redis.internal:6379
    db: 0
exec:
  - name: disk usage
    script: df -h / | tail -1
folder:
  - name: backups are recent
    path: /mnt/backups
    maxAge: 25h
    minCount: 1
    filter: { regex: ".*\\\\.tar\\\\.gz" }
elasticsearch:
  - name: recent errors
    url: http://elasticsearch:9200
    index: logs-*
    query: '{"query": {"match": {"level": "error"}}}'
    results: 0
alertmanager:
  - name: firing alerts
    url: http://alertmanager:9093
    alerts: [".*"]
    filters: { severity: critical }
    ignore: [Watchdog]
`;

const scraper = `
schedule: "@every 30m"
retention:
  changes:
    - name: PullSucceeded
      age: 7d
  types:
    - name: Kubernetes::Pod
      deletedAge: 3d
kubernetes:
  - clusterName: kind
    maxInflight: 64
    exclusions:
      name: [junit-*]
      kind: [Event]
    relationships:
      - kind: { expr: "has(spec.claimRef) ? spec.claimRef.kind : ''" }
    transform:
      mask:
        - selector: config_class == 'Secret'
          jsonpath: .data
          value: md5sum
file:
  - type: $.Config.InstanceType
    id: $.Config.InstanceId
    paths: [fixtures/data/*.json]
aws:
  - region: [eu-west-1, us-east-1]
    compliance: true
    include: [EC2, RDS]
sql:
  - connection: connection://default/postgres
    query: SELECT id, name FROM customers
    type: Customer
    id: $.id
`;

const topology = `
schedule: "@every 5m"
type: KubernetesCluster
icon: kubernetes
properties:
  - name: Version
    text: "1.29"
    headline: true
components:
  - name: nodes
    icon: server
    owner: infra
    type: KubernetesNodes
    id: { javascript: "properties.zone" }
    lookup:
      kubernetes:
        - kind: Node
          name: nodes
          display:
            javascript: JSON.stringify(k8s.getNodeTopology(results))
    properties:
      - name: cpu
        headline: true
        unit: millicores
        lookup:
          prometheus:
            - name: cpu
              query: sum(rate(container_cpu_usage_seconds_total[5m]))
  - name: pods
    type: KubernetesPods
    checks:
      - selector: { labelSelector: "app=web" }
    configs:
      - type: Kubernetes::Pod
        tags: { namespace: default }
`;

describe('spec schemas', () => {
  it('validate realistic specs of the real products, fields they do not model included', () => {
    expect(leaves(check('canary.spec.schema.json', canary))).toEqual([]);
    expect(leaves(check('scrape_config.spec.schema.json', scraper))).toEqual([]);
    expect(leaves(check('topology.spec.schema.json', topology))).toEqual([]);
  });

  it('reject a health check with a wrong type or without a required field, at that field', () => {
    const wrong = canary.replace('thresholdMillis: 3000', 'thresholdMillis: fast');
    expect(leaves(check('canary.spec.schema.json', wrong))).toEqual([
      ['#/http/0/thresholdMillis', 'Instance type "string" is invalid. Expected "integer".'],
    ]);
    const noScript = canary.replace('    script: df -h / | tail -1\n', '');
    expect(leaves(check('canary.spec.schema.json', noScript))).toEqual([
      ['#/exec/0', 'Instance does not have required property "script".'],
    ]);
    expect(leaves(check('canary.spec.schema.json', 'http:\n  - url: https://a\n'))).toEqual([
      ['#/http/0', 'Instance does not have required property "name".'],
    ]);
  });

  it('reject a scraper or topology with a wrong type, at that field', () => {
    const scraperWrong = scraper.replace('maxInflight: 64', 'maxInflight: many');
    expect(leaves(check('scrape_config.spec.schema.json', scraperWrong))).toEqual([
      ['#/kubernetes/0/maxInflight', 'Instance type "string" is invalid. Expected "integer".'],
    ]);
    expect(leaves(check('scrape_config.spec.schema.json', 'kubernetes:\n  - namespace: x\n'))).toEqual([
      ['#/kubernetes/0', 'Instance does not have required property "clusterName".'],
    ]);
    const topologyWrong = topology.replace('owner: infra', 'owner: [infra]');
    expect(leaves(check('topology.spec.schema.json', topologyWrong))).toEqual([
      ['#/components/0/owner', 'Instance type "array" is invalid. Expected "string".'],
    ]);
  });
});
