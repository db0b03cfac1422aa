/**
 * Component-test helpers: a fake `/api` behind `fetch` (routes answer JSON, every call recorded) and
 * the providers the SPA's screens need (an isolated SWR cache with the app's defaults, the toast slot,
 * a router). For React Testing Library tests under vitest's fake timers.
 */
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { ToastProvider } from '../components/toast';
import { SWR_DEFAULTS } from '../api/swrDefaults';
import { OnboardingProvider } from '../onboarding/OnboardingContext';

/** A route's answer: a JSON body (status 200), or [status, body]; a thrown error is a network failure. */
export type Answer = unknown;
export type Route = (url: URL, init: RequestInit | undefined) => Answer | [number, unknown] | Promise<Answer | [number, unknown]>;

export interface FakeApi {
  /** every call, as 'METHOD /path?query' */
  calls: string[];
  /** calls whose path starts with `prefix` */
  callsTo(prefix: string): string[];
}

/** Replaces `fetch` with `routes` (first key that prefixes 'METHOD /path' answers; unknown → 404). */
export function fakeApi(routes: Record<string, Route>): FakeApi {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const call = `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
    calls.push(call);
    const key = Object.keys(routes).find((k) => call.startsWith(k));
    if (!key) return new Response(JSON.stringify({ error: 'Not found' }), { status: 404 });
    const answer = await routes[key](url, init);
    const [status, body] = Array.isArray(answer) && answer.length === 2 && typeof answer[0] === 'number' ? answer : [200, answer];
    return new Response(JSON.stringify(body), { status: status as number, headers: { 'content-type': 'application/json' } });
  });
  return { calls, callsTo: (prefix) => calls.filter((c) => c.includes(prefix)) };
}

/** The app's providers with a fresh SWR cache (pass the same `cache` to keep it across remounts); `pageData` as a page rendered with its API answers holds them (src/Root.tsx). */
export function Providers({ children, cache = new Map(), path = '/', pageData }: { children: ReactNode; cache?: Map<string, unknown>; path?: string; pageData?: Record<string, unknown> }) {
  return (
    <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => cache as never, ...(pageData && { fallback: pageData }) }}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </ToastProvider>
    </SWRConfig>
  );
}

/** Renders a wizard step (`step`, e.g. <Step4 />) at `path` inside the providers and the wizard's state (read from localStorage). */
export const renderWizardStep = (path: string, step: ReactNode): RenderResult =>
  render(
    <Providers path={path}>
      <OnboardingProvider>{step}</OnboardingProvider>
    </Providers>,
  );

/** Advances the fake clock by `ms`, letting React and pending promises settle. */
export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The text of the single toast, or null. */
export const toastText = (): string | null => document.querySelector('.toast')?.textContent ?? null;

/** What antd and our dialogs need of a browser that jsdom lacks (ResizeObserver, IntersectionObserver, matchMedia, dialog.showModal/close): stand-ins. */
export function installBrowserShims(): void {
  const inert = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  globalThis.ResizeObserver ??= inert as never;
  globalThis.IntersectionObserver ??= inert as never;
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} })) as never;
  // jsdom has <dialog> without its modal methods
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
}

/** Latency of a fake route: settles after `ms` on the test's (fake) clock. */
export const fakeLatency = (ms: number): Promise<void> => new Promise<void>((settle) => setTimeout(settle, ms));
