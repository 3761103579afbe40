// The Code tab of the health check and scraper forms: the spec as YAML or JSON in the shared
// SpecEditor, checked against the type's JSON schema as it is typed (spec 02-areas §5 "Spec
// editors validate against a schema per type"; the schema from GET /api/schemas/{name}, the
// syntax alone while it loads or offline). Its errors keep the form from being saved.
import { useCallback } from 'react';
import { SpecEditor, useSpecSchema, type SpecDiagnostic } from '../../../components/ui/spec-editor/index.ts';

export type SpecProblem = SpecDiagnostic;

export function SpecCode({
  value,
  onChange,
  schemaName,
  readOnly,
  onProblems,
}: {
  value: string;
  onChange: (text: string) => void;
  /** The JSON schema's name at /api/schemas/ (canary.spec.schema.json, scrape_config.spec.schema.json). */
  schemaName: string;
  readOnly: boolean;
  /** The errors that keep it from being saved. */
  onProblems: (problems: readonly SpecProblem[]) => void;
}) {
  const schema = useSpecSchema(schemaName);
  const onDiagnostics = useCallback(
    (found: SpecDiagnostic[]) => onProblems(found.filter((d) => d.severity === 'error')),
    [onProblems],
  );
  return (
    <SpecEditor
      label="Spec"
      value={value}
      onChange={onChange}
      language="yaml"
      schema={schema.data}
      readOnly={readOnly}
      onDiagnostics={onDiagnostics}
    />
  );
}
