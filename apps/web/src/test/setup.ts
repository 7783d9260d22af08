import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

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
