// The read-only CodeMirror viewer (loaded on demand): line numbers, JSON or YAML language, and
// selected lines highlighted; a click on a line number toggles it (shift adds a range).
import { json } from '@codemirror/lang-json';
import { yaml } from '@codemirror/lang-yaml';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorState, RangeSetBuilder, StateEffect, StateField } from '@codemirror/state';
import { Decoration, EditorView, lineNumbers, type DecorationSet } from '@codemirror/view';
import { tags } from '@lezer/highlight';

// Keys, strings, numbers and literals in the token colours of tokens.css, so the code follows the
// light or dark theme like the rest of the page.
const codeColours = HighlightStyle.define([
  { tag: [tags.propertyName, tags.definition(tags.propertyName)], color: 'var(--mc-code-key)' },
  { tag: [tags.string, tags.special(tags.string)], color: 'var(--mc-code-string)' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], color: 'var(--mc-code-literal)' },
  { tag: [tags.comment, tags.meta], color: 'var(--mc-fg-subtle)', fontStyle: 'italic' },
  { tag: [tags.punctuation, tags.separator, tags.brace, tags.squareBracket], color: 'var(--mc-fg-muted)' },
]);

const setSelected = StateEffect.define<readonly number[]>();

function decorate(state: EditorState, lines: readonly number[]): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  const mark = Decoration.line({ class: 'cm-selected-line' });
  for (const n of lines)
    if (n <= state.doc.lines) builder.add(state.doc.line(n).from, state.doc.line(n).from, mark);
  return builder.finish();
}

export interface CodeViewer {
  setSelection(lines: readonly number[]): void;
  destroy(): void;
}

export function createCodeViewer(
  parent: HTMLElement,
  text: string,
  format: 'json' | 'yaml',
  selected: readonly number[],
  onLineClick: (line: number, range: boolean) => void,
): CodeViewer {
  const field = StateField.define<DecorationSet>({
    create: (state) => decorate(state, selected),
    update: (value, tr) => {
      for (const e of tr.effects) if (e.is(setSelected)) return decorate(tr.state, e.value);
      return value;
    },
    provide: (f) => EditorView.decorations.from(f),
  });
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: text,
      extensions: [
        EditorState.readOnly.of(true),
        EditorView.editable.of(false),
        // Read-only, yet named and focusable: a keyboard user can reach and scroll it, and a
        // screen reader says what it is (axe: aria-input-field-name, scrollable-region-focusable).
        EditorView.contentAttributes.of({
          'aria-label': `${format.toUpperCase()} of the item`,
          tabindex: '0',
        }),
        lineNumbers({
          domEventHandlers: {
            mousedown: (v, line, event) => {
              onLineClick(
                v.state.doc.lineAt(line.from).number,
                event instanceof MouseEvent && event.shiftKey,
              );
              return true;
            },
          },
        }),
        format === 'yaml' ? yaml() : json(),
        syntaxHighlighting(codeColours),
        field,
        EditorView.theme({
          '.cm-selected-line': { backgroundColor: 'var(--mc-accent-subtle)' },
          '.cm-gutters': {
            cursor: 'pointer',
            backgroundColor: 'var(--mc-bg-subtle)',
            color: 'var(--mc-fg-subtle)',
            borderRight: '1px solid var(--mc-border)',
          },
        }),
      ],
    }),
  });
  return {
    setSelection: (lines) => view.dispatch({ effects: setSelected.of(lines) }),
    destroy: () => view.destroy(),
  };
}
