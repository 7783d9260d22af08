import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiSignIn, apiSignOut, codeFrom, createVerifiedPerson, fillRegisterForm, isVerificationMail, newDevice, newPerson, screens,
  tokenLinkFrom, waitForMail, type Person,
} from './support/app.js';
import { dialogNamed, SAMPLE_PNG, signInTo } from './support/settings.js';

// Issue 6, the creator workspace: an OWNER of two teams brands one (icon, banner, social links), invites a new
// person who registers from the mailed link, accepts and sees the team in the switcher as editor, without the
// settings forms' save buttons; the owner switches between the two teams.

async function creatorWithTeams(request: APIRequestContext, tag: string, brands: string[]): Promise<Person> {
  const owner = await createVerifiedPerson(request, tag);
  const tokens = await apiSignIn(request, owner);
  const headers = { authorization: `Bearer ${tokens.accessToken.token}`, 'x-session-id': tokens.sessionId };
  for (const brandName of brands) {
    const handle = `${brandName.replace(/\W/g, '').toLowerCase()}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const res = await request.post('/api/auth/creator/signUp', { headers, data: { brandName, website: 'https://brand.example', creatorProfile: handle } });
    expect(res.status(), await res.text()).toBe(200);
  }
  await apiSignOut(request, tokens);
  return owner;
}

const switcher = (page: Page) => page.getByTestId('org-switcher');

async function uploadImage(page: Page, button: string, shot?: string) {
  await page.getByRole('button', { name: button }).click();
  const modal = dialogNamed(page, button);
  await expect(modal).toBeVisible();
  await modal.locator('input[type="file"]').setInputFiles({ name: 'brand.png', mimeType: 'image/png', buffer: SAMPLE_PNG });
  await expect(modal.getByRole('group', { name: /crop area/i })).toBeVisible();
  if (shot) await screens(page, shot);
  await modal.getByRole('button', { name: 'Save picture' }).click();
  await expect(modal).toBeHidden();
}

test('an owner brands the team, invites a new editor who registers from the mail, and switches teams', async ({ page, request, browser }) => {
  const owner = await creatorWithTeams(request, 'own', ['Maple Works', 'Orbit Labs']);

  // The newest team is selected; the switcher shows its initials, name and the role as a lower-cased label.
  await signInTo(page, owner, '/dashboard/creator');
  await expect(switcher(page)).toContainText('Orbit Labs');
  await expect(switcher(page).getByTestId('org-role')).toHaveText('owner');
  await expect(page.getByRole('heading', { name: 'Orbit Labs', level: 1 })).toBeVisible();
  await expect(page.getByText('1 of 4 done')).toBeVisible(); // the website from the sign-up counts as a social link
  await screens(page, 'creator-dashboard-owner');

  // Brand settings: icon (square) and banner (16:9) through the image upload modal, then social links.
  await page.getByRole('tab', { name: 'Brand settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/creator\/settings$/);
  await uploadImage(page, 'Upload icon', 'creator-settings-icon-crop');
  await expect(page.getByText('Icon saved.')).toBeVisible();
  await expect(page.getByTestId('team-icon').locator('img')).toHaveAttribute('src', /\/api\/files\/.+\.webp$/);
  await uploadImage(page, 'Upload banner', 'creator-settings-banner-crop');
  await expect(page.getByText('Banner saved.')).toBeVisible();
  await expect(page.getByTestId('team-banner')).toHaveAttribute('src', /\/api\/files\/.+\.webp$/);
  // The header's switcher now shows the icon instead of the initials.
  await expect(switcher(page).locator('img')).toHaveAttribute('src', /\/api\/files\/.+\.webp$/);

  await page.getByLabel('X').fill('not a url');
  await page.getByLabel('YouTube').fill('https://www.youtube.com/@orbitlabs');
  await page.getByRole('button', { name: 'Save social links' }).click();
  await expect(page.getByText('Invalid X URL')).toBeVisible();
  await page.getByLabel('X').fill('https://x.com/orbitlabs');
  await page.getByRole('button', { name: 'Save social links' }).click();
  await expect(page.getByText('Social links saved.')).toBeVisible();
  await page.getByLabel('Description').fill('Orbit Labs builds tools for makers.');
  await page.getByRole('button', { name: 'Save brand settings' }).click();
  await expect(page.getByText('Brand settings saved.')).toBeVisible();
  await screens(page, 'creator-settings-owner');

  // Members: invite a new person as EDITOR (the default role of the modal).
  await page.getByRole('tab', { name: 'Members' }).click();
  await expect(page.getByTestId('team-member')).toHaveCount(1);
  await page.getByRole('button', { name: 'Invite member' }).click();
  const modal = dialogNamed(page, 'Invite a team member');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('combobox', { name: /^Role/ })).toHaveValue('Editor');
  await modal.getByRole('button', { name: 'Send invitation' }).click();
  await expect(modal.getByText('First name is required')).toBeVisible();
  await screens(page, 'creator-invite-modal-errors');
  const invitee = newPerson('inv');
  await modal.getByLabel('First name').fill(invitee.firstName);
  await modal.getByLabel('Last name').fill(invitee.lastName);
  await modal.getByLabel('Email').fill(invitee.email);
  await modal.getByRole('button', { name: 'Send invitation' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(`Invitation sent to ${invitee.email}.`)).toBeVisible();
  await expect(page.getByTestId('pending-invite')).toContainText(invitee.email);
  await screens(page, 'creator-members-owner');

  // The invitee opens the mailed link on their own device, registers from there, and comes back to accept.
  const mail = await waitForMail(request, invitee.email, (m) => /invite\?token=/.test(m.text));
  expect(mail.subject).toContain('Orbit Labs');
  const link = tokenLinkFrom(mail);
  const device = await newDevice(browser);
  const guest = device.page;
  await guest.goto(link);
  await expect(guest.getByRole('heading', { name: 'Join Orbit Labs' })).toBeVisible();
  await expect(guest.getByText(/as Editor/)).toBeVisible();
  await screens(guest, 'invite-landing-anonymous');
  await guest.getByRole('link', { name: 'Register' }).last().click();
  await expect(guest).toHaveURL(/\/auth\/register\?callbackUrl=/);
  await fillRegisterForm(guest, invitee);
  await guest.getByRole('button', { name: 'Register', exact: true }).click();
  const codeField = guest.getByLabel('Verification code');
  await expect(codeField).toBeVisible();
  await codeField.fill(codeFrom(await waitForMail(request, invitee.email, isVerificationMail)));
  await guest.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(guest).toHaveURL(/\/invite\?token=/);
  await screens(guest, 'invite-landing-signed-in');
  await guest.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(guest).toHaveURL(/\/dashboard\/creator$/);
  await expect(guest.getByText('Welcome to Orbit Labs! You are now Editor.')).toBeVisible();
  await expect(switcher(guest)).toContainText('Orbit Labs');
  await expect(switcher(guest).getByTestId('org-role')).toHaveText('editor');
  await screens(guest, 'creator-dashboard-editor');

  // The editor sees the settings, read-only: no upload, delete or save buttons.
  await guest.getByRole('tab', { name: 'Brand settings' }).click();
  await expect(guest.getByLabel('Brand name')).toHaveValue('Orbit Labs');
  await expect(guest.getByLabel('X')).toHaveValue('https://x.com/orbitlabs');
  await expect(guest.getByText('Your role (Editor) can view these settings.', { exact: false })).toBeVisible();
  for (const name of ['Save brand settings', 'Save social links', 'Upload icon', 'Upload banner', 'Delete icon']) {
    await expect(guest.getByRole('button', { name })).toHaveCount(0);
  }
  await screens(guest, 'creator-settings-editor');
  await guest.getByRole('tab', { name: 'Members' }).click();
  await expect(guest.getByTestId('team-member')).toHaveCount(2);
  await expect(guest.getByRole('button', { name: 'Invite member' })).toHaveCount(0);
  await screens(guest, 'creator-members-editor');
  await device.context.close();

  // Back to the owner: the editor is a member now and the invite is gone; then switch to the other team.
  await page.reload();
  await expect(page.getByTestId('team-member')).toHaveCount(2);
  await expect(page.getByText('No open invitations')).toBeVisible();
  await switcher(page).click();
  await screens(page, 'org-switcher-open');
  await page.getByRole('menuitem', { name: /Maple Works/ }).click();
  await expect(page.getByText('You are now working in Maple Works.')).toBeVisible();
  await expect(switcher(page)).toContainText('Maple Works');
  await expect(page.getByTestId('team-member')).toHaveCount(1);
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByRole('heading', { name: 'Maple Works', level: 1 })).toBeVisible();
  await screens(page, 'creator-dashboard-switched');

  // The switcher hides on admin paths (spec §2).
  await page.goto('/admin');
  await expect(switcher(page)).toHaveCount(0);
});
