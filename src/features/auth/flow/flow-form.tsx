import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Form } from '../../../components/ui/form.tsx';
import type { UiNode, UiText } from '../../../lib/identity/flow-schema.ts';
import { NodeView } from './node-view.tsx';
import {
  buildBody,
  initialValues,
  isInput,
  isSubmitLike,
  messageText,
  nodeKey,
  scalarText,
} from './nodes.ts';
import type { FlowValues } from './nodes.ts';

export interface FlowFormProps {
  /** The nodes of this form (a whole flow, or one settings section plus `default`). */
  nodes: readonly UiNode[];
  /** Called with the JSON body; a submit while one is running is ignored. */
  onSubmit: (body: Record<string, unknown>) => Promise<void>;
  /** Accessible name of the form. */
  label: string;
}

/**
 * A flow form rendered generically from `ui.nodes`: inputs hold their values, the pressed
 * button adds its name/value (e.g. `method=password`), hidden nodes (csrf_token) ride along.
 * Mount it with a `key` that changes when the server answers a new flow, so values reset.
 */
export function FlowForm({ nodes, onSubmit, label }: FlowFormProps) {
  const [values, setValues] = useState<FlowValues>(() => initialValues(nodes));
  const [pending, setPending] = useState<string | null>(null);
  const firstSubmit = nodes.findIndex(isSubmitLike);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (pending !== null) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const fallback = nodes[firstSubmit];
    const pressed =
      submitter instanceof HTMLButtonElement && submitter.name !== ''
        ? { name: submitter.name, value: submitter.value }
        : fallback !== undefined && isInput(fallback)
          ? { name: fallback.attributes.name, value: scalarText(fallback.attributes.value) }
          : undefined;
    setPending(pressed ? `${pressed.name}=${pressed.value}` : '');
    try {
      await onSubmit(buildBody(nodes, values, pressed));
    } finally {
      setPending(null);
    }
  }

  return (
    <Form validationBehavior="aria" aria-label={label} onSubmit={(e) => void submit(e)}>
      {nodes.map((node, i) => (
        <NodeView
          key={nodeKey(node, i)}
          node={node}
          values={values}
          pending={pending}
          primary={i === firstSubmit}
          onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
        />
      ))}
    </Form>
  );
}

const toneOfMessage = { error: 'error', success: 'success', info: 'info' } as const;

/** Flow-level messages (`ui.messages`) as alerts, except one already said as a toast. */
export function FlowMessages({
  messages,
  toasted,
}: {
  messages: readonly UiText[] | undefined;
  toasted?: UiText | undefined;
}) {
  const shown = (messages ?? []).filter(
    (m) => toasted === undefined || m.id !== toasted.id || m.text !== toasted.text,
  );
  if (shown.length === 0) return null;
  return (
    <div className="auth-messages">
      {shown.map((m, i) => (
        <Alert key={`${m.id}-${i}`} tone={toneOfMessage[m.type]}>
          {messageText(m)}
        </Alert>
      ))}
    </div>
  );
}
