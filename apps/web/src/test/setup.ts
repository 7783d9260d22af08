import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { authSession } from '@/lib/auth-session';
import { resetEventQueue } from '@/lib/events/event-queue';
import { resetFirstAnswers } from '@/lib/first-answers';

// Lists render their answers at deferred priority (useDeferredValue), which React may put off while the two shared
// cores are busy: a findBy/waitFor waits up to 5 s for what a person would see, instead of Testing Library's 1 s.
configure({ asyncUtilTimeout: 5_000 });

// The files of a worker share its modules (isolate: false in vitest.config.ts), so what a test leaves in a module's
// state goes too: toasts, the rendered tree, stubbed globals, spies and clocks, the session, the event queue, the
// page's first answers, a page left (page-leaving.ts: back from it) and storage are reset after every test.
afterEach(() => {
  notifications.clean();
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  authSession.clear();
  resetEventQueue();
  resetFirstAnswers();
  window.dispatchEvent(new Event('pageshow'));
  localStorage.clear();
  sessionStorage.clear();
});

// Mantine reads these browser APIs that jsdom does not have.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};

// Every text in before a test renders: the signed-in screens' English comes in its own chunk in the app (i18n.ts),
// and a screen rendered without a Suspense boundary would otherwise render nothing on its first pass.
const { i18n, i18nReady, SIGNED_IN_NAMESPACES } = await import('@/lib/i18n');
await i18nReady;
await i18n.loadNamespaces(SIGNED_IN_NAMESPACES);
