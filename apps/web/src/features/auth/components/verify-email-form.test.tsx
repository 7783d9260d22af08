import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { CodeState } from '@plaudit/contract';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders } from '@/test/render';
import { VerifyEmailForm } from './verify-email-form';

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const state = { attemptsLeft: 5, expiresAt: inMinutes(15), resendAvailableAt: inMinutes(1) };

function setup(onVerify = vi.fn().mockResolvedValue(undefined)) {
  renderWithProviders(
    <VerifyEmailForm
      email="jane@example.com"
      codeState={state}
      onVerify={onVerify}
      onResend={vi.fn().mockResolvedValue(state)}
      onBack={vi.fn()}
    />,
  );
  return {
    onVerify,
    field: screen.getByLabelText('Verification code'),
    verify: screen.getByRole('button', { name: 'Verify' }),
  };
}

describe('VerifyEmailForm', () => {
  it('keeps Verify disabled until the code is valid and changed', async () => {
    const user = userEvent.setup();
    const { field, verify } = setup();
    expect(verify).toBeDisabled();
    await user.type(field, 'AB12');
    await waitFor(() => expect(verify).toBeDisabled());
    expect(await screen.findByText('OTP must be exactly 6 characters')).toBeInTheDocument();
    await user.type(field, '3!');
    await waitFor(() => expect(verify).toBeDisabled());
    await user.clear(field);
    await user.type(field, 'AB12C3');
    await waitFor(() => expect(verify).toBeEnabled());
  });

  it('keeps a code typed before the code state arrives, and shows the newer state', async () => {
    // The screen renders at once with the sign-up answer's state; verify-email-status answers a moment later.
    // A remount at that moment wiped what the person (or a journey) had typed, leaving Verify disabled.
    const user = userEvent.setup();
    let arrive: (next: CodeState) => void = () => {};
    function Screen() {
      const [codeState, setCodeState] = useState<CodeState>(state);
      arrive = setCodeState;
      return (
        <VerifyEmailForm
          email="jane@example.com"
          codeState={codeState}
          onVerify={vi.fn()}
          onResend={vi.fn()}
          onBack={vi.fn()}
        />
      );
    }
    renderWithProviders(<Screen />);
    await user.type(screen.getByLabelText('Verification code'), 'AB12C3');
    act(() => arrive({ ...state, attemptsLeft: 4 }));
    expect(screen.getByText('4 attempts left')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveValue('AB12C3');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled());
  });

  it('shows tries left, expiry and the resend cooldown, and updates them from a wrong code', async () => {
    const user = userEvent.setup();
    const onVerify = vi.fn().mockRejectedValue(
      ApiError.single(400, 'validation', 'auth.error.invalid_code', {
        field: 'token',
        attemptsLeft: 3,
        expiresAt: state.expiresAt,
        resendAvailableAt: state.resendAvailableAt,
      }),
    );
    const { field, verify } = setup(onVerify);
    expect(screen.getByText('5 attempts left')).toBeInTheDocument();
    expect(screen.getByText(/The code expires at/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Resend code \(\d+ s\)/ })).toBeDisabled();
    await user.type(field, 'ZZZZZZ');
    await waitFor(() => expect(verify).toBeEnabled());
    await user.click(verify);
    expect(await screen.findByText('The code is not correct')).toBeInTheDocument();
    expect(screen.getByText('3 attempts left')).toBeInTheDocument();
    expect(onVerify).toHaveBeenCalledWith('ZZZZZZ');
  });
});
