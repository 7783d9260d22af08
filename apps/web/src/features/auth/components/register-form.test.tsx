import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { RegisterForm, registerDisabled } from './register-form';

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Username'), 'jane_doe');
  await user.type(screen.getByLabelText('First name'), 'Jane');
  await user.type(screen.getByLabelText('Last name'), 'Doe');
  await user.type(screen.getByLabelText('Email'), 'jane@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Confirm password'), 'secret1');
}

describe('registerDisabled', () => {
  it('follows the three rules', () => {
    const base = { isSubmitting: false, isDirty: true, isValid: true, termsTouched: true };
    expect(registerDisabled(base)).toBe(false);
    expect(registerDisabled({ ...base, isSubmitting: true })).toBe(true);
    expect(registerDisabled({ ...base, isDirty: false })).toBe(true);
    expect(registerDisabled({ ...base, isValid: false })).toBe(true);
    expect(registerDisabled({ ...base, isValid: false, termsTouched: false })).toBe(false);
  });
});

describe('RegisterForm', () => {
  it('Enter on the terms checkbox does not submit the form; Space still ticks it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<RegisterForm onSubmit={onSubmit} />);
    await fillValid(user);
    const terms = screen.getByLabelText('I accept the terms and the privacy policy');
    terms.focus();
    await user.keyboard(' ');
    expect(terms).toBeChecked();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled());
    await user.keyboard('{Enter}');
    await user.click(screen.getByLabelText('Send me the monthly bulletin'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the exact labels and starts with Register disabled (untouched)', () => {
    renderWithProviders(<RegisterForm onSubmit={vi.fn()} />);
    for (const label of [
      'Username',
      'First name',
      'Last name',
      'Email',
      'Password',
      'Confirm password',
      'I accept the terms and the privacy policy',
      'Send me the monthly bulletin',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
  });

  it('is enabled once changed, disabled when invalid after the terms box was touched, enabled when valid', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<RegisterForm onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Register' });
    await user.type(screen.getByLabelText('Username'), 'ab');
    await waitFor(() => expect(button).toBeEnabled()); // dirty, terms not touched yet

    const terms = screen.getByLabelText('I accept the terms and the privacy policy');
    await user.click(terms);
    await user.click(terms); // touched and unchecked → invalid
    await user.tab();
    await waitFor(() => expect(button).toBeDisabled());

    await user.clear(screen.getByLabelText('Username'));
    await fillValid(user);
    await user.click(terms);
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ username: 'jane_doe', terms: true, registerType: 'USER' });
  });

  it('shows the spec messages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onSubmit={vi.fn()} />);
    await user.type(screen.getByLabelText('Username'), 'a!');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm password'), 'abd');
    await user.tab();
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
  });

  it('disables Register while submitting', async () => {
    const user = userEvent.setup();
    let resolve: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    renderWithProviders(<RegisterForm onSubmit={onSubmit} />);
    await fillValid(user);
    await user.click(screen.getByLabelText('I accept the terms and the privacy policy'));
    const button = screen.getByRole('button', { name: 'Register' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    resolve();
    await waitFor(() => expect(button).toBeEnabled());
  });
});
