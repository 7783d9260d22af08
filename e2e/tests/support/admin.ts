import { expect, type Locator, type Page } from '@playwright/test';
import { signIn } from './app.js';

// Helpers of the admin journeys: the demo staff accounts (seeded on the e2e server's fresh database), finding a
// person in /admin/users, the stacked modals by their spec §2 keys, and the date-time picker.

export const DEMO_PASSWORD = 'plaudit-demo';
export const DEMO_ADMIN = { email: 'admin@plaudit.local', password: DEMO_PASSWORD };
export const DEMO_MOD = { email: 'moderator@plaudit.local', password: DEMO_PASSWORD };

export async function signInToAdminUsers(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto('/auth/login?callbackUrl=%2Fadmin%2Fusers');
  await signIn(page, who);
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
}

/** The open modal with a spec §2 key (the top one when several are stacked). */
export function modal(page: Page, key: string): Locator {
  return page.locator(`[data-modal-key="${key}"] [role="dialog"], [role="dialog"][data-modal-key="${key}"]`).last();
}

/** Searches /admin/users and opens the person's user admin modal. */
export async function openUser(page: Page, email: string, name: string): Promise<Locator> {
  await page.getByLabel('Search').fill(email);
  const open = page.getByRole('button', { name: `Open ${name}` }).first();
  await expect(open).toBeVisible();
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  await open.click();
  const dialog = modal(page, 'editUser');
  await expect(dialog.getByTestId('edit-user-name')).toHaveText(name);
  return dialog;
}

/** Picks the 15th of next month at the picker's default time in a Mantine DateTimePicker. */
export async function pickNextMonth15th(page: Page, field: Locator): Promise<void> {
  await field.click();
  const dropdown = page.locator('[data-dates-dropdown], .mantine-Popover-dropdown').last();
  await dropdown.locator('button[data-direction="next"]').first().click();
  await dropdown.locator('button:not([data-outside])').filter({ hasText: /^15$/ }).first().click();
  await dropdown.locator('button.mantine-DateTimePicker-submitButton, button[class*="submitButton"]').first().click();
  await expect(dropdown).toBeHidden();
}
