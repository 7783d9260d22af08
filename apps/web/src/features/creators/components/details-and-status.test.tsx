import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { SelectTypeStep } from './select-type-step';
import { VerificationStatus } from './verification-status';
import { YoutuberDetailsForm, youtuberSubmitDisabled } from './youtuber-details-form';

describe('SelectTypeStep', () => {
  it('Next is disabled until a type is chosen; the other link goes to /auth/register', async () => {
    const user = userEvent.setup();
    const onNext = vi.fn();
    renderWithProviders(<SelectTypeStep initial={null} onNext={onNext} />);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    expect(screen.getByRole('link', { name: /Not a creator or YouTuber/ })).toHaveAttribute('href', '/auth/register');
    await user.click(screen.getByRole('radio', { name: 'YouTuber' }));
    expect(next).toBeEnabled();
    await user.click(next);
    expect(onNext).toHaveBeenCalledWith('YOUTUBER');
  });
});

describe('YoutuberDetailsForm', () => {
  it('youtuberSubmitDisabled: invalid, unchanged or submitting', () => {
    expect(youtuberSubmitDisabled({ isValid: true, isDirty: true, isSubmitting: false })).toBe(false);
    expect(youtuberSubmitDisabled({ isValid: false, isDirty: true, isSubmitting: false })).toBe(true);
    expect(youtuberSubmitDisabled({ isValid: true, isDirty: false, isSubmitting: false })).toBe(true);
    expect(youtuberSubmitDisabled({ isValid: true, isDirty: true, isSubmitting: true })).toBe(true);
  });

  it('stays disabled until valid and changed, and names a bad channel URL', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<YoutuberDetailsForm onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: 'Submit for verification' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Page name'), 'My Reviews');
    await user.type(screen.getByLabelText('YouTube channel URL'), 'https://youtube.com/watch?v=1');
    expect(await screen.findByText('Enter a valid YouTube channel URL')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(screen.getByLabelText('YouTube channel URL'));
    await user.type(screen.getByLabelText('YouTube channel URL'), 'https://www.youtube.com/@myreviews');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        pageName: 'My Reviews',
        youtubeUrl: 'https://www.youtube.com/@myreviews',
      }),
    );
  });
});

describe('VerificationStatus: the variants', () => {
  const handlers = () => ({ onEdit: vi.fn(), onContinue: vi.fn(), onHome: vi.fn(), onRetry: vi.fn() });
  const app = (variant: 'underReview' | 'needsMoreInfo' | 'rejected' | 'verified' | 'blocked', extra: object = {}) => ({
    type: 'CREATOR' as const,
    variant,
    message: null,
    blockedUntil: null,
    ...extra,
  });

  it('under review: the outcome comes by email', () => {
    renderWithProviders(<VerificationStatus application={app('underReview')} type="CREATOR" {...handlers()} />);
    expect(screen.getByText('Your profile is under review')).toBeInTheDocument();
    expect(screen.getByText(/The outcome comes to you by email/)).toBeInTheDocument();
  });

  it('needs more info: the reviewer message in a box, and edit and resubmit', async () => {
    const h = handlers();
    renderWithProviders(
      <VerificationStatus
        application={app('needsMoreInfo', { message: 'Which site is official?' })}
        type="CREATOR"
        {...h}
      />,
    );
    expect(screen.getByText('We need more information')).toBeInTheDocument();
    expect(screen.getByLabelText('Message from the reviewer')).toHaveTextContent('Which site is official?');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit and resubmit' }));
    expect(h.onEdit).toHaveBeenCalledOnce();
  });

  it('rejected, with the reviewer message and the way home', async () => {
    const h = handlers();
    renderWithProviders(
      <VerificationStatus application={app('rejected', { message: 'Not a channel' })} type="YOUTUBER" {...h} />,
    );
    expect(screen.getByText('Your application was rejected')).toBeInTheDocument();
    expect(screen.getByText('Not a channel')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to home' }));
    expect(h.onHome).toHaveBeenCalledOnce();
  });

  it('verified: creators go to the dashboard, YouTubers home', async () => {
    const h = handlers();
    const { unmount } = renderWithProviders(<VerificationStatus application={app('verified')} type="CREATOR" {...h} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to dashboard' }));
    expect(h.onContinue).toHaveBeenCalledOnce();
    unmount();
    renderWithProviders(
      <VerificationStatus application={{ ...app('verified'), type: 'YOUTUBER' }} type="YOUTUBER" {...handlers()} />,
    );
    expect(screen.getByRole('button', { name: 'Go to home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to dashboard' })).not.toBeInTheDocument();
  });

  it('blocked: until a date, or contact support', () => {
    const { unmount } = renderWithProviders(
      <VerificationStatus
        application={app('blocked', { blockedUntil: '2030-03-04T12:00:00.000Z' })}
        type="CREATOR"
        {...handlers()}
      />,
    );
    expect(screen.getByText(/Your profile is blocked until .*2030/)).toBeInTheDocument();
    unmount();
    renderWithProviders(<VerificationStatus application={app('blocked')} type="CREATOR" {...handlers()} />);
    expect(screen.getByText('Your profile is blocked. Please contact support.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to home' })).toBeInTheDocument();
  });

  it('error: when there is no application to show, with a retry', async () => {
    const h = handlers();
    renderWithProviders(<VerificationStatus application={null} type="CREATOR" {...h} />);
    expect(screen.getByText('We could not load your application')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(h.onRetry).toHaveBeenCalledOnce();
  });
});
