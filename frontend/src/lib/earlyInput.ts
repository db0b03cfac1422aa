/**
 * Text typed into a pre-rendered page before React has hydrated it: React 19 adopts such a field
 * with the typed text still showing but its state still empty (the server's), so the form never
 * sees it and the next render wipes it. `keepEarlyInput` notes what is typed into `container`'s
 * text fields (before it is called, and until hydration) and, once <EarlyInputReplay/> (placed in
 * the Suspense boundary around the page, which hydrates after the rest) has been hydrated, types it
 * in again the way a browser does, so the form's onChange handlers receive it.
 */
import { useEffect } from 'react';

type TextField = HTMLInputElement | HTMLTextAreaElement;

const isTextField = (el: EventTarget | null): el is TextField =>
  (el instanceof HTMLInputElement && !['checkbox', 'radio', 'file', 'button', 'submit'].includes(el.type)) || el instanceof HTMLTextAreaElement;

let replayPending: (() => void) | null = null;

/** Starts noting typed text in `container`, until <EarlyInputReplay/> replays it into the hydrated fields. */
export function keepEarlyInput(container: HTMLElement): void {
  const typed = new Map<TextField, string>();
  // typed before this script ran: the value differs from the one in the HTML
  for (const field of container.querySelectorAll<TextField>('input, textarea')) {
    if (isTextField(field) && field.value !== field.defaultValue) typed.set(field, field.value);
  }
  const note = (event: Event) => {
    if (isTextField(event.target)) typed.set(event.target, event.target.value);
  };
  container.addEventListener('input', note, true);
  replayPending = () => {
    container.removeEventListener('input', note, true);
    for (const [field, value] of typed) {
      if (!field.isConnected) continue;
      // React tracks the value it last saw through the field's own setter: make that empty, then
      // type with the browser's setter (as a keystroke does), so React sees a change and calls onChange
      field.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
}

/** Replays what keepEarlyInput noted, once, when it is hydrated (renders nothing). */
export function EarlyInputReplay() {
  useEffect(() => {
    replayPending?.();
    replayPending = null;
  }, []);
  return null;
}
