// What the item page hands to its evidence action (spec §3 Evidence, §4 incident creation): a
// 'config' evidence with the config id, a description and the shown content with the selected
// lines, the shape the incidents area renders as code context.
import type { ReactNode } from 'react';

export interface ConfigEvidence {
  readonly type: 'config';
  readonly config_id: string;
  readonly description: string;
  readonly evidence: {
    readonly lines: readonly string[];
    readonly selected_lines: readonly number[];
    readonly start: number;
    readonly configName: string;
  };
}

/** Renders the item's evidence action (e.g. 'Link to Incident'); supplied by the app's route. */
export type ConfigEvidenceAction = (evidence: ConfigEvidence) => ReactNode;

export function configEvidenceOf(
  config: { id: string; name: string },
  text: string,
  selected: readonly number[],
): ConfigEvidence {
  const lines = text === '' ? [] : text.split('\n');
  return {
    type: 'config',
    config_id: config.id,
    description: config.name,
    evidence: {
      lines,
      selected_lines: selected.filter((n) => n <= lines.length),
      start: 1,
      configName: config.name,
    },
  };
}
