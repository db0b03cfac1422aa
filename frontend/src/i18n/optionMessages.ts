/**
 * The English wording of step 1's options: their labels in the shared field list (CUSTOMER_FIELDS,
 * the one place the English exists, which the CSV and the staff e-mail read too), placed where the
 * catalogues word them (`${messages}.${id}`: 'step1.budgets.100k+'). The English catalogue does not
 * repeat them; the French and Arabic ones translate them under the same keys.
 */
import { CUSTOMER_FIELDS } from '@cabinetry/shared/contracts';

type Tree = Record<string, unknown>;

/** `catalogue` (nested keys) with every step-1 option's English label added; the catalogue is not changed. */
export function withEnglishOptions<T extends Tree>(catalogue: T): T {
  const out: Tree = structuredClone(catalogue);
  for (const field of CUSTOMER_FIELDS) {
    if (field.kind !== 'options') continue;
    let node = out;
    for (const part of field.messages.split('.')) node = (node[part] ??= {}) as Tree;
    for (const option of field.options) node[option.id] = option.label;
  }
  return out as T;
}
