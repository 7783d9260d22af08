import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHORT_LINK_SLUG_CHECK_DELAY_MS } from '@plaudit/contract';
import { renderWithProviders } from '@/test/render';
import { initialValues, previewOf, slugToCheck, toBody } from './link-form-values';
import { ShortLinkForm, submitBlocked } from './short-link-form';

// The "add short link" modal's rules: the contract's validation on what the form sends, the slug check 1 s after
// typing (through the real API client; only the network answer is canned), the live preview and the submit rule.

const TAKEN = new Set(['promo']);
let checks: string[] = [];
let created: unknown[] = [];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  checks = [];
  created = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.includes('/auth/session/init')) return json({ sessionId: 's1' });
      if (url.includes('/short-links/slug-available')) {
        const slug = new URL(url, 'http://localhost').searchParams.get('slug') ?? '';
        checks.push(slug);
        return json(TAKEN.has(slug.toLowerCase()) ? { available: false, reason: 'taken' } : { available: true });
      }
      if (url.includes('/creator/short-links/') && init?.method === 'POST') {
        created.push(JSON.parse(String(init.body)));
        return json({ id: 'l1', slug: 'abc1234', shortUrl: 'x', destination: 'x', finalUrl: 'x' }, 201);
      }
      return json({}, 404);
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the form values', () => {
  it('turn into the body the API takes: local time to ISO, an empty cap to null, the password rule', () => {
    const values = {
      ...initialValues(),
      destination: ' https://example.com ',
      expiresAt: '2030-01-02T03:04',
      maxClicks: '',
      protect: true,
      password: 'secret1',
    };
    const body = toBody(values, false);
    expect(body.destination).toBe('https://example.com');
    expect(body.expiresAt).toBe(new Date('2030-01-02T03:04').toISOString());
    expect(body.maxClicks).toBeNull();
    expect(body.password).toBe('secret1');
    expect(toBody({ ...values, password: '' }, true)).not.toHaveProperty('password');
    expect(toBody({ ...values, protect: false }, true).password).toBeNull();
  });

  it('preview the final URL with the UTM fields merged', () => {
    expect(
      previewOf({
        destination: 'https://shop.example/p?x=1',
        utm: { source: 'yt', medium: '', campaign: 'spring', term: '', content: '' },
      }),
    ).toBe('https://shop.example/p?x=1&utm_source=yt&utm_campaign=spring');
  });

  it('check only a valid slug that is not the link’s own', () => {
    expect(slugToCheck('', undefined)).toBeNull();
    expect(slugToCheck('ab', undefined)).toBeNull();
    expect(slugToCheck('has space', undefined)).toBeNull();
    expect(slugToCheck('admin', undefined)).toBeNull();
    expect(slugToCheck('Mine', 'mine')).toBeNull();
    expect(slugToCheck(' spring-box ', undefined)).toBe('spring-box');
  });

  it('block submit while checking, for a slug not free, and while submitting', () => {
    expect(submitBlocked({ checking: false, slugFree: null, isSubmitting: false })).toBe(false);
    expect(submitBlocked({ checking: true, slugFree: null, isSubmitting: false })).toBe(true);
    expect(submitBlocked({ checking: false, slugFree: false, isSubmitting: false })).toBe(true);
    expect(submitBlocked({ checking: false, slugFree: true, isSubmitting: true })).toBe(true);
  });
});

const renderForm = () =>
  renderWithProviders(
    <ShortLinkForm teamId="t1" publicUrl="https://plaudit.example" onDone={vi.fn()} onCancel={vi.fn()} />,
  );

describe('ShortLinkForm', () => {
  it('names each bad field with the spec’s message and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Destination is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Destination/), 'ftp://example.com');
    await user.type(screen.getByLabelText('Slug'), 'a b');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Enter a web address starting with http:// or https://')).toBeInTheDocument();
    expect(screen.getByText('The slug can only contain letters, numbers, hyphens and underscores')).toBeInTheDocument();
    expect(screen.getByLabelText(/Destination/)).toHaveAttribute('aria-invalid', 'true');
    expect(created).toEqual([]);
  });

  it('asks about the slug once, 1 s after the last key, and blocks a taken one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await user.type(screen.getByLabelText(/Destination/), 'https://example.com');
    await user.type(screen.getByLabelText('Slug'), 'promo');
    expect(screen.getByText('Checking…')).toBeInTheDocument();
    expect(checks).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(SHORT_LINK_SLUG_CHECK_DELAY_MS + 50));
    await waitFor(() => expect(screen.getByText('This slug is already in use')).toBeInTheDocument());
    expect(checks).toEqual(['promo']);
    expect(screen.getByRole('button', { name: 'Create link' })).toBeDisabled();

    await user.clear(screen.getByLabelText('Slug'));
    await user.type(screen.getByLabelText('Slug'), 'spring-box');
    await act(() => vi.advanceTimersByTimeAsync(SHORT_LINK_SLUG_CHECK_DELAY_MS + 50));
    await waitFor(() => expect(screen.getByText('This slug is available')).toBeInTheDocument());
    expect(checks).toEqual(['promo', 'spring-box']);
    expect(screen.getByTestId('short-link-preview')).toHaveTextContent('→ https://example.com/');
    expect(screen.getByText('https://plaudit.example/s/spring-box')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ destination: 'https://example.com', slug: 'spring-box', maxClicks: null });
  });
});
