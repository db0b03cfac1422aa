/**
 * Cross-field business rules of docs/product.md §5 that JSON Schema cannot express, shared by SPA and services.
 */
import type { MaterialSelections, ProjectTypes } from './types';

export const KITCHEN_MATERIALS_REQUIRED =
  'Please select at least one cabinet type and countertop material for your kitchen.';
export const WARDROBE_MATERIALS_REQUIRED = 'Please select exterior and interior options for your wardrobe.';

/** docs/product.md §5 step 3: returns the failing rule's message, or null when the selections are complete. */
export function materialSelectionError(types: ProjectTypes, selections: MaterialSelections): string | null {
  if (types.kitchen) {
    const k = selections.kitchen;
    const cabinets = k ? k.lowerCabinets.length + k.upperCabinets.length + k.tallCabinets.length : 0;
    if (!k || cabinets === 0 || k.countertops.length === 0) return KITCHEN_MATERIALS_REQUIRED;
  }
  if (types.wardrobe) {
    const w = selections.wardrobe;
    if (!w || w.exteriors.length === 0 || w.interiors.length === 0) return WARDROBE_MATERIALS_REQUIRED;
  }
  return null;
}
