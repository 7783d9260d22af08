import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { ReportForm } from './report-form';

// The report modal: a reason is required, "Something else" needs details, and a second report or too many reports
// are answered in the modal.

beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener() {}, removeEventListener() {} },
      configurable: true,
    });
});
afterEach(() => vi.unstubAllGlobals());

function serve(status: number, body: unknown) {
  const fetch = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const reports = (fetch: ReturnType<typeof serve>) =>
  (fetch.mock.calls as unknown as [RequestInfo, RequestInit?][])
    .filter(([input]) => String(input).includes('/reports'))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('ReportForm', () => {
  it('needs a reason, and details when the reason is "Something else"', async () => {
    const fetch = serve(201, { id: 'rep1' });
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(<ReportForm reviewId="r1" onDone={onDone} onCancel={vi.fn()} />);
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Choose why you report this review')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Something else' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Tell us what is wrong with this review')).toBeInTheDocument();
    expect(reports(fetch)).toEqual([]);

    await user.type(screen.getByLabelText(/Details/), 'It is a copy of another review');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(reports(fetch)).toEqual([{ reason: 'OTHER', details: 'It is a copy of another review' }]);
  });

  it('sends a reason that needs no details as it is', async () => {
    const fetch = serve(201, { id: 'rep1' });
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(<ReportForm reviewId="r1" onDone={onDone} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: 'Spam or advertising' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(reports(fetch)).toEqual([{ reason: 'SPAM', details: null }]);
  });

  it('says so when the review was reported already (409)', async () => {
    serve(409, { status: 409, errors: [{ type: 'conflict', message: 'review.error.already_reported' }] });
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(<ReportForm reviewId="r1" onDone={onDone} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: 'Offensive or abusive' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('You have already reported this review')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows the throttle message (429)', async () => {
    serve(429, {
      status: 429,
      errors: [{ type: 'throttle', message: 'review.error.reports_throttled', meta: { remainingSeconds: 600 } }],
    });
    const user = userEvent.setup();
    renderWithProviders(<ReportForm reviewId="r1" onDone={vi.fn()} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: 'Offensive or abusive' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(
      await screen.findByText('You have reported many reviews in a short time. Try again later.'),
    ).toBeInTheDocument();
  });
});
