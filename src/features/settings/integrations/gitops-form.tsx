// 'Add via GitOps' (spec 02-areas §2.13): the namespace (default mission-control, §9), the chart's
// values in the shared spec editor, checked against the chart's values schema as you type, and
// the preview of the Flux manifests and Helm commands that install it with those values. Nothing
// is written here: the user applies the manifests to their cluster.
import { useMemo, useState } from 'react';
import { InlineMessage } from '../../../components/ui/alert.tsx';
import { SpecEditor } from '../../../components/ui/spec-editor/index.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSpecSchema } from '../../../lib/spec-validation/index.ts';
import { namespaceError } from './gitops-preview.ts';
import { GitOpsPreviewTabs } from './gitops-preview-tabs.tsx';
import { parseChartValues } from './gitops-values.ts';
import { CHART_REPOSITORY, GITOPS_DEFAULTS, type GitOpsOption } from './integration-options.ts';

export function GitOpsForm({ option }: { option: GitOpsOption }) {
  const [namespace, setNamespace] = useState<string>(GITOPS_DEFAULTS.namespace);
  const [text, setText] = useState('');
  const schema = useSpecSchema(option.schema).data;
  const parsed = useMemo(() => parseChartValues(text, schema), [text, schema]);
  const nsError = namespaceError(namespace);
  const input = useMemo(
    () =>
      parsed.values === undefined || nsError !== undefined
        ? undefined
        : { chart: option.chart, namespace, values: parsed.values },
    [parsed.values, nsError, option.chart, namespace],
  );

  return (
    <div className="integ-gitops">
      <p className="integ-muted">
        Installs the <code>{option.chart}</code> chart from {CHART_REPOSITORY.url}.
      </p>
      <TextField
        label="Namespace"
        value={namespace}
        onChange={setNamespace}
        isRequired
        isInvalid={nsError !== undefined}
        errorMessage={nsError}
      />
      <SpecEditor label="Values" value={text} onChange={setText} language="yaml" schema={schema} />
      {input === undefined ? (
        <InlineMessage tone="warning">
          {nsError !== undefined
            ? 'The preview appears once the namespace is valid.'
            : `The preview appears once the values are valid (${parsed.errors.length} ${
                parsed.errors.length === 1 ? 'error' : 'errors'
              }).`}
        </InlineMessage>
      ) : (
        <GitOpsPreviewTabs input={input} />
      )}
    </div>
  );
}
