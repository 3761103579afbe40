// The playbook spec's JSON schema (GET /api/schemas/playbook-spec.schema.json), written by hand
// from mission-control's public Go types (api/v1 PlaybookSpec, PlaybookAction, PlaybookParameter,
// PlaybookApproval, PlaybookTrigger; duty types.ResourceSelector and EnvVar). The spec and an
// action accept only their own keys, so a misspelt key is reported; the bodies of the action kinds
// are open objects, as their Go types are large and change often.
const text = { type: 'string' };
const texts = { type: 'array', items: text };
const open = (description: string) => ({ type: 'object', description, additionalProperties: true });

const resourceSelector = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: text,
    name: text,
    namespace: text,
    agent: { type: 'string', description: "Agent id or name; 'all' for any agent, empty for the local one" },
    scope: text,
    cache: text,
    search: { type: 'string', description: 'Search query on name, tags and labels' },
    limit: { type: 'integer' },
    includeDeleted: { type: 'boolean' },
    types: texts,
    statuses: texts,
    health: text,
    tagSelector: text,
    labelSelector: text,
    fieldSelector: text,
  },
};

const envVar = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: text,
    value: text,
    valueFrom: open('serviceAccount, helmRef, configMapKeyRef or secretKeyRef'),
  },
};

const parameter = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: { type: 'string', description: 'Key of the parameter, used in templates as .params.<name>' },
    default: { type: 'string', description: 'Default value; a Go template over the resource' },
    label: text,
    required: { type: 'boolean' },
    icon: text,
    description: text,
    type: {
      enum: [
        'check',
        'checkbox',
        'code',
        'component',
        'config',
        'configs',
        'duration',
        'list',
        'people',
        'team',
        'text',
        'bytes',
        'millicores',
        'secret',
      ],
    },
    properties: open('Type-specific options (e.g. language for code, options for list)'),
    dependsOn: texts,
  },
};

const ACTION_KINDS = [
  'ai',
  'exec',
  'gitops',
  'github',
  'azureDevopsPipeline',
  'http',
  'sql',
  'prometheus',
  'pod',
  'notification',
  'logs',
  'report',
  'catalog',
];

const action = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: { type: 'string', minLength: 1 },
    delay: { type: 'string', description: 'Duration or CEL expression delaying this action (e.g. 30s)' },
    timeout: text,
    if: {
      type: 'string',
      description: 'CEL filter: true/false, or always(), success(), failure(), timeout(), skip()',
    },
    retry: {
      type: 'object',
      additionalProperties: false,
      required: ['limit', 'duration'],
      properties: {
        limit: { type: 'integer' },
        duration: text,
        jitter: { type: 'integer', minimum: 0, maximum: 100 },
        exponent: { type: 'object', properties: { multiplier: { type: 'integer' } } },
      },
    },
    runsOn: texts,
    templatesOn: { enum: ['', 'host', 'agent'] },
    contentType: text,
    exec: {
      type: 'object',
      required: ['script'],
      additionalProperties: true,
      properties: { script: text, env: { type: 'array', items: envVar } },
    },
    ...Object.fromEntries(ACTION_KINDS.filter((k) => k !== 'exec').map((k) => [k, open(`The ${k} action`)])),
  },
};

const triggerEvent = {
  type: 'object',
  additionalProperties: false,
  required: ['event'],
  properties: { event: text, labels: { type: 'object', additionalProperties: text }, filter: text },
};

export const playbookSpecSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'playbook-spec.schema.json',
  title: 'PlaybookSpec',
  type: 'object',
  additionalProperties: false,
  required: ['actions'],
  properties: {
    title: text,
    description: text,
    category: text,
    icon: text,
    timeout: { type: 'string', description: 'Longest a run may take (e.g. 30m)' },
    on: {
      type: 'object',
      additionalProperties: false,
      properties: {
        canary: { type: 'array', items: triggerEvent },
        config: { type: 'array', items: triggerEvent },
        component: { type: 'array', items: triggerEvent },
        webhook: open('Webhook trigger: path and authentication'),
        schedule: {
          type: 'array',
          items: {
            type: 'object',
            required: ['schedule'],
            properties: { schedule: text, parameters: { type: 'object', additionalProperties: text } },
          },
        },
      },
    },
    runsOn: texts,
    env: { type: 'array', items: envVar },
    templatesOn: { enum: ['', 'host', 'agent'] },
    permissions: { type: 'array', items: open('role, team or ref') },
    configs: { type: 'array', items: resourceSelector },
    checks: { type: 'array', items: resourceSelector },
    components: { type: 'array', items: resourceSelector },
    parameters: { type: 'array', items: parameter },
    actions: { type: 'array', minItems: 1, items: action },
    filters: texts,
    approval: {
      type: 'object',
      additionalProperties: false,
      properties: {
        type: { enum: ['any', 'all'] },
        approvers: {
          type: 'object',
          additionalProperties: false,
          properties: { people: texts, teams: texts },
        },
      },
    },
    jsonSchema: text,
    ui: open('Properties applied to the run form'),
    mcp: open('How the playbook appears to LLM clients'),
  },
} as const;
