import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { DisableProductForm } from './disable-product-form';

const productId = '0190a7d2-0000-7000-8000-0000000000aa';

beforeAll(() => {
  // Mantine's autosize textarea listens for web fonts loading, which jsdom does not model.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener() {}, removeEventListener() {} },
      configurable: true,
    });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DisableProductForm', () => {
  it('asks for the rule and the reason before it sends anything', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DisableProductForm productId={productId} onDone={() => {}} onCancel={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Choose the rule this decision rests on')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the ground the moderator picked with the reason', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DisableProductForm productId={productId} onDone={() => {}} onCancel={() => {}} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(/Rule it breaks/), 'MISLEADING');
    await user.type(screen.getByLabelText(/Reason/), 'Sells counterfeit kettles.');
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    const calls = () =>
      (fetchMock.mock.calls as unknown as Array<[string, RequestInit]>).filter(([url]) =>
        url.endsWith(`/api/admin/products/${productId}/disable`),
      );
    await waitFor(() => expect(calls()).toHaveLength(1));
    expect(JSON.parse(String(calls()[0]![1].body))).toEqual({
      reason: 'Sells counterfeit kettles.',
      ground: 'MISLEADING',
    });
  });

  it('closes once the product is disabled', async () => {
    const answer = { id: productId, teamId: 't1', name: 'Kettle', staffDisabled: true, staffReason: 'Counterfeit' };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }),
      ),
    );
    const onDone = vi.fn();
    renderWithProviders(<DisableProductForm productId={productId} onDone={onDone} onCancel={() => {}} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(/Rule it breaks/), 'ILLEGAL');
    await user.type(screen.getByLabelText(/Reason/), 'Counterfeit');
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });
});
