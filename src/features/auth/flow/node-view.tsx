import { useEffect } from 'react';
import { InlineMessage } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Text } from '../../../components/ui/typography.tsx';
import type { UiNode } from '../../../lib/identity/flow-schema.ts';
import { toConsoleUrl } from '../../../lib/identity/redirects.ts';
import { fieldError, fieldInfo, labelOf, lookupSecrets, scalarText } from './nodes.ts';
import type { FlowValues } from './nodes.ts';

export interface NodeViewProps {
  node: UiNode;
  values: FlowValues;
  onChange: (name: string, value: string | boolean) => void;
  /** The name=value of the button being submitted, to show its spinner. */
  pending: string | null;
  /** True for the first submit button of the form (primary styling). */
  primary: boolean;
}

/** One `ui.nodes` entry, rendered from its type and attributes alone. */
export function NodeView({ node, values, onChange, pending, primary }: NodeViewProps) {
  const a = node.attributes;
  const label = labelOf(node);
  switch (a.node_type) {
    case 'input': {
      const error = fieldError(node);
      const info = fieldInfo(node);
      if (a.type === 'hidden') return null;
      if (a.type === 'submit' || a.type === 'button') {
        const value = scalarText(a.value);
        // No spinner on social sign-in buttons (the page is about to leave).
        const isPending = node.group !== 'oidc' && pending === `${a.name}=${value}`;
        return (
          <Button
            type="submit"
            name={a.name}
            value={value}
            variant={primary ? 'primary' : 'secondary'}
            isDisabled={a.disabled === true}
            isPending={isPending}
          >
            {label}
          </Button>
        );
      }
      if (a.type === 'checkbox') {
        return (
          <div>
            <Checkbox
              name={a.name}
              isSelected={values[a.name] === true}
              onChange={(v) => onChange(a.name, v)}
              isDisabled={a.disabled === true}
              isInvalid={error !== undefined}
            >
              {label}
            </Checkbox>
            {error !== undefined && <InlineMessage tone="error">{error}</InlineMessage>}
            {info !== undefined && <InlineMessage tone="info">{info}</InlineMessage>}
          </div>
        );
      }
      const value = values[a.name];
      return (
        <TextField
          name={a.name}
          type={a.type}
          label={label}
          value={typeof value === 'string' ? value : ''}
          onChange={(v) => onChange(a.name, v)}
          isRequired={a.required === true}
          isDisabled={a.disabled === true}
          isInvalid={error !== undefined}
          {...(error === undefined ? {} : { errorMessage: error })}
          {...(info === undefined ? {} : { description: info })}
          {...(a.autocomplete === undefined ? {} : { autoComplete: a.autocomplete })}
          {...(a.maxlength === undefined ? {} : { maxLength: a.maxlength })}
        />
      );
    }
    case 'img':
      return (
        <figure className="auth-node-image">
          <img
            src={a.src}
            alt={label || 'Image'}
            {...(a.width === undefined ? {} : { width: a.width })}
            {...(a.height === undefined ? {} : { height: a.height })}
          />
        </figure>
      );
    case 'text': {
      const secrets = lookupSecrets(a.text);
      return (
        <div className="auth-node-text">
          {label !== '' && <Text elementType="p">{label}</Text>}
          {secrets === null ? (
            <code className="auth-node-text__value" data-node-id={a.id}>
              {a.text.text}
            </code>
          ) : (
            <ul
              className="auth-node-secrets"
              data-node-id={a.id}
              aria-label={label || 'Backup recovery codes'}
            >
              {secrets.map((s) => (
                <li key={s.key} data-used={s.used || undefined}>
                  <code>{s.text}</code>
                </li>
              ))}
            </ul>
          )}
        </div>
      );
    }
    case 'a':
      return (
        <Link href={toConsoleUrl(a.href, location.origin)} id={a.id}>
          {a.title.text}
        </Link>
      );
    case 'script':
      return <NodeScript attributes={a} />;
    case 'div':
      return null;
  }
}

type ScriptAttributes = Extract<UiNode['attributes'], { node_type: 'script' }>;

/** Loads a node's script (WebAuthn) once while the node is shown. */
function NodeScript({ attributes: a }: { attributes: ScriptAttributes }) {
  useEffect(() => {
    const script = document.createElement('script');
    script.src = a.src;
    script.async = a.async ?? true;
    script.id = a.id;
    if (a.type !== undefined) script.type = a.type;
    if (a.integrity !== undefined && a.integrity !== '') script.integrity = a.integrity;
    if (a.crossorigin !== undefined && a.crossorigin !== '') script.crossOrigin = a.crossorigin;
    if (a.referrerpolicy !== undefined && a.referrerpolicy !== '') script.referrerPolicy = a.referrerpolicy;
    if (a.nonce !== undefined && a.nonce !== '') script.nonce = a.nonce;
    document.body.appendChild(script);
    return () => script.remove();
  }, [a.src, a.async, a.id, a.type, a.integrity, a.crossorigin, a.referrerpolicy, a.nonce]);
  return null;
}
