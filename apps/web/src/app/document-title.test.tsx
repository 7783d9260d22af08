import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import en from '@/locales/en/common.json';
import de from '@/locales/de/common.json';
import {
  PAGE_TITLES,
  RouteDocumentTitle,
  titled,
  TITLE_FROM_PAGE,
  type PageTitle,
  type RouteHandle,
} from './document-title';
import { routes } from './router';

// Every screen has a title of its own in the tab (WCAG 2.4.2): about twenty of them all said "Plaudit".

/** The routes that show a page (not a layout, not a redirect), with their paths spelled out. */
function pages(list: RouteObject[], parent = ''): Array<{ path: string; route: RouteObject }> {
  return list.flatMap((route) => {
    const path = route.index
      ? `${parent} (index)`
      : route.path
        ? `${parent}/${route.path}`.replace(/\/+/g, '/')
        : parent;
    if (route.children) return pages(route.children, path);
    const element = route.element as { type?: { name?: string } } | undefined;
    return element?.type?.name === 'Navigate' ? [] : [{ path, route }];
  });
}

const handleOf = (route: RouteObject) => route.handle as RouteHandle | undefined;

describe('page titles', () => {
  const all = pages(routes);

  it('every route that shows a page names its title, or leaves it to a page that names itself', () => {
    expect(all.length).toBeGreaterThan(40);
    expect(all.filter(({ route }) => handleOf(route) === undefined).map(({ path }) => path)).toEqual([]);
  });

  it('no two routes share a title', () => {
    const titles = all.flatMap(({ route }) => {
      const handle = handleOf(route);
      return handle && 'title' in handle ? [handle.title] : [];
    });
    expect(titles.length).toBeGreaterThan(30);
    expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([]);
  });

  it.each([
    ['en', en],
    ['de', de],
  ])('every title reads differently in %s, and none is the bare app name', (_language, texts) => {
    const names = PAGE_TITLES.map((key) => (texts.pageTitle as Record<string, string>)[key]);
    expect(names.filter((name) => !name || name === 'Plaudit')).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('German titles are translated (a word that is the same in both is named here)', () => {
    const sameInBoth: PageTitle[] = ['adminJobs', 'creatorCredits', 'adminCredits'];
    expect(PAGE_TITLES.filter((key) => en.pageTitle[key] === de.pageTitle[key] && !sameInBoth.includes(key))).toEqual(
      [],
    );
  });
});

describe('RouteDocumentTitle', () => {
  afterEach(() => {
    document.title = 'Plaudit';
  });

  function NamedPage({ name }: { name: string }) {
    useDocumentTitle(`${name} · Plaudit`);
    return null;
  }

  function renderAt(path: string) {
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <RouteDocumentTitle />
              <Outlet />
            </>
          ),
          children: [
            { path: '/login', handle: titled('login'), element: <p>login</p> },
            { path: '/sessions', handle: titled('sessions'), element: <p>sessions</p> },
            { path: '/brand', handle: TITLE_FROM_PAGE, element: <NamedPage name="Acme" /> },
            // A page that names itself inside a route that has a title: the no-access page in the admin area.
            { path: '/admin/users', handle: titled('adminUsers'), element: <NamedPage name="No access" /> },
          ],
        },
      ],
      { initialEntries: [path] },
    );
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    return router;
  }

  it("sets the route's title in the reader's language and follows navigation", async () => {
    await act(() => i18n.changeLanguage('en'));
    const router = renderAt('/login');
    expect(document.title).toBe('Sign in · Plaudit');
    await act(() => router.navigate('/sessions'));
    expect(document.title).toBe('Signed-in devices · Plaudit');
    await act(() => router.navigate('/brand'));
    expect(document.title).toBe('Acme · Plaudit');
    await act(() => router.navigate('/login'));
    expect(document.title).toBe('Sign in · Plaudit');
    await act(() => i18n.changeLanguage('de'));
    expect(document.title).toBe('Anmelden · Plaudit');
    await act(() => i18n.changeLanguage('en'));
  });

  it('a page that names itself has the last word over its route', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderAt('/admin/users');
    expect(document.title).toBe('No access · Plaudit');
  });
});
