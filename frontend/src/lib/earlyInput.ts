/**
 * What a visitor does on a pre-rendered page before React has taken it over. React 19 adopts a field
 * typed into before hydration with the text still showing but its state still empty (the server's),
 * so the form never sees it and the next render wipes it; a field focused and left meanwhile was
 * never 'touched' for the form, so its error would not show on blur (docs/product.md §4); and a tap
 * on a button before the app's scripts have run reaches no handler at all. `keepEarlyInput` (called
 * by src/boot.ts as soon as the page is parsed) notes the text typed into `container`'s fields and
 * the fields focus left, and holds the taps on its buttons (and role="button" elements, and elements
 * marked data-tap whose click acts too: a card's description); `replayEarlyInput` (called once the page
 * has hydrated, components/EarlyInputReplay.tsx) types the text in again the way a browser does, has
 * each field that was left receive focus and blur events (and the field still focused a focus event),
 * then repeats the taps, each in a task of its own (so what the text or a tap changed, such as
 * Continue disabling itself while saving, is rendered before the next tap lands), so the app's
 * handlers receive all of it.
 * A returning visitor's page is rendered anew over the pre-rendered one (main.tsx: their saved answers
 * differ from the HTML's), so the elements acted on are replaced: each is found again at the same
 * place in the new page (`counterpart`), and focus moves there too. A tap on a control showing a state
 * (aria-checked, aria-pressed: a card, a choice; or on the element describing it) meant the other state than the one on screen, so it
 * is repeated only while the control still shows what the visitor saw: a card the saved answers
 * already select is not unselected by a tap that meant to select it, and two taps on a card that did
 * not answer select it once.
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

/** Where `el` sits in `container`: the index of each element on the way down. */
const pathIn = (container: Element, el: Element): number[] => {
  const path: number[] = [];
  for (let node: Element | null = el; node && node !== container; node = node.parentElement) {
    path.unshift(node.parentElement ? Array.prototype.indexOf.call(node.parentElement.children, node) : -1);
  }
  return path;
};

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

/**
 * The state a control shows (aria-checked, else aria-pressed); for an element without one, that of
 * the control it describes (aria-describedby: a card's description, which toggles the card too);
 * else null.
 */
const shownState = (el: Element): string | null => {
  const own = el.getAttribute('aria-checked') ?? el.getAttribute('aria-pressed');
  if (own !== null || !el.id) return own;
  const described = [...document.querySelectorAll('[aria-describedby]')].find((control) => control.getAttribute('aria-describedby')!.split(' ').includes(el.id));
  return described ? (described.getAttribute('aria-checked') ?? described.getAttribute('aria-pressed')) : null;
};

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Starts noting typed text and the fields focus left, and holding button taps, in `container`, until replayEarlyInput. */
export function keepEarlyInput(container: HTMLElement): void {
  const paths = new Map<Element, number[]>();
  /** `el`, its place in the container noted for finding it again in a page rendered anew. */
  const placed = <T extends Element>(el: T): T => {
    if (!paths.has(el)) paths.set(el, pathIn(container, el));
    return el;
  };
  const found = <T extends Element>(el: T): T | null => counterpart(container, el, paths.get(el) ?? []);
  const typed = new Map<TextField, string>();
  // typed before this script ran: the value differs from the one in the HTML
  for (const field of container.querySelectorAll<TextField>('input, textarea')) {
    if (isTextField(field) && field.value !== field.defaultValue) typed.set(placed(field), field.value);
  }
  const note = (event: Event) => {
    if (isTextField(event.target)) typed.set(placed(event.target), event.target.value);
  };
  const left = new Set<Element>();
  const noteLeft = (event: FocusEvent) => {
    if (isFormField(event.target)) left.add(placed(event.target));
  };
  let focused: Element | null = null;
  const noteFocused = (event: FocusEvent) => {
    focused = isFormField(event.target) ? placed(event.target) : null;
  };
  const pressed: { button: HTMLElement; shown: string | null }[] = [];
  const hold = (event: MouseEvent) => {
    // buttons, elements acting as one (step 2's cards) and other elements whose click acts (data-tap: a card's description)
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button, [role="button"], [data-tap]') : null;
    if (!button || !container.contains(button)) return;
    // held on the way down, before React's own listeners on the container could see it; a submit
    // button would otherwise submit the page natively
    event.preventDefault();
    event.stopPropagation();
    pressed.push({ button: placed(button), shown: shownState(button) });
  };
  container.addEventListener('input', note, true);
  container.addEventListener('focusout', noteLeft, true);
  container.addEventListener('focusin', noteFocused, true);
  document.addEventListener('click', hold, true);
  replayPending = async () => {
    container.removeEventListener('input', note, true);
    container.removeEventListener('focusout', noteLeft, true);
    container.removeEventListener('focusin', noteFocused, true);
    document.removeEventListener('click', hold, true);
    for (const [early, value] of typed) {
      const field = found(early);
      if (!field) continue;
      // React tracks the value it last saw through the field's own setter: make that empty, then
      // type with the browser's setter (as a keystroke does), so React sees a change and calls onChange
      field.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    for (const early of left) {
      const field = found(early);
      if (!field) continue;
      announceFocus(field, 'focusin');
      announceFocus(field, 'focusout');
    }
    // the field focused before a page rendered anew has the focus in the new one
    // (a real focus, which the app sees); else the app is told of the field focused now
    const refocus = focused && found(focused);
    const active = document.activeElement;
    if (refocus && refocus !== focused && refocus instanceof HTMLElement) refocus.focus();
    else if (active && container.contains(active) && isFormField(active)) announceFocus(active, 'focusin');
    for (const { button: early, shown } of pressed) {
      await nextTask(); // what the text or the previous tap changed is rendered first
      const button = found(early);
      // a control already showing another state than the visitor saw shows what the tap meant
      if (button && (shown === null || shownState(button) === shown)) button.click();
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
