/**
 * Entry of the pre-rendered customer pages (build/prerender.ts puts it in their HTML in place of
 * main.tsx): keeps what the visitor types or taps meanwhile (lib/earlyInput.ts) and starts the app
 * once the page is on screen, at its first contentful paint as the browser reports it (a `paint`
 * PerformanceObserver entry, recorded when the frame is shown), so the app's scripts are neither
 * fetched nor run before the page shows. Where paint timing is not supported it waits one frame.
 */
import { keepEarlyInput } from './lib/earlyInput';

keepEarlyInput(document.getElementById('root')!);

const start = () => void import('./main');
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
} else {
  requestAnimationFrame(() => setTimeout(start));
}
