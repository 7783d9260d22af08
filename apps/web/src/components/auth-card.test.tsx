import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { AuthCard } from './auth-card';

/** A two-step flow like the register pages: one AuthCard whose title and content follow the step. */
function Flow() {
  const [step, setStep] = useState<'BASIC_INFO' | 'EMAIL_VERIFICATION'>('BASIC_INFO');
  return step === 'BASIC_INFO' ? (
    <AuthCard title="Register" focusKey={step}>
      <button type="button" onClick={() => setStep('EMAIL_VERIFICATION')}>
        Register
      </button>
    </AuthCard>
  ) : (
    <AuthCard title="OTP verification" focusKey={step}>
      <input aria-label="Verification code" />
    </AuthCard>
  );
}

describe('AuthCard step focus', () => {
  it("leaves focus alone on the first step, and moves it to the next step's title when the step changes", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Flow />);
    expect(screen.getByRole('heading', { name: 'Register' })).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('heading', { name: 'OTP verification' })).toHaveFocus();
  });
});
