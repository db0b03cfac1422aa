/**
 * Debian's Chromium (/usr/bin/chromium) driven by playwright-core, headless, with the flags this
 * offline machine needs. CHROMIUM_PATH overrides the binary.
 */
import { chromium, type Browser } from 'playwright-core';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
