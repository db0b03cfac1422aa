/**
 * The floating WhatsApp chat button of every public page (docs/product.md §1/§2): bottom right, shown
 * 1 s after the page starts, opening a chat with the configured number (GET /api/config/whatsapp,
 * its 'whatsapp:' prefix removed) in a new tab; nothing when no number is configured or the call
 * fails. Plain DOM, outside React and appended to <body>, so a pre-rendered page shows it without
 * running the app (src/boot.ts; src/main.tsx for the other public pages). Its accessible name and
 * tooltip (docs/product.md §2 step 5: 'Chat with us on WhatsApp!') is the catalogues' `shell.chat`.
 */
import type { WhatsappConfig } from '@cabinetry/shared/contracts';

/**
 * GET /api/config/whatsapp (API_PATHS.getWhatsappConfig, which chatButton.test.ts holds it to): spelled
 * here because boot.ts runs this before the first interaction, where the paths module would cost
 * its whole weight (frontend/build/js-budget.test.ts).
 */
// eslint-disable-next-line no-restricted-syntax -- boot.ts's budget; chatButton.test.ts keeps it equal to the paths module
export const WHATSAPP_CONFIG_URL = '/api/config/whatsapp';

/** Delay after the page starts, ms. */
export const CHAT_BUTTON_DELAY_MS = 1000;

const ICON_PATH =
  'M16 3C9 3 3.3 8.6 3.3 15.6c0 2.4.7 4.7 1.9 6.6L3 29l7-2.1c1.8 1 3.9 1.6 6 1.6 7 0 12.7-5.7 12.7-12.7S23 3 16 3Zm0 23.2c-1.9 0-3.8-.5-5.4-1.5l-.4-.2-4.1 1.2 1.3-4-.3-.4a10.4 10.4 0 0 1-1.6-5.6C5.5 9.8 10.2 5.2 16 5.2s10.5 4.6 10.5 10.4S21.8 26.2 16 26.2Zm5.8-7.8c-.3-.2-1.9-.9-2.2-1-.3-.1-.5-.2-.7.2l-1 1.2c-.2.2-.4.2-.7.1-.3-.2-1.4-.5-2.6-1.6-1-.9-1.6-1.9-1.8-2.2-.2-.3 0-.5.1-.7l.5-.6.3-.5c.1-.2 0-.4 0-.6l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6c-.2 0-.6.1-.9.4-.3.3-1.2 1.1-1.2 2.8s1.2 3.2 1.4 3.5c.2.2 2.4 3.6 5.8 5 .8.4 1.4.6 1.9.7.8.3 1.5.2 2.1.1.6-.1 1.9-.8 2.2-1.5.3-.7.3-1.4.2-1.5-.1-.1-.3-.2-.6-.4Z';

/** The configured number without its 'whatsapp:' prefix, or null. */
export function chatNumber(config: Partial<WhatsappConfig> | null): string | null {
  const raw = config?.whatsappNumber?.replace(/^whatsapp:/i, '').trim();
  return raw ? raw : null;
}

/** The wa.me link opening a chat with `number` (its digits). */
export const whatsappHref = (number: string): string => `https://wa.me/${number.replace(/\D/g, '')}`;

/** The button's element: a link to wa.me with the number's digits, named and tooltipped `label`. */
export function chatButtonElement(number: string, label: string): HTMLAnchorElement {
  const link = Object.assign(document.createElement('a'), { className: 'whatsapp-button', href: whatsappHref(number), target: '_blank', rel: 'noopener noreferrer' });
  link.setAttribute('aria-label', label);
  link.dataset.tooltip = label;
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  for (const [name, value] of Object.entries({ viewBox: '0 0 32 32', width: '28', height: '28', 'aria-hidden': 'true', focusable: 'false' })) svg.setAttribute(name, value);
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('fill', 'currentColor');
  path.setAttribute('d', ICON_PATH);
  svg.append(path);
  link.append(svg);
  return link;
}

let asked = false;

/**
 * Asks for the number once `ready` has resolved (default at once: a pre-rendered page waits until it
 * has loaded and been shown, so the request is not made before its first paint) and, when there is one, appends the button (named `label`) to <body>, no
 * sooner than CHAT_BUTTON_DELAY_MS after this call; once per page (later calls do nothing).
 */
export function showChatButton(label: string, ready: Promise<unknown> = Promise.resolve()): void {
  if (asked) return;
  asked = true;
  const shown = new Promise((resolve) => window.setTimeout(resolve, CHAT_BUTTON_DELAY_MS));
  ready
    .then(() => fetch(WHATSAPP_CONFIG_URL, { credentials: 'include' }))
    .then((res) => (res.ok ? (res.json() as Promise<WhatsappConfig>) : null))
    .then(async (config) => {
      const number = chatNumber(config);
      if (!number) return;
      await shown;
      document.body.append(chatButtonElement(number, label));
    })
    .catch(() => {
      /* no number, no button */
    });
}
