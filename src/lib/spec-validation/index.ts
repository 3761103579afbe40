// The pure logic of the spec editors (src/components/ui/spec-editor): parse YAML or JSON, check
// it against a JSON schema with line numbers, and complete keys from the schema.
export type { JsonSchema, SpecDiagnostic, SpecLanguage, SpecValidation } from './types.ts';
export { validateSpecText } from './validate.ts';
export { completeSpecKeys, type KeyCompletion, type KeyCompletions } from './completion.ts';
export { specSchemaQuery, useSpecSchema } from './use-spec-schema.ts';
