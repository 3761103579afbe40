// Colours of the spec editor from the theme tokens (tokens.css), so it follows light and dark.
import { HighlightStyle } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';

export const specCodeColours = HighlightStyle.define([
  { tag: [tags.propertyName, tags.definition(tags.propertyName)], color: 'var(--mc-code-key)' },
  { tag: [tags.string, tags.special(tags.string), tags.content], color: 'var(--mc-code-string)' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], color: 'var(--mc-code-literal)' },
  { tag: [tags.comment, tags.meta], color: 'var(--mc-fg-subtle)', fontStyle: 'italic' },
  { tag: [tags.punctuation, tags.separator, tags.brace, tags.squareBracket], color: 'var(--mc-fg-muted)' },
]);

export const specEditorTheme = EditorView.theme({
  '&': {
    height: '100%',
    color: 'var(--mc-fg)',
    backgroundColor: 'var(--mc-bg)',
    fontSize: 'var(--mc-text-sm)',
  },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'var(--mc-font-mono)', overflow: 'auto' },
  '.cm-content': { caretColor: 'var(--mc-fg)' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--mc-fg)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
    backgroundColor: 'var(--mc-accent-subtle)',
  },
  '.cm-activeLine': { backgroundColor: 'transparent' },
  '&.cm-focused .cm-activeLine': { backgroundColor: 'var(--mc-bg-subtle)' },
  '.cm-gutters': {
    backgroundColor: 'var(--mc-bg-subtle)',
    color: 'var(--mc-fg-subtle)',
    borderRight: '1px solid var(--mc-border)',
  },
  '.cm-activeLineGutter': { backgroundColor: 'var(--mc-bg-muted)', color: 'var(--mc-fg)' },
  '.cm-tooltip': {
    backgroundColor: 'var(--mc-bg-elevated)',
    color: 'var(--mc-fg)',
    border: '1px solid var(--mc-border)',
    borderRadius: 'var(--mc-radius)',
    boxShadow: 'var(--mc-shadow-popover)',
  },
  '.cm-tooltip-autocomplete > ul > li[aria-selected]': {
    backgroundColor: 'var(--mc-accent)',
    color: 'var(--mc-accent-fg)',
  },
  '.cm-completionDetail': { color: 'inherit', opacity: '0.75', marginLeft: '0.75em' },
  '.cm-diagnostic': { padding: '4px 8px' },
  '.cm-diagnostic-error': { borderLeftColor: 'var(--mc-unhealthy)' },
  '.cm-diagnostic-warning': { borderLeftColor: 'var(--mc-warning)' },
  '.cm-matchingBracket': { backgroundColor: 'var(--mc-accent-subtle)', outline: 'none' },
});
