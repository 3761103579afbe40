// The CodeMirror 6 side of the spec editor, loaded on demand (spec-editor.tsx imports it when it
// first mounts): YAML or JSON, line numbers, schema problems as lint diagnostics (underline,
// gutter marker, hover message) as you type, key completion from the schema, undo history,
// read-only mode. Colours come from the theme tokens, so light and dark follow the page.
import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
} from '@codemirror/autocomplete';
import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { yaml } from '@codemirror/lang-yaml';
import { bracketMatching, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { forceLinting, lintGutter, lintKeymap, linter, type Diagnostic } from '@codemirror/lint';
import { Compartment, EditorSelection, EditorState, type Extension, type Text } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import {
  completeSpecKeys,
  validateSpecText,
  type JsonSchema,
  type SpecDiagnostic,
  type SpecLanguage,
} from '../../../lib/spec-validation/index.ts';
import { specCodeColours, specEditorTheme } from './spec-editor-theme.ts';

export interface SpecEditorOptions {
  text: string;
  language: SpecLanguage;
  schema: JsonSchema | undefined;
  readOnly: boolean;
  label: string;
  onChange(text: string): void;
  onDiagnostics(diagnostics: SpecDiagnostic[]): void;
}

export interface SpecEditorHandle {
  setText(text: string): void;
  setLanguage(language: SpecLanguage): void;
  setSchema(schema: JsonSchema | undefined): void;
  setReadOnly(readOnly: boolean): void;
  /** Puts the cursor at a 1-based line and column and focuses the editor. */
  focusAt(line: number, column: number): void;
  destroy(): void;
}

/** Where a diagnostic starts and ends in the document: from its column to the end of its line. */
function rangeOf(doc: Text, d: SpecDiagnostic): { from: number; to: number } {
  const line = doc.line(Math.min(Math.max(d.line, 1), doc.lines));
  const from = Math.min(line.from + Math.max(d.column - 1, 0), line.to);
  const to = line.to > from ? line.to : Math.min(from + 1, doc.length);
  return { from, to };
}

const languageOf = (language: SpecLanguage): Extension => (language === 'yaml' ? yaml() : json());

const readOnlyOf = (readOnly: boolean, label: string): Extension => [
  EditorState.readOnly.of(readOnly),
  EditorView.editable.of(!readOnly),
  // The content is named and focusable in both modes, so a keyboard user can reach and scroll it
  // (read-only it is not contenteditable, and axe counts a contenteditable as focusable only with
  // a tabindex: without one it reported the scroller as a region no key can reach).
  EditorView.contentAttributes.of(
    readOnly
      ? { 'aria-label': label, 'aria-readonly': 'true', tabindex: '0' }
      : { 'aria-label': label, tabindex: '0' },
  ),
];

export function createSpecEditor(parent: HTMLElement, options: SpecEditorOptions): SpecEditorHandle {
  let schema = options.schema;
  let language = options.language;
  let applyingOutside = false;
  const languageSlot = new Compartment();
  const readOnlySlot = new Compartment();

  const lint = linter(
    (view): Diagnostic[] => {
      const { diagnostics } = validateSpecText(view.state.doc.toString(), language, schema);
      options.onDiagnostics(diagnostics);
      return diagnostics.map((d) => ({
        ...rangeOf(view.state.doc, d),
        severity: d.severity,
        message: d.message,
      }));
    },
    { delay: 250 },
  );

  const completeKeys = (context: CompletionContext): CompletionResult | null => {
    if (schema === undefined) return null;
    const found = completeSpecKeys(context.state.doc.toString(), context.pos, language, schema);
    if (found === undefined) return null;
    if (found.from === context.pos && !context.explicit && language === 'yaml' && found.options.length > 0) {
      // Nothing typed yet: open the list only when asked (Ctrl-Space) or after a dash or at a new line.
      const before = context.state.sliceDoc(context.state.doc.lineAt(context.pos).from, context.pos);
      if (before.trim() !== '' && !before.trim().endsWith('-')) return null;
    }
    return {
      from: found.from,
      options: found.options.map((o) => ({
        label: o.label,
        apply: o.apply,
        type: 'property',
        ...(o.detail !== undefined ? { detail: o.detail } : {}),
        ...(o.info !== undefined ? { info: o.info } : {}),
      })),
      validFor: /^[\w.$/-]*$/,
    };
  };

  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: options.text,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightActiveLine(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        closeBrackets(),
        autocompletion({ override: [completeKeys], icons: false }),
        keymap.of([
          ...closeBracketsKeymap,
          ...defaultKeymap,
          ...historyKeymap,
          ...completionKeymap,
          ...lintKeymap,
        ]),
        languageSlot.of(languageOf(options.language)),
        readOnlySlot.of(readOnlyOf(options.readOnly, options.label)),
        syntaxHighlighting(specCodeColours),
        lint,
        lintGutter(),
        specEditorTheme,
        EditorView.updateListener.of((update) => {
          if (update.docChanged && !applyingOutside) options.onChange(update.state.doc.toString());
        }),
      ],
    }),
  });

  return {
    setText(text) {
      if (text === view.state.doc.toString()) return;
      applyingOutside = true;
      try {
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
      } finally {
        applyingOutside = false;
      }
    },
    setLanguage(next) {
      if (next === language) return;
      language = next;
      view.dispatch({ effects: languageSlot.reconfigure(languageOf(next)) });
      forceLinting(view);
    },
    setSchema(next) {
      if (next === schema) return;
      schema = next;
      forceLinting(view);
    },
    setReadOnly(readOnly) {
      view.dispatch({ effects: readOnlySlot.reconfigure(readOnlyOf(readOnly, options.label)) });
    },
    focusAt(line, column) {
      const { from } = rangeOf(view.state.doc, { line, column, message: '', severity: 'error' });
      view.dispatch({ selection: EditorSelection.cursor(from), scrollIntoView: true });
      view.focus();
    },
    destroy: () => view.destroy(),
  };
}
