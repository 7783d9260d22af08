import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { CREATOR_PROFILE_CHECK_DEBOUNCE_MS } from '@plaudit/contract';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { CreatorDetailsForm, creatorSubmitDisabled } from './creator-details-form';

// The profile check goes through the real API client; only the network answer is canned here (the server side is
// covered by the integration tests, the whole journey by Playwright).
const CLAIMED = new Set(['acme']);
let checks: string[] = [];

beforeEach(() => {
  checks = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/auth/session/init'))
        return new Response(JSON.stringify({ sessionId: 's1' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      const profile = decodeURIComponent(url.split('/check-profile/')[1] ?? '');
      checks.push(profile);
      const claimed = CLAIMED.has(profile.toLowerCase());
      return new Response(
        JSON.stringify({ claimed, message: claimed ? 'creator.profile.claimed' : 'creator.profile.available' }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('creatorSubmitDisabled', () => {
  it('is disabled while checking, while claimed, while invalid or untouched, and while submitting', () => {
    const ok = { checking: false, claimed: false, isValid: true, isDirty: true, isSubmitting: false };
    expect(creatorSubmitDisabled(ok)).toBe(false);
    expect(creatorSubmitDisabled({ ...ok, checking: true })).toBe(true);
    expect(creatorSubmitDisabled({ ...ok, claimed: true })).toBe(true);
    expect(creatorSubmitDisabled({ ...ok, isValid: false })).toBe(true);
    expect(creatorSubmitDisabled({ ...ok, isDirty: false })).toBe(true);
    expect(creatorSubmitDisabled({ ...ok, isSubmitting: true })).toBe(true);
  });
});

async function fill(user: ReturnType<typeof userEvent.setup>, profile: string) {
  await user.type(screen.getByLabelText('Brand name'), 'Acme Corp');
  await user.type(screen.getByLabelText('Website'), 'https://acme.example');
  await user.type(screen.getByLabelText('Creator profile'), profile);
}
const submit = () => screen.getByRole('button', { name: 'Submit for verification' });

describe('CreatorDetailsForm', () => {
  it('starts disabled (untouched); "not here? click here" opens the brand request', async () => {
    const onRequestBrand = vi.fn();
    renderWithProviders(<CreatorDetailsForm onSubmit={vi.fn()} onRequestBrand={onRequestBrand} />);
    expect(submit()).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Click here' }));
    expect(onRequestBrand).toHaveBeenCalledOnce();
  });

  it('checks a free profile once, 1 s after typing stops, and then allows submitting', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<CreatorDetailsForm onSubmit={onSubmit} onRequestBrand={vi.fn()} />);
    await fill(user, 'globex');
    expect(screen.getByText('Checking availability…')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await waitFor(() => expect(screen.getByText('This profile is available')).toBeInTheDocument(), { timeout: 3000 });
    expect(checks).toEqual(['globex']);
    expect(submit()).toBeEnabled();
    await user.click(submit());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        brandName: 'Acme Corp',
        website: 'https://acme.example',
        creatorProfile: 'globex',
      }),
    );
  });

  it('a claimed profile blocks submitting with "already claimed" and a help link; clearing it clears the check', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreatorDetailsForm onSubmit={vi.fn()} onRequestBrand={vi.fn()} />);
    await fill(user, 'ACME');
    await waitFor(() => expect(screen.getByText('already claimed')).toBeInTheDocument(), { timeout: 3000 });
    expect(screen.getByRole('link', { name: /Get help with a claimed profile/ })).toHaveAttribute('target', '_blank');
    expect(submit()).toBeDisabled();
    await user.clear(screen.getByLabelText('Creator profile'));
    expect(screen.queryByText('already claimed')).not.toBeInTheDocument();
    expect(screen.queryByText('Checking availability…')).not.toBeInTheDocument();
    expect(submit()).toBeDisabled(); // empty profile: invalid
  });

  it('an invalid profile is not checked and says why', async () => {
    // Fake timers prove the negative: the debounce pause is passed on the clock, not slept through.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithProviders(<CreatorDetailsForm onSubmit={vi.fn()} onRequestBrand={vi.fn()} />);
      await fill(user, 'acme-corp');
      expect(await screen.findByText('Creator profile can only contain letters and numbers')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(CREATOR_PROFILE_CHECK_DEBOUNCE_MS * 3));
      expect(checks).toEqual([]);
      expect(submit()).toBeDisabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('resubmitting: the profile is the applicant’s own, read-only and not checked', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(
      <CreatorDetailsForm
        lockedProfile="acme"
        defaults={{ brandName: 'Acme', website: 'https://acme.example' }}
        onSubmit={onSubmit}
        onRequestBrand={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('Creator profile')).toHaveAttribute('readonly');
    const resubmit = screen.getByRole('button', { name: 'Resubmit for verification' });
    expect(resubmit).toBeDisabled(); // unchanged
    await user.type(screen.getByLabelText('Brand name'), ' Corp');
    await waitFor(() => expect(resubmit).toBeEnabled());
    expect(checks).toEqual([]);
  });
});
