import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { M, type Product, type ProductBody } from '@plaudit/contract';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders } from '@/test/render';
import { ProductForm } from './product-form';

// The editor's form: the slug follows the name of a new product until edited, a stored product keeps its slug,
// and a refused save keeps every value and shows the server's message on its field.

const permissions = { edit: true, delete: true, publish: true, readOnly: false };
const categories = [{ value: 'c1', label: 'Kitchen' }];

const stored: Product = {
  id: 'p1',
  teamId: 't1',
  name: 'Old Kettle',
  slug: 'old-kettle',
  description: '',
  categoryId: 'c1',
  tags: [],
  url: null,
  status: 'DRAFT',
  publishedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  images: [],
  permissions,
  staffDisabled: false,
  staffReason: null,
  staffDecision: null,
};

beforeAll(() => {
  // Mantine's autosize textarea listens for web fonts loading, which jsdom does not model.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener() {}, removeEventListener() {} },
      configurable: true,
    });
});

describe('ProductForm', () => {
  it('derives the slug of a new product from its name until the slug is edited', () => {
    renderWithProviders(<ProductForm categories={categories} permissions={permissions} onSave={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Crème Brûlée Set' } });
    expect(screen.getByLabelText('Slug')).toHaveValue('creme-brulee-set');
    fireEvent.change(screen.getByLabelText('Slug'), { target: { value: 'my-set' } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Another name' } });
    expect(screen.getByLabelText('Slug')).toHaveValue('my-set');
  });

  it("keeps a stored product's slug when it is renamed", () => {
    renderWithProviders(
      <ProductForm product={stored} categories={categories} permissions={permissions} onSave={vi.fn()} />,
    );
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'New Kettle' } });
    expect(screen.getByLabelText('Slug')).toHaveValue('old-kettle');
  });

  it('shows a refused slug on its field and loses nothing', async () => {
    const onSave = vi
      .fn<(body: ProductBody) => Promise<void>>()
      .mockRejectedValue(ApiError.single(409, 'conflict', M.product.error.slug_taken, { field: 'slug' }));
    renderWithProviders(
      <ProductForm product={stored} categories={categories} permissions={permissions} onSave={onSave} />,
    );
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Whistles in tune.' } });
    fireEvent.change(screen.getByLabelText('Slug'), { target: { value: 'taken-slug' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Another product of this team already uses this slug')).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Old Kettle',
        slug: 'taken-slug',
        description: 'Whistles in tune.',
        categoryId: 'c1',
      }),
    );
    expect(screen.getByLabelText('Description')).toHaveValue('Whistles in tune.');
    expect(screen.getByLabelText('Slug')).toHaveValue('taken-slug');
  });

  it('says on the field what the contract refuses before sending', async () => {
    const onSave = vi.fn();
    renderWithProviders(<ProductForm categories={categories} permissions={permissions} onSave={onSave} />);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'K' } });
    fireEvent.change(screen.getByLabelText('Website or shop'), { target: { value: 'ftp://example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Enter a web address starting with http:// or https://')).toBeInTheDocument();
    expect(screen.getByText('Choose a category')).toBeInTheDocument();
    await waitFor(() => expect(onSave).not.toHaveBeenCalled());
  });

  it('says on the status of a product staff disabled that only Plaudit publishes it', () => {
    const disabled = { ...stored, staffDisabled: true, staffReason: 'Counterfeit' };
    const { unmount } = renderWithProviders(
      <ProductForm product={disabled} categories={categories} permissions={permissions} onSave={vi.fn()} />,
    );
    expect(screen.getByText('Only Plaudit can publish this product again.')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <ProductForm
        product={{ ...disabled, status: 'PUBLISHED' }}
        categories={categories}
        permissions={permissions}
        onSave={vi.fn()}
      />,
    );
    expect(screen.getByText('Saving keeps its status; it stays hidden until Plaudit enables it.')).toBeInTheDocument();
  });
});
