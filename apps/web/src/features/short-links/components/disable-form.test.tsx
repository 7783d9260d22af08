import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { DisableForm } from './disable-form';

const linkId = '0190a7d2-0000-7000-8000-0000000000aa';

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

describe('DisableForm', () => {
  it('asks for the rule and the reason before it sends anything', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DisableForm linkId={linkId} onDone={() => {}} onCancel={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Choose the rule this decision rests on')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the ground the moderator picked with the reason', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DisableForm linkId={linkId} onDone={() => {}} onCancel={() => {}} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(/Rule it breaks/), 'MISLEADING');
    await user.type(screen.getByLabelText(/Reason/), 'The page misleads about the price.');
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    const calls = () =>
      (fetchMock.mock.calls as unknown as Array<[string, RequestInit]>).filter(([url]) =>
        url.endsWith(`/api/admin/short-links/${linkId}/disable`),
      );
    await waitFor(() => expect(calls()).toHaveLength(1));
    expect(JSON.parse(String(calls()[0]![1].body))).toEqual({
      reason: 'The page misleads about the price.',
      ground: 'MISLEADING',
    });
  });
});
