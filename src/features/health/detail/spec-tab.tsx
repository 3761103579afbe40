// Spec tab: the canary definition as YAML in a read-only CodeMirror, loaded on demand.
import { useEffect, useRef, useState } from 'react';
import { toYaml } from '../../../lib/yaml.ts';

export function SpecTab({ spec }: { spec: unknown }) {
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const text = spec === null || spec === undefined ? '' : toYaml(spec);
  useEffect(() => {
    let destroyed = false;
    let destroy: (() => void) | undefined;
    void Promise.all([
      import('@codemirror/view'),
      import('@codemirror/state'),
      import('@codemirror/lang-yaml'),
    ])
      .then(([view, state, yaml]) => {
        if (destroyed || host.current === null) return;
        const editor = new view.EditorView({
          parent: host.current,
          state: state.EditorState.create({
            doc: text,
            extensions: [
              yaml.yaml(),
              state.EditorState.readOnly.of(true),
              view.EditorView.editable.of(false),
              view.lineNumbers(),
            ],
          }),
        });
        destroy = () => editor.destroy();
      })
      .catch(() => setFailed(true));
    return () => {
      destroyed = true;
      destroy?.();
    };
  }, [text]);
  if (text === '') return <p className="health-empty">No data available</p>;
  return (
    <div className="health-spec" role="region" aria-label="Check spec (YAML)">
      {failed && <pre>{text}</pre>}
      <div ref={host} />
    </div>
  );
}
