// What clicking a summary row does to the URL (spec 02-areas §2.2): a type row sets configType,
// a tag row sets a label filter (tag keys keep the `__tag` marker), a name row searches for the
// name; groupBy is cleared. Provider and yes/no rows do not narrow (providers expand instead).
import type { SummaryRow } from './summary-rows.ts';
import { formatLabels, parseLabels, TAG_SUFFIX, type CatalogSearch } from './url-state.ts';

export function narrowedSearch(search: CatalogSearch, row: SummaryRow): CatalogSearch | null {
  const { configType, field, value } = row.narrow;
  if (configType !== undefined) return { ...search, configType, groupBy: undefined };
  if (field === undefined || value === undefined || value === null) return null;
  if (field.kind === 'name') return { ...search, search: value, groupBy: undefined };
  if (field.kind === 'tag') {
    const labels = [
      ...parseLabels(search.labels),
      { key: `${field.key}${TAG_SUFFIX}`, value, state: 1 as const },
    ];
    return { ...search, labels: formatLabels(labels), groupBy: undefined };
  }
  return null;
}
