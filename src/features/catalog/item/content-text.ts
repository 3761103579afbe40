import { toYaml } from '../../../lib/yaml.ts';

export type ContentFormat = 'json' | 'yaml';

/** The config body as text in `format` (strings are shown as they are: XML, properties...). */
export function contentText(config: unknown, format: ContentFormat): string {
  if (config === undefined || config === null) return '';
  if (typeof config === 'string') {
    try {
      return contentText(JSON.parse(config) as unknown, format);
    } catch {
      return config;
    }
  }
  return format === 'yaml' ? toYaml(config) : JSON.stringify(config, null, 2);
}
