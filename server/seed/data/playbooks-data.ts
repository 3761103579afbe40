import type { Row } from '../context.ts';

/** A playbook of the demo estate: what it targets, its steps and its parameters. */
export interface PlaybookDef {
  name: string;
  title: string;
  category: string;
  icon: string;
  target: 'config' | 'component' | 'check';
  types?: string[];
  actions: string[];
  approval?: boolean;
  source: string;
  parameters: Row[];
}

/** The demo playbooks, in the order their rows and ids are generated. */
export const PLAYBOOKS: PlaybookDef[] = [
  {
    name: 'restart-deployment',
    title: 'Restart deployment',
    category: 'Kubernetes',
    icon: 'kubernetes',
    target: 'config',
    types: ['Kubernetes::Deployment'],
    actions: ['rollout restart', 'wait for rollout'],
    source: 'UI',
    parameters: [{ name: 'reason', label: 'Reason', type: 'text', required: true }],
  },
  {
    name: 'scale-deployment',
    title: 'Scale deployment',
    category: 'Kubernetes',
    icon: 'kubernetes',
    target: 'config',
    types: ['Kubernetes::Deployment', 'Kubernetes::StatefulSet'],
    actions: ['scale', 'verify replicas'],
    source: 'KubernetesCRD',
    parameters: [
      { name: 'replicas', label: 'Replicas', type: 'text', default: '{{.config.config.spec.replicas}}' },
    ],
  },
  {
    name: 'rollback-deployment',
    title: 'Roll back deployment',
    category: 'Kubernetes',
    icon: 'undo',
    target: 'config',
    types: ['Kubernetes::Deployment'],
    actions: ['find previous revision', 'rollout undo', 'wait for rollout', 'notify team'],
    approval: true,
    source: 'UI',
    parameters: [{ name: 'revision', label: 'Revision', type: 'text' }],
  },
  {
    name: 'drain-node',
    title: 'Drain node',
    category: 'Kubernetes',
    icon: 'server',
    target: 'config',
    types: ['Kubernetes::Node'],
    actions: ['cordon', 'drain', 'terminate instance'],
    approval: true,
    source: 'KubernetesCRD',
    parameters: [{ name: 'force', label: 'Force', type: 'checkbox' }],
  },
  {
    name: 'rds-snapshot',
    title: 'Snapshot RDS instance',
    category: 'AWS',
    icon: 'rds',
    target: 'config',
    types: ['AWS::RDS::DBInstance'],
    actions: ['create snapshot', 'wait for snapshot', 'tag snapshot'],
    source: 'UI',
    parameters: [{ name: 'retention', label: 'Retention (days)', type: 'text', default: '7' }],
  },
  {
    name: 'diagnose-check',
    title: 'Run diagnostics for a failing check',
    category: 'Diagnostics',
    icon: 'stethoscope',
    target: 'check',
    actions: ['collect logs', 'describe pods', 'summarize'],
    source: 'UI',
    parameters: [],
  },
  {
    name: 'create-incident-ticket',
    title: 'Create incident ticket',
    category: 'Incident',
    icon: 'jira',
    target: 'component',
    actions: ['create ticket', 'post to slack'],
    source: 'UI',
    parameters: [
      { name: 'summary', label: 'Summary', type: 'text', required: true },
      { name: 'team', label: 'Team', type: 'team' },
    ],
  },
  {
    name: 'cleanup-failed-pods',
    title: 'Clean up failed pods',
    category: 'Kubernetes',
    icon: 'trash',
    target: 'config',
    types: ['Kubernetes::Namespace'],
    actions: ['list failed pods', 'delete pods'],
    source: 'UI',
    parameters: [{ name: 'dryRun', label: 'Dry run', type: 'checkbox', default: 'true' }],
  },
  {
    name: 'rotate-iam-keys',
    title: 'Rotate IAM access keys',
    category: 'AWS',
    icon: 'aws-iam',
    target: 'config',
    types: ['AWS::IAM::Role'],
    actions: ['create key', 'update secret', 'deactivate old key'],
    approval: true,
    source: 'UI',
    parameters: [],
  },
  {
    name: 'say-hello',
    title: 'Say hello (demo)',
    category: '',
    icon: 'bell',
    target: 'component',
    actions: ['echo'],
    source: 'UI',
    parameters: [{ name: 'name', label: 'Name', type: 'text', default: 'world' }],
  },
];
