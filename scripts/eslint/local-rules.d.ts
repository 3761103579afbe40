import type { ESLint, Rule } from 'eslint';

declare const local: ESLint.Plugin & {
  rules: { 'relative-import-extension': Rule.RuleModule; 'built-on-first-use': Rule.RuleModule };
};
export default local;
