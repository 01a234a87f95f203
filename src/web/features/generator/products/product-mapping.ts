/**
 * The fields offered in the mapping step (issues 15.3, 23.2) and the chosen columns as headings,
 * remembered in the draft and offered again for the next sheet that has them.
 */
import type { ColumnMapping, ProductField } from '../../../../catalog/products/index.js';

export { FIELD_LABELS } from '../../../../catalog/products/field-labels.js';
import type { ProductColumns } from '../draft/catalog-draft.js';

/** The mapping as headings, to remember in the draft. */
export function rememberedColumns(headers: readonly string[], mapping: ColumnMapping): ProductColumns {
  const columns: ProductColumns = {};
  for (const [field, column] of Object.entries(mapping) as [ProductField, number][]) {
    const heading = headers[column];
    if (heading) columns[field] = heading;
  }
  return columns;
}
