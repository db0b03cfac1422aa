/**
 * What a visitor did on a pre-rendered page before React took it over, handed to the hydrated app.
 * The page's inline capture script (services/shared/src/server/early-input-script.ts, run while the
 * HTML is parsed, before any module) records it and holds the taps; without it, a tap landing
 * before the app's scripts have run reaches no handler at all (or submits the page natively), React
 * 19 adopts a field typed into before hydration with the text still showing but its state still
 * empty (so the form never sees it and the next render wipes it), and a field focused and left
 * meanwhile was never 'touched' for the form, so its error would not show on blur (docs/product.md §4).
 *
 * `replayEarlyInput` (called once the page has hydrated, components/EarlyInputReplay.tsx) stops the
 * capture (its listeners are removed: from then on the app's own handlers see everything), types the
 * text in again the way a browser does, has each field that was left receive focus and blur events
 * (and the field still focused a focus event), then repeats the taps and keys, each in a task of its
 * own (so what the text or a tap changed, such as Continue disabling itself while saving, is
 * rendered before the next tap lands), so the app's handlers receive all of it, once.
 * A returning visitor's page is rendered anew over the pre-rendered one (main.tsx: their saved answers
 * differ from the HTML's), so the elements acted on are replaced: each is found again at the same
 * place in the new page (`counterpart`, from the path the capture noted), and focus moves there too.
 * A tap on a control showing a state (aria-checked, aria-pressed: a card, a choice; or on the element
 * describing it) meant the other state than the one on screen, so it is repeated only while the
 * control still shows what the visitor saw: a card the saved answers already select is not
 * unselected by a tap that meant to select it, and two taps on a card that did not answer select it once.
 */
import { EARLY_INPUT_GLOBAL, type EarlyInputCapture, type EarlyInputRecord } from '@cabinetry/shared/server/early-input-script';

type TextField = HTMLInputElement | HTMLTextAreaElement;

const isTextField = (el: EventTarget | null): el is TextField =>
  (el instanceof HTMLInputElement && !['checkbox', 'radio', 'file', 'button', 'submit'].includes(el.type)) || el instanceof HTMLTextAreaElement;

/** A form field whose focus a form tracks (touched once left). */
const isFormField = (el: EventTarget | null): el is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

/** Focus moving onto (`focusin`) or away from (`focusout`) `field`, as the browser announces it; the real focus does not move. */
const announceFocus = (field: Element, type: 'focusin' | 'focusout') => field.dispatchEvent(new FocusEvent(type, { bubbles: true }));

/** What must agree between an element and the one found at its place in a page rendered anew. */
const identity = (el: Element) => [el.tagName, el.id, el.getAttribute('name'), el.getAttribute('role'), el.getAttribute('aria-label')].join('|');

/**
 * `el` itself while it is in the page; else the element at its place (`path`) in `container` when it
 * is the same kind of element (tag, id, name, role, label); else null.
 */
function counterpart<T extends Element>(container: Element, el: T, path: number[]): T | null {
  if (el.isConnected) return el;
  let node: Element | undefined = container;
  for (const index of path) node = node?.children[index];
  return node && identity(node) === identity(el) ? (node as T) : null;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Stops the page's capture and replays what it recorded into #root's app, once (later calls, or on
 * a page without the capture, do nothing); resolves when the last held tap has been handled.
 */
export async function replayEarlyInput(): Promise<void> {
  const capture = (window as unknown as Record<string, EarlyInputCapture<Element> | undefined>)[EARLY_INPUT_GLOBAL];
  const container = document.getElementById('root');
  if (!capture || !container) return;
  capture.stop();
  const records: EarlyInputRecord<Element>[] = capture.q;
  const found = <T extends Element>(el: T, path: number[]): T | null => counterpart(container, el, path);

  // the last record of each text field typed into and of each form field left: its value now is the
  // one typed (a field replaced by a page rendered anew keeps the value it had)
  const typed = new Map<TextField, number[]>();
  const left = new Map<Element, number[]>();
  let focused: [Element, number[]] | null = null;
  for (const [kind, el, path] of records) {
    if (kind === 'input' && isTextField(el)) typed.set(el, path);
    if (kind === 'focusout' && isFormField(el)) left.set(el, path);
    if (kind === 'focusin') focused = isFormField(el) ? [el, path] : null;
  }
  for (const [early, path] of typed) {
    const field = found(early, path);
    if (!field) continue;
    // React tracks the value it last saw through the field's own setter: make that empty, then
    // type with the browser's setter (as a keystroke does), so React sees a change and calls onChange
    const value = early.value;
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const [early, path] of left) {
    const field = found(early, path);
    if (!field) continue;
    announceFocus(field, 'focusin');
    announceFocus(field, 'focusout');
  }
  // the field focused before a page rendered anew has the focus in the new one
  // (a real focus, which the app sees); else the app is told of the field focused now
  const refocus = focused && found(...focused);
  const active = document.activeElement;
  if (refocus && refocus !== focused![0] && refocus instanceof HTMLElement) refocus.focus();
  else if (active && container.contains(active) && isFormField(active)) announceFocus(active, 'focusin');

  for (const [kind, early, path, shown, key] of records) {
    if (kind !== 'click' && kind !== 'keydown') continue;
    await nextTask(); // what the text or the previous tap changed is rendered first
    const target = found(early, path);
    // a control already showing another state than the visitor saw shows what the tap meant
    if (!target || (shown && capture.s(target) !== shown)) continue;
    if (kind === 'click' && target instanceof HTMLElement) target.click();
    else target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }
}
