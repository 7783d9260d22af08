import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CategoryItem } from '@plaudit/contract';
import { renderWithProviders } from '@/test/render';
import { CategoryForm } from './category-form';

// The admin's category form edits what was entered per language: the English and German name and description,
// never the name as shown to the reader (which, in the German interface, is already the German one).

afterEach(() => vi.unstubAllGlobals());
// Mantine's autosizing textarea listens for web fonts loading, which jsdom does not have.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const category: CategoryItem = {
  id: 'c1',
  slug: 'coffee-tea',
  name: 'Kaffee & Tee',
  icon: 'coffee',
  description: 'Bohnen und Blätter.',
  parentId: null,
  position: 0,
  productCount: 9,
  texts: {
    name: 'Coffee & Tea',
    description: 'Beans and leaves.',
    nameDe: 'Kaffee & Tee',
    descriptionDe: 'Bohnen und Blätter.',
  },
};

describe('CategoryForm', () => {
  it('shows the English and German texts in their own fields and saves both', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/api/auth/session/init') return json(200, { sessionId: 'visitor-1' });
        if (url.pathname === '/api/admin/categories/c1' && init?.method === 'PUT') {
          bodies.push(JSON.parse(String(init.body)));
          return json(200, { ...category, texts: { ...category.texts, nameDe: 'Kaffee und Tee' } });
        }
        throw new Error(`unexpected call ${String(input)}`);
      }),
    );
    const onDone = vi.fn();
    renderWithProviders(<CategoryForm category={category} all={[category]} onDone={onDone} onCancel={() => {}} />);
    expect(screen.getByLabelText(/Name \(English\)/)).toHaveValue('Coffee & Tea');
    expect(screen.getByLabelText('Description (English)')).toHaveValue('Beans and leaves.');
    expect(screen.getByLabelText('Description (German)')).toHaveValue('Bohnen und Blätter.');
    const german = screen.getByLabelText('Name (German)');
    expect(german).toHaveValue('Kaffee & Tee');
    await user.clear(german);
    await user.type(german, 'Kaffee und Tee');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodies).toEqual([
      expect.objectContaining({
        name: 'Coffee & Tea',
        nameDe: 'Kaffee und Tee',
        description: 'Beans and leaves.',
        descriptionDe: 'Bohnen und Blätter.',
      }),
    ]);
  });

  it('refuses a German name of one letter with the same message as the English one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CategoryForm all={[]} onDone={() => {}} onCancel={() => {}} />);
    await user.type(screen.getByLabelText(/Name \(English\)/), 'Audio');
    await user.type(screen.getByLabelText('Name (German)'), 'A');
    await user.tab();
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
  });
});
