import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from './accounts.js';
import { apiSession, apiSignIn, apiSignOut, createVerifiedPerson, signIn, type Person } from './app.js';

// Helpers of the admin journeys: the e2e server's admin (ADMIN_EMAIL) and moderators made for one journey,
// finding a person in /admin/users, the stacked modals by their the keys, and the date-time picker.

export { E2E_ADMIN };

/** The admin's name as the screens show it ("by <name>"): read from the API, not assumed. */
export async function adminName(request: APIRequestContext): Promise<string> {
  const admin = await apiSession(request, E2E_ADMIN);
  await admin.signOut();
  return `${admin.user.firstName} ${admin.user.lastName}`;
}

/** A new verified person whom the admin makes a moderator through the admin API. */
export async function createModerator(request: APIRequestContext): Promise<Person> {
  const mod = await createVerifiedPerson(request, 'mod');
  const self = await apiSession(request, mod);
  await self.signOut();
  const admin = await apiSession(request, E2E_ADMIN);
  const res = await request.put(`/api/admin/users/${self.user.id}`, { headers: admin.headers, data: { role: 'MOD' } });
  expect(res.status(), await res.text()).toBe(200);
  await admin.signOut();
  return mod;
}

export async function signInToAdminUsers(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto('/auth/login?callbackUrl=%2Fadmin%2Fusers');
  await signIn(page, who);
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
}

/** The open modal with a the key (the top one when several are stacked). */
export function modal(page: Page, key: string): Locator {
  return page.locator(`[data-modal-key="${key}"] [role="dialog"], [role="dialog"][data-modal-key="${key}"]`).last();
}

/** Searches /admin/users and opens the person's user admin modal. */
export async function openUser(page: Page, email: string, name: string): Promise<Locator> {
  // The page's own search field, not the header's site search (also labelled "Search").
  await page.getByRole('main').getByLabel('Search').fill(email);
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

/**
 * Only APPROVED teams may invite: the admin approves each brand's application through the API. With
 * `applicantEmail`, only that person's rounds: a journey that names its brands alike in every run ("Orbit Labs")
 * must not approve, or miss, the rounds of its twin running beside it (`--repeat-each`).
 */
export async function approveTeams(request: APIRequestContext, brands: string[], applicantEmail?: string) {
  const tokens = await apiSignIn(request, E2E_ADMIN);
  const headers = { authorization: `Bearer ${tokens.accessToken.token}`, 'x-session-id': tokens.sessionId };
  for (const brandName of brands) {
    const list = await request.get('/api/admin/creators/verifications', {
      headers,
      params: { status: 'PENDING', type: 'CREATOR', search: brandName, take: 100 },
    });
    expect(list.status(), await list.text()).toBe(200);
    const rounds = (
      (await list.json()) as { data: { id: string; name: string; applicant: { email: string } | null }[] }
    ).data.filter(
      (r) =>
        r.name === brandName &&
        (applicantEmail === undefined || r.applicant?.email.toLowerCase() === applicantEmail.toLowerCase()),
    );
    expect(rounds.length).toBeGreaterThan(0);
    for (const round of rounds) {
      const decided = await request.put(`/api/admin/creators/verifications/${round.id}`, {
        headers,
        data: { status: 'APPROVED' },
      });
      expect(decided.status(), await decided.text()).toBe(200);
    }
  }
  await apiSignOut(request, tokens);
}
