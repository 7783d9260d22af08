import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnReview } from '@plaudit/contract';
import { renderWithProviders } from '@/test/render';
import { ReviewForm } from './review-form';

// The review modal's form: the contract's rules as the person types, the submit button while sending, nothing lost
// when sending fails, and a second review of the same product offering to edit the first.

type Answer = { status: number; body: unknown };
function serve(answer: (url: URL, init?: RequestInit) => Answer | Promise<Answer>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { status, body } = await answer(new URL(String(input), 'http://localhost'), init);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
beforeAll(() => {
  // Mantine's autosize textarea listens for web fonts loading, which jsdom does not model.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener() {}, removeEventListener() {} },
      configurable: true,
    });
});
afterEach(() => vi.unstubAllGlobals());

const product = { id: 'p1', name: 'Acme Speaker' };
const sentBodies = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .filter(([input, init]) => (init?.method === 'POST' || init?.method === 'PUT') && /\/reviews/.test(String(input)))
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost').pathname,
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    }));

function renderForm(props: Partial<Parameters<typeof ReviewForm>[0]> = {}) {
  const handlers = { onDone: vi.fn(), onCancel: vi.fn(), onEditExisting: vi.fn() };
  renderWithProviders(<ReviewForm product={product} type="USER" {...handlers} {...props} />);
  return handlers;
}

const own: OwnReview = {
  id: 'r9',
  type: 'USER',
  status: 'PUBLISHED',
  rating: 4,
  title: 'Good',
  comment: 'Nice sound',
  video: null,
  product: { id: 'p1', slug: 'speaker', name: 'Acme Speaker', brandName: 'Acme', creatorProfile: 'acme' },
  holdRules: [],
  decisionReason: null,
  decidedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  editedAt: null,
  helpfulCount: 0,
  reply: null,
};

describe('ReviewForm', () => {
  it('needs a rating; the stars are a labelled radio group the keyboard can use', async () => {
    const fetch = serve(() => ({ status: 201, body: { id: 'r1', status: 'PUBLISHED' } }));
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByRole('radiogroup', { name: /Your rating/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText('Choose a rating from 1 to 5 stars')).toBeInTheDocument();
    expect(sentBodies(fetch)).toEqual([]);

    const three = screen.getByRole('radio', { name: '3 stars' });
    three.focus();
    await user.keyboard(' ');
    expect(three).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('a star keeps its drawing through hover and takes the click on its label, so a press and release land on one node', async () => {
    serve(() => ({ status: 201, body: { id: 'r1', status: 'PUBLISHED' } }));
    const user = userEvent.setup();
    renderForm();
    const radio = screen.getByRole('radio', { name: '5 stars' });
    const label = document.querySelector<HTMLLabelElement>(`label[for="${radio.id}"]`)!;
    const drawing = label.querySelector('svg')!;
    expect(drawing).not.toHaveAttribute('data-filled');
    // The hover fills the star in place: the same element, not a filled icon swapped in (a swap between mousedown
    // and mouseup made the browser drop the click).
    await user.hover(label);
    expect(label.querySelector('svg')).toBe(drawing);
    expect(drawing).toHaveAttribute('data-filled', 'true');
    expect(drawing).toHaveStyle({ pointerEvents: 'none' });
    await user.click(label);
    expect(radio).toBeChecked();
    expect(label.querySelector('svg')).toBe(drawing);
  });

  it('refuses a title over 120 and a comment over 5000 characters, and counts them', async () => {
    serve(() => ({ status: 201, body: { id: 'r1', status: 'PUBLISHED' } }));
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'x'.repeat(121) } });
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'y'.repeat(5001) } });
    expect(screen.getByText('121 / 120')).toBeInTheDocument();
    expect(screen.getByText('5001 / 5000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText('The title cannot be longer than 120 characters')).toBeInTheDocument();
    expect(screen.getByText('The comment cannot be longer than 5000 characters')).toBeInTheDocument();
  });

  it('sends the review once, with the submit button disabled while sending, and closes on success', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetch = serve(async () => {
      await gate;
      return { status: 201, body: { id: 'r1', status: 'PENDING' } };
    });
    const user = userEvent.setup();
    const { onDone } = renderForm();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Title'), 'Solid');
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish review' })).toBeDisabled());
    release();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sentBodies(fetch)).toEqual([
      {
        url: '/api/products/p1/reviews',
        body: { type: 'USER', rating: 4, title: 'Solid', comment: null, videoUrl: null },
      },
    ]);
  });

  it('keeps what was typed when sending fails', async () => {
    serve(() => ({
      status: 500,
      body: { status: 500, errors: [{ type: 'unexpected', message: 'error.common.unexpected' }] },
    }));
    const user = userEvent.setup();
    const { onDone } = renderForm();
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await user.type(screen.getByLabelText('Comment'), 'It broke after a week');
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish review' })).toBeEnabled());
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Comment')).toHaveValue('It broke after a week');
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
  });

  it('answers 409 with "already reviewed" and a button that opens the existing review for editing', async () => {
    serve((url) =>
      url.pathname.endsWith('/reviews/mine')
        ? { status: 200, body: { review: own } }
        : {
            status: 409,
            body: {
              status: 409,
              errors: [{ type: 'conflict', message: 'review.error.already_reviewed', meta: { reviewId: 'r9' } }],
            },
          },
    );
    const user = userEvent.setup();
    const { onEditExisting } = renderForm();
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText('You have already reviewed this product')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit my review' }));
    await waitFor(() => expect(onEditExisting).toHaveBeenCalledWith(own));
  });

  it('edits an existing review with PUT, starting from its values', async () => {
    const fetch = serve(() => ({ status: 200, body: { id: 'r9', status: 'PUBLISHED' } }));
    const user = userEvent.setup();
    renderForm({ existing: own });
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByLabelText('Title')).toHaveValue('Good');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(sentBodies(fetch)).toEqual([
        {
          url: '/api/reviews/r9',
          body: { type: 'USER', rating: 4, title: 'Good', comment: 'Nice sound', videoUrl: null },
        },
      ]),
    );
  });

  describe('the YouTube variant', () => {
    it.each([
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ])('accepts %s and shows a preview facade (no player)', async (url) => {
      serve(() => ({ status: 201, body: { id: 'r1', status: 'PENDING' } }));
      renderForm({ type: 'YOUTUBE' });
      fireEvent.change(screen.getByLabelText(/YouTube video address/), { target: { value: url } });
      expect(await screen.findByRole('button', { name: /Play video/ })).toBeInTheDocument();
      expect(screen.queryByText(/Enter a YouTube video address/)).toBeNull();
      expect(document.querySelector('iframe')).toBeNull();
    });

    it.each([
      'https://www.youtube.com/@somechannel',
      'https://vimeo.com/123456789',
      'https://www.youtube.com/playlist?list=PL123',
    ])('refuses %s as the person types, and does not send it', async (url) => {
      const fetch = serve(() => ({ status: 201, body: { id: 'r1', status: 'PENDING' } }));
      const user = userEvent.setup();
      renderForm({ type: 'YOUTUBE' });
      await user.click(screen.getByRole('radio', { name: '5 stars' }));
      fireEvent.change(screen.getByLabelText(/YouTube video address/), { target: { value: url } });
      expect(
        await screen.findByText('Enter a YouTube video address (youtube.com/watch, youtu.be, shorts or embed)'),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Publish review' }));
      expect(sentBodies(fetch)).toEqual([]);
    });

    it('sends the video address with the rating', async () => {
      const fetch = serve(() => ({ status: 201, body: { id: 'r1', status: 'PENDING' } }));
      const user = userEvent.setup();
      const { onDone } = renderForm({ type: 'YOUTUBE' });
      await user.click(screen.getByRole('radio', { name: '5 stars' }));
      await user.type(screen.getByLabelText(/YouTube video address/), 'https://youtu.be/dQw4w9WgXcQ');
      await user.click(screen.getByRole('button', { name: 'Publish review' }));
      await waitFor(() => expect(onDone).toHaveBeenCalled());
      expect(sentBodies(fetch)[0]?.body).toMatchObject({
        type: 'YOUTUBE',
        rating: 5,
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      });
    });
  });
});
