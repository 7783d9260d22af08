import { expect, test } from '@playwright/test';
import { apiSignIn, expectSignedInAs, newPerson, registerAndVerify, screens } from './support/app.js';
import { expectAccessible } from './support/a11y.js';

// Journey (a): register → read the code from the development mailbox → verify → signed in and verified.
test('a new person registers, verifies the emailed code and is signed in and verified', async ({ page, request }) => {
  const person = newPerson('reg');

  await page.goto('/auth/register');
  await expectAccessible(page);
  await screens(page, 'register-empty');
  const register = page.getByRole('button', { name: 'Register', exact: true });
  await expect(register).toBeDisabled(); // Disabled while the form is untouched

  await registerAndVerify(page, request, person, 'register');

  // Plain users land on / after verification, signed in: the header names them.
  await expect(page).toHaveURL(/\/$/);
  await expectSignedInAs(page, person);
  await expectAccessible(page);
  await screens(page, 'home-signed-in');

  // The account is verified on the server, not only on the screen.
  const tokens = await apiSignIn(request, person);
  expect(tokens.user.isEmailVerified).toBe(true);
  expect(tokens.user.emailVerificationStatus.status).toBe('VERIFIED');
});
