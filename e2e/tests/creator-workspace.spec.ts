import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiSignIn,
  apiSignOut,
  codeFrom,
  createVerifiedPerson,
  fillRegisterForm,
  isVerificationMail,
  newDevice,
  newPerson,
  screens,
  tokenLinkFrom,
  waitForMail,
  type Person,
} from './support/app.js';
import { approveTeams } from './support/admin.js';
import { dialogNamed, SAMPLE_PNG, signInTo } from './support/settings.js';
import { expectAccessible } from './support/a11y.js';

// The creator workspace: an OWNER of two teams brands one (icon, banner, social links), invites a new
// person who registers from the mailed link, accepts and sees the team in the switcher as editor, without the
// settings forms' save buttons; the owner switches between the two teams.

async function creatorWithTeams(request: APIRequestContext, tag: string, brands: string[]): Promise<Person> {
  const owner = await createVerifiedPerson(request, tag);
  const tokens = await apiSignIn(request, owner);
  const headers = { authorization: `Bearer ${tokens.accessToken.token}`, 'x-session-id': tokens.sessionId };
  for (const brandName of brands) {
    const handle = `${brandName.replace(/\W/g, '').toLowerCase()}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const res = await request.post('/api/auth/creator/signUp', {
      headers,
      data: { brandName, website: 'https://brand.example', creatorProfile: handle },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  await apiSignOut(request, tokens);
  await approveTeams(request, brands, owner.email);
  return owner;
}

const switcher = (page: Page) => page.getByTestId('org-switcher');

async function uploadImage(page: Page, button: string, shot?: string) {
  await page.getByRole('button', { name: button }).click();
  const modal = dialogNamed(page, button);
  await expect(modal).toBeVisible();
  await modal
    .locator('input[type="file"]')
    .setInputFiles({ name: 'brand.png', mimeType: 'image/png', buffer: SAMPLE_PNG });
  await expect(modal.getByRole('group', { name: /crop area/i })).toBeVisible();
  if (shot) await expectAccessible(page);
  if (shot) await screens(page, shot);
  await modal.getByRole('button', { name: 'Save picture' }).click();
  await expect(modal).toBeHidden();
}

test('an owner brands the team, invites a new editor who registers from the mail, and switches teams', async ({
  page,
  request,
  browser,
}) => {
  const owner = await creatorWithTeams(request, 'own', ['Maple Works', 'Orbit Labs']);

  // The newest team is selected; the switcher shows its initials, name and the role as a lower-cased label.
  await signInTo(page, owner, '/dashboard/creator');
  await expect(switcher(page)).toContainText('Orbit Labs');
  await expect(switcher(page).getByTestId('org-role')).toHaveText('owner');
  await expect(page.getByRole('heading', { name: 'Orbit Labs', level: 1 })).toBeVisible();
  await expect(page.getByText('1 of 4 done')).toBeVisible(); // the website from the sign-up counts as a social link
  await expectAccessible(page);
  await screens(page, 'creator-dashboard-owner');

  // Brand settings: icon (square) and banner (16:9) through the image upload modal, then social links.
  await page.getByRole('navigation', { name: 'Team pages' }).getByRole('link', { name: 'Brand settings' }).click();
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
  await expectAccessible(page);
  await screens(page, 'creator-settings-owner');

  // Members: invite a new person as EDITOR (the default role of the modal).
  await page.getByRole('navigation', { name: 'Team pages' }).getByRole('link', { name: 'Members' }).click();
  await expect(page.getByTestId('team-member')).toHaveCount(1);
  await page.getByRole('button', { name: 'Invite member' }).click();
  const modal = dialogNamed(page, 'Invite a team member');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('combobox', { name: /^Role/ })).toHaveValue('Editor');
  await modal.getByRole('button', { name: 'Send invitation' }).click();
  await expect(modal.getByText('First name is required')).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'creator-invite-modal-errors');
  const invitee = newPerson('inv');
  await modal.getByLabel('First name').fill(invitee.firstName);
  await modal.getByLabel('Last name').fill(invitee.lastName);
  await modal.getByLabel('Email').fill(invitee.email);
  await modal.getByRole('button', { name: 'Send invitation' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(`Invitation sent to ${invitee.email}.`)).toBeVisible();
  await expect(page.getByTestId('pending-invite')).toContainText(invitee.email);
  await expectAccessible(page);
  await screens(page, 'creator-members-owner');

  // The invitee opens the mailed link on their own device, registers from there, and comes back to accept.
  const mail = await waitForMail(request, invitee.email, (m) => /invite\?token=/.test(m.text));
  // No names in the subject, the text carries the brand.
  expect(mail.subject).not.toContain('Orbit Labs');
  expect(mail.text).toContain('Orbit Labs');
  const link = tokenLinkFrom(mail);
  const device = await newDevice(browser);
  const guest = device.page;
  await guest.goto(link);
  await expect(guest.getByRole('heading', { name: 'Join Orbit Labs' })).toBeVisible();
  await expect(guest.getByText(/as Editor/)).toBeVisible();
  await expectAccessible(guest);
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
  await expectAccessible(guest);
  await screens(guest, 'invite-landing-signed-in');
  await guest.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(guest).toHaveURL(/\/dashboard\/creator$/);
  await expect(guest.getByText('Welcome to Orbit Labs! You are now Editor.')).toBeVisible();
  await expect(switcher(guest)).toContainText('Orbit Labs');
  await expect(switcher(guest).getByTestId('org-role')).toHaveText('editor');
  await expectAccessible(guest);
  await screens(guest, 'creator-dashboard-editor');

  // The editor sees the settings, read-only: no upload, delete or save buttons.
  await guest.getByRole('navigation', { name: 'Team pages' }).getByRole('link', { name: 'Brand settings' }).click();
  await expect(guest.getByLabel('Brand name')).toHaveValue('Orbit Labs');
  await expect(guest.getByLabel('X')).toHaveValue('https://x.com/orbitlabs');
  await expect(guest.getByText('Your role (Editor) can view these settings.', { exact: false })).toBeVisible();
  for (const name of ['Save brand settings', 'Save social links', 'Upload icon', 'Upload banner', 'Delete icon']) {
    await expect(guest.getByRole('button', { name })).toHaveCount(0);
  }
  await expectAccessible(guest);
  await screens(guest, 'creator-settings-editor');
  await guest.getByRole('navigation', { name: 'Team pages' }).getByRole('link', { name: 'Members' }).click();
  await expect(guest.getByTestId('team-member')).toHaveCount(2);
  await expect(guest.getByRole('button', { name: 'Invite member' })).toHaveCount(0);
  await expectAccessible(guest);
  await screens(guest, 'creator-members-editor');
  await device.context.close();

  // Back to the owner: the editor is a member now and the invite is gone; then switch to the other team.
  await page.reload();
  await expect(page.getByTestId('team-member')).toHaveCount(2);
  await expect(page.getByText('No open invitations')).toBeVisible();
  await switcher(page).click();
  await expectAccessible(page);
  await screens(page, 'org-switcher-open');
  await page.getByRole('menuitem', { name: /Maple Works/ }).click();
  await expect(page.getByText('You are now working in Maple Works.')).toBeVisible();
  await expect(switcher(page)).toContainText('Maple Works');
  await expect(page.getByTestId('team-member')).toHaveCount(1);
  await page.getByRole('navigation', { name: 'Team pages' }).getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByRole('heading', { name: 'Maple Works', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'creator-dashboard-switched');

  // The switcher hides on admin paths.
  await page.goto('/admin');
  await expect(switcher(page)).toHaveCount(0);
});

async function apiInviteAndAccept(request: APIRequestContext, owner: Person, member: Person, role: 'ADMIN' | 'EDITOR') {
  const ownerTokens = await apiSignIn(request, owner);
  const ownerHeaders = {
    authorization: `Bearer ${ownerTokens.accessToken.token}`,
    'x-session-id': ownerTokens.sessionId,
  };
  const me = await (await request.get('/api/auth/me', { headers: ownerHeaders })).json();
  const teamId = me.selectedCreatorTeam.creatorTeam.id as string;
  const sent = await request.post(`/api/creator/teamMembers/${teamId}`, {
    headers: ownerHeaders,
    data: { firstName: member.firstName, lastName: member.lastName, email: member.email, role },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const token = new URL(
    `http://x${tokenLinkFrom(await waitForMail(request, member.email, (m) => /invite\?token=/.test(m.text)))}`,
  ).searchParams.get('token')!;
  const memberTokens = await apiSignIn(request, member);
  const accepted = await request.post('/api/creator/invites/accept', {
    headers: { authorization: `Bearer ${memberTokens.accessToken.token}`, 'x-session-id': memberTokens.sessionId },
    data: { token },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await apiSignOut(request, memberTokens);
  return { teamId, ownerHeaders, ownerTokens };
}

test('an owner cancels an invitation and offers ownership; the admin accepts it in German', async ({
  page,
  request,
  browser,
}) => {
  const owner = await creatorWithTeams(request, 'own2', ['Nimbus Co']);
  const admin = await createVerifiedPerson(request, 'adm');
  const { teamId, ownerHeaders, ownerTokens } = await apiInviteAndAccept(request, owner, admin, 'ADMIN');
  const pending = newPerson('pend');
  const invited = await request.post(`/api/creator/teamMembers/${teamId}`, {
    headers: ownerHeaders,
    data: { firstName: 'Paula', lastName: 'Pending', email: pending.email, role: 'EDITOR' },
  });
  expect(invited.status()).toBe(200);
  await apiSignOut(request, ownerTokens);

  await signInTo(page, owner, '/dashboard/creator/members');
  await expect(page.getByTestId('team-member')).toHaveCount(2);
  await page.getByRole('button', { name: `Cancel the invitation of ${pending.email}` }).click();
  await expect(page.getByText('Invitation cancelled.')).toBeVisible();
  await expect(page.getByText('No open invitations')).toBeVisible();

  await page.getByRole('button', { name: `Actions for ${admin.firstName} ${admin.lastName}` }).click();
  await page.getByRole('menuitem', { name: 'Make owner' }).click();
  const confirm = dialogNamed(page, `Offer ownership to ${admin.firstName} ${admin.lastName}?`);
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await screens(page, 'creator-transfer-confirm');
  await confirm.getByRole('button', { name: 'Make owner' }).click();
  await expect(
    page.getByText(`Ownership was offered to ${admin.firstName} ${admin.lastName}.`, { exact: false }),
  ).toBeVisible();

  // The admin, with the interface in German, accepts the offer.
  const device = await newDevice(browser);
  await device.context.addInitScript(() => localStorage.setItem('plaudit.language', 'de'));
  const other = device.page;
  await other.goto(`/auth/login?callbackUrl=${encodeURIComponent('/dashboard/creator/members')}`);
  await other.getByLabel('E-Mail').fill(admin.email);
  await other.getByLabel('Passwort', { exact: true }).fill(admin.password);
  await other.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(other.getByRole('heading', { name: 'Mitglieder', level: 1 })).toBeVisible();
  await expect(switcher(other).getByTestId('org-role')).toHaveText('admin');
  await expectAccessible(other);
  await screens(other, 'creator-transfer-offer-de');
  await other.getByRole('button', { name: 'Inhaberschaft annehmen' }).click();
  await expect(other.getByText('Du bist jetzt Inhaber von Nimbus Co.')).toBeVisible();
  await expect(switcher(other).getByTestId('org-role')).toHaveText('inhaber');
  await device.context.close();

  // The former owner is an admin now, and no longer offered the owner's actions.
  await page.reload();
  await expect(switcher(page).getByTestId('org-role')).toHaveText('admin');
  const me = page.getByTestId('team-member').filter({ hasText: owner.email });
  await expect(me).toContainText('Admin');
  await expect(page.getByRole('button', { name: `Actions for ${admin.firstName} ${admin.lastName}` })).toHaveCount(0);
  await expectAccessible(page);
  await screens(page, 'creator-members-after-transfer');
});
