/**
 * What a visitor does on a pre-rendered page before React has taken it over. React 19 adopts a field
 * typed into before hydration with the text still showing but its state still empty (the server's),
 * so the form never sees it and the next render wipes it; a field focused and left meanwhile was
 * never 'touched' for the form, so its error would not show on blur (docs/product.md §4); and a tap
 * on a button before the app's scripts have run reaches no handler at all. `keepEarlyInput` (called
 * by src/boot.ts as soon as the page is parsed) notes the text typed into `container`'s fields and
 * the fields focus left, and holds the taps on its buttons (and role="button" elements); `replayEarlyInput` (called once the page
 * has hydrated, components/EarlyInputReplay.tsx) types the text in again the way a browser does, has
 * each field that was left receive focus and blur events (and the field still focused a focus event),
 * then repeats the taps, each in a task of its own (so what the text or a tap changed, such as
 * Continue disabling itself while saving, is rendered before the next tap lands), so the app's
 * handlers receive all of it.
 * No React here: this runs before React is loaded.
 */

type TextField = HTMLInputElement | HTMLTextAreaElement;

const isTextField = (el: EventTarget | null): el is TextField =>
  (el instanceof HTMLInputElement && !['checkbox', 'radio', 'file', 'button', 'submit'].includes(el.type)) || el instanceof HTMLTextAreaElement;

/** A form field whose focus a form tracks (touched once left). */
const isFormField = (el: EventTarget | null): el is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

/** Focus moving onto (`focusin`) or away from (`focusout`) `field`, as the browser announces it; the real focus does not move. */
const announceFocus = (field: Element, type: 'focusin' | 'focusout') => field.dispatchEvent(new FocusEvent(type, { bubbles: true }));

let replayPending: (() => Promise<void>) | null = null;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Starts noting typed text and the fields focus left, and holding button taps, in `container`, until replayEarlyInput. */
export function keepEarlyInput(container: HTMLElement): void {
  const typed = new Map<TextField, string>();
  // typed before this script ran: the value differs from the one in the HTML
  for (const field of container.querySelectorAll<TextField>('input, textarea')) {
    if (isTextField(field) && field.value !== field.defaultValue) typed.set(field, field.value);
  }
  const note = (event: Event) => {
    if (isTextField(event.target)) typed.set(event.target, event.target.value);
  };
  const left = new Set<Element>();
  const noteLeft = (event: FocusEvent) => {
    if (isFormField(event.target)) left.add(event.target);
  };
  const pressed: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    // buttons, and elements acting as one (step 2's cards)
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button, [role="button"]') : null;
    if (!button || !container.contains(button)) return;
    // held on the way down, before React's own listeners on the container could see it; a submit
    // button would otherwise submit the page natively
    event.preventDefault();
    event.stopPropagation();
    pressed.push(button);
  };
  container.addEventListener('input', note, true);
  container.addEventListener('focusout', noteLeft, true);
  document.addEventListener('click', hold, true);
  replayPending = async () => {
    container.removeEventListener('input', note, true);
    container.removeEventListener('focusout', noteLeft, true);
    document.removeEventListener('click', hold, true);
    for (const [field, value] of typed) {
      if (!field.isConnected) continue;
      // React tracks the value it last saw through the field's own setter: make that empty, then
      // type with the browser's setter (as a keystroke does), so React sees a change and calls onChange
      field.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    for (const field of left) {
      if (!field.isConnected) continue;
      announceFocus(field, 'focusin');
      announceFocus(field, 'focusout');
    }
    const focused = document.activeElement;
    if (focused && container.contains(focused) && isFormField(focused)) announceFocus(focused, 'focusin');
    for (const button of pressed) {
      await nextTask(); // what the text or the previous tap changed is rendered first
      if (button.isConnected) button.click();
    }
  };
}

/**
 * Replays what keepEarlyInput noted and held, once (later calls, or without keepEarlyInput, do
 * nothing); resolves when the last held tap has been handled.
 */
export async function replayEarlyInput(): Promise<void> {
  const replay = replayPending;
  replayPending = null;
  await replay?.();
}
