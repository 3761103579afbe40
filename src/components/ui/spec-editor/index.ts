// The shared spec editor: one import for features.
export { SpecEditor, type SpecEditorProps } from './spec-editor.tsx';
export {
  validateSpecText,
  useSpecSchema,
  type JsonSchema,
  type SpecDiagnostic,
  type SpecLanguage,
} from '../../../lib/spec-validation/index.ts';
