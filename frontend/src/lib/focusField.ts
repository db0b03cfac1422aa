/** Moves keyboard and screen-reader focus to a form control (docs/product.md §4 step 1: scroll to the first error). */

/** Scrolls the element with `id` to the middle of the viewport and focuses it; no-op when absent. */
export function focusField(id: string): void {
  const el = document.getElementById(id);
  if (!el) return;
  el.scrollIntoView({ behavior: 'smooth', block: 'center' });
  el.focus({ preventScroll: true });
}
