import { parse, stringify } from 'yaml';

/** A value as YAML, the way specs and config items are shown across the console. */
export function toYaml(value: unknown): string {
  return stringify(value);
}

/** YAML text as a plain value; throws the yaml library's error (with line and column) when malformed. */
export function fromYaml(text: string): unknown {
  return parse(text) as unknown;
}
