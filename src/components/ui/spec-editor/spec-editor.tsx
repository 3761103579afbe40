// The one spec editor of the console (spec 02-areas §5 and deliver 7 of issue 25): CodeMirror with
// YAML or JSON, checked against the spec type's JSON schema as you type, with inline diagnostics,
// line numbers and key completion; read-only mode. Height: the smaller of 400 px and the viewport
// minus 500 px (spec §9), at least `minHeight`. CodeMirror is loaded when the first editor mounts;
// should that chunk fail to load, a plain text area keeps the spec editable.
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import type { JsonSchema, SpecDiagnostic, SpecLanguage } from '../../../lib/spec-validation/index.ts';
import { LoadingBlock } from '../spinner.tsx';
import type { SpecEditorHandle } from './create-spec-editor.ts';
import { SpecProblems } from './spec-problems.tsx';
import './spec-editor.css';

export interface SpecEditorProps {
  /** The accessible name, also shown above the editor unless `labelHidden`. */
  label: string;
  value: string;
  onChange?: (text: string) => void;
  language: SpecLanguage;
  /** The JSON schema to check against; undefined checks the syntax only. */
  schema?: JsonSchema | undefined;
  readOnly?: boolean;
  /** Least height in px (default 200). */
  minHeight?: number;
  onDiagnostics?: (diagnostics: SpecDiagnostic[]) => void;
  labelHidden?: boolean;
}

export function SpecEditor({
  label,
  value,
  onChange,
  language,
  schema,
  readOnly = false,
  minHeight = 200,
  onDiagnostics,
  labelHidden = false,
}: SpecEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<SpecEditorHandle | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [diagnostics, setDiagnostics] = useState<SpecDiagnostic[]>([]);
  const labelId = useId();
  // The editor is made once; callbacks and later props reach it through refs and its setters.
  const latest = useRef({ value, language, schema, readOnly, onChange, onDiagnostics });
  latest.current = { value, language, schema, readOnly, onChange, onDiagnostics };

  useEffect(() => {
    let cancelled = false;
    const parent = host.current;
    if (parent === null) return;
    import('./create-spec-editor.ts')
      .then(({ createSpecEditor }) => {
        if (cancelled) return;
        const now = latest.current;
        handle.current = createSpecEditor(parent, {
          text: now.value,
          language: now.language,
          schema: now.schema,
          readOnly: now.readOnly,
          label,
          onChange: (text) => latest.current.onChange?.(text),
          onDiagnostics: (found) => {
            setDiagnostics(found);
            latest.current.onDiagnostics?.(found);
          },
        });
        setReady(true);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [label]);

  useEffect(() => handle.current?.setText(value), [value, ready]);
  useEffect(() => handle.current?.setLanguage(language), [language, ready]);
  useEffect(() => handle.current?.setSchema(schema), [schema, ready]);
  useEffect(() => handle.current?.setReadOnly(readOnly), [readOnly, ready]);

  const style = { '--spec-editor-min-height': `${minHeight}px` } as CSSProperties;
  return (
    <div className="spec-editor" data-readonly={readOnly || undefined}>
      <span id={labelId} className={labelHidden ? 'mc-visually-hidden' : 'spec-editor__label'}>
        {label}
        {readOnly && <span className="spec-editor__readonly"> (read-only)</span>}
      </span>
      {failed ? (
        <textarea
          className="spec-editor__fallback"
          style={style}
          aria-labelledby={labelId}
          value={value}
          readOnly={readOnly}
          spellCheck={false}
          onChange={(e) => onChange?.(e.target.value)}
        />
      ) : (
        <div className="spec-editor__frame" style={style} aria-busy={!ready}>
          {!ready && <LoadingBlock label="Loading editor…" />}
          <div ref={host} className="spec-editor__host" data-ready={ready || undefined} />
        </div>
      )}
      {!failed && (
        <SpecProblems diagnostics={diagnostics} onPick={(d) => handle.current?.focusAt(d.line, d.column)} />
      )}
    </div>
  );
}
