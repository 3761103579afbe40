// The run dialog (spec 02-areas §2.11 "Run dialog": title, resource selector, Playbook Parameters,
// Run): opened from the playbooks page, a config item, a component or a check. The resource is
// chosen from local data (searched on the keystroke) unless the page gave it; the parameters are
// the server's, resolved for the resource, or the spec's offline; each is checked by type.
// Offline, Run first says that the run will wait for the connection and expire after ten minutes,
// and queues it only when the user confirms (decision 0017).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import { useSyncStatusValue } from '../../../sync/client/hooks.tsx';
import { checks } from '../../../sync/collections/checks.ts';
import { components } from '../../../sync/collections/components.ts';
import { configItems } from '../../../sync/collections/config-items.ts';
import { resolvedParamsQuery, type RunTarget } from '../api.ts';
import { LocalPicker } from './local-picker.tsx';
import { ParamField } from './param-fields.tsx';
import { initialValues, paramErrors, paramsToSend, specParams, type ParamValues } from './params-model.ts';
import { RunTargetName } from './run-target-name.tsx';
import { givenTarget, targetChoices, targetOf, typeFilter, type TargetKind } from './target-model.ts';
import { useRunPlaybook } from './use-run-playbook.ts';

export const OFFLINE_NOTICE =
  'You are offline. The run will be sent when the connection returns, if that is within 10 minutes; after that it expires and is not sent.';

export interface RunnablePlaybook {
  readonly id: string;
  readonly title: string;
  readonly spec: Record<string, unknown>;
}

export function RunDialog({
  playbook,
  target: pageTarget,
  onClose,
}: {
  playbook: RunnablePlaybook;
  target?: RunTarget | undefined;
  onClose: () => void;
}) {
  const fixed = givenTarget(pageTarget);
  const choices = targetChoices(playbook.spec);
  const [kind, setKind] = useState<TargetKind | undefined>(choices[0]?.kind);
  const [resourceId, setResourceId] = useState('');
  const [edited, setEdited] = useState<ParamValues>({});
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const online = useSyncStatusValue((s) => s.online);
  const { runNow, queue } = useRunPlaybook();

  const target: RunTarget = fixed ?? (kind === undefined ? {} : targetOf(kind, resourceId));
  const resolved = useQuery({ ...resolvedParamsQuery(playbook.id, target), enabled: online });
  const params = resolved.data ?? specParams(playbook.spec);
  const values = { ...initialValues(params), ...edited };
  const errors = paramErrors(params, values);
  const choice = choices.find((c) => c.kind === kind);
  const resourceError =
    fixed === undefined && choice !== undefined && resourceId === ''
      ? `${choice.label} is required`
      : undefined;
  const valid = Object.keys(errors).length === 0 && resourceError === undefined;
  const picker = {
    label: choice?.label ?? '',
    value: resourceId,
    onChange: setResourceId,
    where: choice === undefined ? [] : typeFilter(choice),
    isRequired: true,
    errorMessage: touched ? resourceError : undefined,
    autoFocus: true,
  };

  const submit = async () => {
    setTouched(true);
    if (!valid) return;
    // The sync status learns of a lost connection at its next request or probe; the browser
    // knows at once. Either saying offline means the run is queued, after asking.
    const reachable = online && navigator.onLine;
    if (!reachable && !confirming) {
      setConfirming(true);
      return;
    }
    setBusy(true);
    const sent = paramsToSend(params, values);
    const ok = reachable
      ? await runNow(playbook.id, target, sent)
      : await queue(playbook.id, target, sent, playbook.title);
    if (ok) onClose();
    else setBusy(false);
  };

  return (
    <Modal
      title={playbook.title}
      size="md"
      isOpen
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        confirming ? (
          <>
            <Button onPress={() => setConfirming(false)}>Back</Button>
            <Button variant="primary" isDisabled={busy} onPress={() => void submit()}>
              Queue run
            </Button>
          </>
        ) : (
          <Button variant="primary" isDisabled={busy} onPress={() => void submit()}>
            Run
          </Button>
        )
      }
    >
      {confirming ? (
        <p role="alert" className="run-dialog__offline">
          {OFFLINE_NOTICE}
        </p>
      ) : (
        <form
          className="run-dialog"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {fixed !== undefined ? (
            <RunTargetName target={fixed} />
          ) : (
            choice !== undefined && (
              <div className="run-dialog__resource">
                {choices.length > 1 && (
                  <Select
                    label="Resource type"
                    selectedKey={choice.kind}
                    onSelectionChange={(key) => {
                      setKind(key as TargetKind);
                      setResourceId('');
                    }}
                  >
                    {choices.map((c) => (
                      <SelectItem key={c.kind} id={c.kind}>
                        {c.label}
                      </SelectItem>
                    ))}
                  </Select>
                )}
                {choice.kind === 'config' && <LocalPicker collection={configItems} {...picker} />}
                {choice.kind === 'component' && <LocalPicker collection={components} {...picker} />}
                {choice.kind === 'check' && <LocalPicker collection={checks} {...picker} />}
              </div>
            )
          )}
          <fieldset className="run-dialog__params">
            <legend className="run-dialog__legend">Playbook Parameters</legend>
            {params.length === 0 && <p className="run-dialog__none">This playbook takes no parameters.</p>}
            {params.map((p) => (
              <ParamField
                key={p.name}
                param={p}
                values={values}
                onChange={(v) => setEdited({ ...edited, [p.name]: v })}
                error={touched ? errors[p.name] : undefined}
              />
            ))}
          </fieldset>
          <button type="submit" hidden />
        </form>
      )}
    </Modal>
  );
}
