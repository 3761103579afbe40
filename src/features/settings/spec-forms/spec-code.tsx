// The Code tab of the health check and scraper forms: the spec as YAML or JSON, checked against
// the type's JSON schema as it is typed (spec 02-areas §5 "Spec editors validate against a schema
// per type"). It is the shared SpecEditor (components/ui/spec-editor, helper "editor"); this file
// is the one place the forms meet it.
import { useEffect, useMemo } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';
import { fromYaml } from '../../../lib/yaml.ts';

export interface SpecProblem {
  readonly line: number;
  readonly message: string;
}

export function SpecCode({
  value,
  onChange,
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
  const problems = useMemo<SpecProblem[]>(() => {
    try {
      fromYaml(value);
      return [];
    } catch (error) {
      return [
        { line: 1, message: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error) },
      ];
    }
  }, [value]);
  useEffect(() => onProblems(problems), [onProblems, problems]);
  return (
    <TextField
      label="Spec"
      multiline
      rows={16}
      value={value}
      onChange={onChange}
      isReadOnly={readOnly}
      isInvalid={problems.length > 0}
      errorMessage={problems[0]?.message}
      description="YAML or JSON"
    />
  );
}
