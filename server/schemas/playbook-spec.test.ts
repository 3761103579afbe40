// The playbook spec schema accepts the specs the product accepts (the demo's and the documented
// examples) and reports the mistakes the editor should show: a misspelt key, an action without a
// name, no actions, an unknown parameter type.
import { describe, expect, it } from 'vitest';
// The schema is checked with the validator that uses it, the console's spec editor's (test only).
// eslint-disable-next-line import-x/no-restricted-paths
import { validateSpecText } from '../../src/lib/spec-validation/validate.ts';
import { playbookSpecSchema } from './playbook-spec.ts';

const problems = (yaml: string): string[] =>
  validateSpecText(yaml, 'yaml', playbookSpecSchema).diagnostics.map((d) => `${d.line}: ${d.message}`);

const RESTART = `title: Restart deployment
category: Kubernetes
icon: kubernetes
description: Restarts a deployment
configs:
  - types: [Kubernetes::Deployment]
    labelSelector: app=checkout
    agent: all
parameters:
  - name: reason
    label: Reason
    type: text
    required: true
  - name: replicas
    default: "{{.config.config.spec.replicas}}"
    type: list
    properties:
      options: [{ label: One, value: "1" }]
approval:
  type: any
  approvers:
    people: [admin@acme.io]
    teams: [SRE]
actions:
  - name: restart
    exec:
      script: kubectl rollout restart deployment/{{.config.name}}
  - name: wait
    delay: 30s
    timeout: 5m
    retry: { limit: 2, duration: 10s, exponent: { multiplier: 2 } }
    exec:
      script: kubectl rollout status deployment/{{.config.name}}
  - name: notify
    if: failure()
    notification:
      connection: connection://slack/alerts
      title: Restart failed
      message: "{{.config.name}}"
`;

describe('playbook-spec.schema.json', () => {
  it('accepts a full spec as the product documents it', () => {
    expect(problems(RESTART)).toEqual([]);
    expect(
      problems(
        'on:\n  config:\n    - event: created\nactions:\n  - name: hi\n    http:\n      url: https://x\n',
      ),
    ).toEqual([]);
  });

  it('reports a misspelt key, a nameless action, an empty action list and an unknown parameter type', () => {
    expect(problems(RESTART.replace('parameters:', 'paramters:')).join('\n')).toMatch(/^9: /);
    expect(problems('actions:\n  - exec:\n      script: echo\n')).toHaveLength(1);
    expect(problems('actions: []\n')).toHaveLength(1);
    expect(problems('title: x\n')).toHaveLength(1);
    expect(
      problems(
        'parameters:\n  - name: a\n    type: colour\nactions:\n  - name: a\n    exec: { script: echo }\n',
      ),
    ).toHaveLength(1);
  });
});
