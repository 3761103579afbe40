// A resource's Spec tab (spec 02-areas §2.13 "returns to the list after update or cancel", §4
// "Update when editing", §5 name and namespace fixed once it exists; §6 write on the resource
// table gates Save/Update). Read-only without write permission, for a resource that came from
// elsewhere than the console (§4 source not UI), which says where it came from, and for one that
// runs on an agent, whose link replaces the footer's Update.
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formInvalid, ResourceFields, useResourceSchema } from './resource-form.tsx';
import type { ResourceKind } from './resource-kinds.ts';
import { agentOf, formOf, isReadOnlySource, type ResourceForm, type ResourceRow } from './resource-model.ts';
import { AgentLink, SourceNote } from './resource-origin.tsx';

export function SpecTab({
  kind,
  row,
  mayWrite,
  onUpdate,
  onDone,
}: {
  kind: ResourceKind;
  row: ResourceRow;
  mayWrite: boolean;
  onUpdate: (row: ResourceRow, form: ResourceForm) => Promise<boolean>;
  /** Back to the list (after Update or Cancel). */
  onDone: () => void;
}) {
  const [form, setForm] = useState<ResourceForm>(() => formOf(row));
  const [saving, setSaving] = useState(false);
  const schema = useResourceSchema(kind);
  const agent = agentOf(row);
  const foreign = isReadOnlySource(row.source);
  const editable = mayWrite && !foreign && agent === undefined;
  const invalid = formInvalid(kind, form, schema);

  const update = async () => {
    if (invalid) return;
    setSaving(true);
    if (await onUpdate(row, form)) onDone();
    else setSaving(false);
  };

  return (
    <form
      className="resources-spec"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (editable) void update();
      }}
    >
      <SourceNote source={row.source} />
      <ResourceFields
        kind={kind}
        form={form}
        onChange={setForm}
        existing
        readOnly={!editable}
        showErrors
        schema={schema}
      />
      {agent !== undefined ? (
        <AgentLink agentId={agent} />
      ) : (
        <div className="resources-spec__footer">
          <Button onPress={onDone}>Cancel</Button>
          {editable && (
            <Button variant="primary" type="submit" isDisabled={saving || invalid}>
              {saving ? 'Updating' : 'Update'}
            </Button>
          )}
        </div>
      )}
    </form>
  );
}
