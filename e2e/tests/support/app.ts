import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { FIRST_RENDER_LANGUAGE_ATTRIBUTE, HYDRATED_ATTRIBUTE } from '@plaudit/contract';
import { expectAccessible } from './a11y.js';

// Helpers shared by the journeys: unique people, the development mailbox, the auth screens by their
// accessible names, and screenshots of each screen at the two widths every screen is checked at.

export const SCREENS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'test-results', 'screens');

export interface Person {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A unique suffix (time + random): names, emails and handles of one run never meet those of another. */
export const uniqueId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/**
 * A person nobody else uses, so tests never collide and never rely on demo data: the name is unique too, since
 * journeys find people by name (audit log, admin lists) and a second run on one server must not find the first's.
 */
export function newPerson(tag: string): Person {
  const id = uniqueId();
  return {
    username: `u_${id}${tag}`.slice(0, 20),
    firstName: 'Erika',
    lastName: `Tester ${tag} ${id}`,
    email: `e2e-${tag}-${id}@example.com`,
    password: `pw-${id}`,
  };
}
export const fullName = (p: Person) => `${p.firstName} ${p.lastName}`;

export interface MailboxItem {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** Waits for the newest mail to `to` that matches, from GET /api/dev/mailbox (newest first). */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  matches: (mail: MailboxItem) => boolean = () => true,
  { after }: { after?: string } = {},
): Promise<MailboxItem> {
  let found: MailboxItem | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/dev/mailbox');
        if (!res.ok()) return `mailbox answered ${res.status()}`;
        const body = (await res.json()) as { data: MailboxItem[] };
        found = body.data.find(
          (m) => m.to.toLowerCase().includes(to.toLowerCase()) && matches(m) && (after === undefined || m.id !== after),
        );
        return found ? 'found' : 'waiting';
      },
      { timeout: 15_000, message: `a mail to ${to}` },
    )
    .toBe('found');
  return found!;
}

/** The 6-character code of a verification mail: its own line in the text (or the subject). */
export function codeFrom(mail: MailboxItem): string {
  const line = mail.text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .find((l) => /^[A-Za-z0-9]{6}$/.test(l));
  const code = line ?? /\b([A-Za-z0-9]{6})\s*$/.exec(mail.subject)?.[1];
  if (!code) throw new Error(`no 6-character code in mail "${mail.subject}":\n${mail.text}`);
  return code;
}

/** The path and query of the first link carrying `?token=` in a mail, for the app under test. */
export function tokenLinkFrom(mail: MailboxItem): string {
  const match =
    /https?:\/\/\S+?[?&]token=[^\s"'<>]+/.exec(mail.text) ??
    /https?:\/\/[^"'\s<>]+?[?&](?:amp;)?token=[^\s"'<>]+/.exec(mail.html);
  if (!match) throw new Error(`no token link in mail "${mail.subject}":\n${mail.text}`);
  const url = new URL(match[0].replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
}

export const isVerificationMail = (m: MailboxItem) => /code/i.test(m.subject) || /\b[A-Za-z0-9]{6}\b/.test(m.text);
export const isResetMail = (m: MailboxItem) => /token=/.test(m.text) || /token=/.test(m.html);

/** Takes a full-page screenshot at 1280 and 390 px into test-results/screens/<name>-<width>.png. */
export async function screens(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    // From the top: a full-page capture of a scrolled page draws a sticky header in the wrong place.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150); // media-query hooks re-render after the resize event
    await page.screenshot({ path: join(SCREENS_DIR, `${name}-${width}.png`), fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize(original);
}

// ---- screens -------------------------------------------------------------------------------------------------

export async function fillRegisterForm(page: Page, p: Person): Promise<void> {
  await page.getByLabel('Username').fill(p.username);
  await page.getByLabel('First name').fill(p.firstName);
  await page.getByLabel('Last name').fill(p.lastName);
  await page.getByLabel('Email').fill(p.email);
  await page.getByLabel('Password', { exact: true }).fill(p.password);
  await page.getByLabel('Confirm password').fill(p.password);
  await page.getByLabel('I accept the terms and the privacy policy').check();
}

/** Registers through the screens, reads the code from the mailbox and verifies; ends signed in on the next page. */
export async function registerAndVerify(
  page: Page,
  request: APIRequestContext,
  p: Person,
  shots?: string,
): Promise<void> {
  await page.goto('/auth/register');
  await fillRegisterForm(page, p);
  if (shots) await expectAccessible(page);
  if (shots) await screens(page, `${shots}-register-filled`);
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  const codeField = page.getByLabel('Verification code');
  await expect(codeField).toBeVisible();
  if (shots) await expectAccessible(page);
  if (shots) await screens(page, `${shots}-verification-code`);
  const code = codeFrom(await waitForMail(request, p.email, isVerificationMail));
  expect(code).toMatch(/^[A-Za-z0-9]{6}$/);
  const verify = page.getByRole('button', { name: 'Verify', exact: true });
  await expect(verify).toBeDisabled(); // Disabled until the code form is valid and changed
  await codeField.fill(code);
  await expect(verify).toBeEnabled();
  await verify.click();
  await expect(codeField).toBeHidden();
}

export async function signIn(page: Page, p: Pick<Person, 'email' | 'password'>): Promise<void> {
  await page.getByLabel('Email').fill(p.email);
  await page.getByLabel('Password', { exact: true }).fill(p.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The header of a signed-in person: the full name and the 'not you? log out' link (the profile header). */
export async function expectSignedInAs(page: Page, p: Person): Promise<void> {
  await expect(page.getByText(fullName(p), { exact: true }).first()).toBeVisible();
  await expect(
    page
      .getByRole('link', { name: /not you\? log out/i })
      .or(page.getByRole('button', { name: /not you\? log out/i }))
      .first(),
  ).toBeVisible();
}

export async function expectOnLoginPage(page: Page, callbackPath?: string): Promise<void> {
  await expect(page).toHaveURL(/\/auth\/login(\?|$)/);
  if (callbackPath !== undefined) {
    expect(new URL(page.url()).searchParams.get('callbackUrl')).toBe(callbackPath);
  }
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
}

/** Signs out through the header menu ("Log out"), falling back to the 'not you? log out' link. */
export async function signOutViaHeader(page: Page): Promise<void> {
  const notYou = page
    .getByRole('link', { name: /not you\? log out/i })
    .or(page.getByRole('button', { name: /not you\? log out/i }))
    .first();
  await notYou.click();
}

// ---- API shortcuts for the parts a journey is not about ------------------------------------------------------

export interface Tokens {
  accessToken: { token: string; expireAt: string };
  refreshToken: { token: string };
  sessionId: string;
  user: { id: string; isEmailVerified: boolean; emailVerificationStatus: { status: string } };
}

export async function apiSignIn(request: APIRequestContext, p: Pick<Person, 'email' | 'password'>): Promise<Tokens> {
  const res = await request.post('/api/auth/signIn', {
    data: { email: p.email, password: p.password, language: 'en' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Tokens;
}

export async function apiSignOut(request: APIRequestContext, t: Tokens): Promise<void> {
  const res = await request.post('/api/auth/signOut', {
    headers: { authorization: `Bearer ${t.accessToken.token}`, 'x-session-id': t.sessionId },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * A registered and verified person made through the API (sign-up, sign-in, code from the mailbox, verify,
 * sign-out), for journeys that are about something else; leaves no open session behind.
 */
export async function createVerifiedPerson(request: APIRequestContext, tag: string): Promise<Person> {
  const p = newPerson(tag);
  const signUp = await request.post('/api/auth/signUp', {
    data: {
      username: p.username,
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      password: p.password,
      registerType: 'USER',
      language: 'en',
      monthlyBulletin: false,
    },
  });
  expect(signUp.status(), await signUp.text()).toBeLessThan(300);
  const tokens = await apiSignIn(request, p);
  const code = codeFrom(await waitForMail(request, p.email, isVerificationMail));
  const auth = { authorization: `Bearer ${tokens.accessToken.token}`, 'x-session-id': tokens.sessionId };
  const verify = await request.post(`/api/auth/verify-email/${encodeURIComponent(p.email)}`, {
    data: { token: code },
    headers: auth,
  });
  expect(verify.status(), await verify.text()).toBeLessThan(300);
  await apiSignOut(request, tokens);
  return p;
}

/** Signs in through the API as `who` and hands back the auth headers and the user; `signOut` ends that session. */
export async function apiSession(request: APIRequestContext, who: Pick<Person, 'email' | 'password'>) {
  const tokens = await apiSignIn(request, who);
  const headers = { authorization: `Bearer ${tokens.accessToken.token}`, 'x-session-id': tokens.sessionId };
  const user = tokens.user as Tokens['user'] & { firstName: string; lastName: string };
  return { headers, user, signOut: () => apiSignOut(request, tokens) };
}

/**
 * What the page's API calls answered, as "METHOD path status type reason" lines, plus requests that got no answer:
 * a journey that fails on a session's end shows them, since the screen alone cannot say which call ended it.
 */
export function recordApiAnswers(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith('/api/')) return;
    const body = res.ok() ? null : await res.json().catch(() => null);
    const first = body?.errors?.[0];
    seen.push(
      [res.request().method(), url.pathname, res.status(), first?.type, first?.meta?.reason].filter(Boolean).join(' '),
    );
  });
  page.on('requestfailed', (req) =>
    seen.push(`${req.method()} ${new URL(req.url()).pathname} failed: ${req.failure()?.errorText}`),
  );
  return seen;
}

/** A fresh browser context and page (its own cookies and storage: "another device"). */
export async function newDevice(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { context, page };
}

/**
 * Opens a page the server draws (home, brand, product) and waits until the app has hydrated it: until then its
 * controls look ready but do nothing (a link still works, as a full page load). A page the browser draws itself has
 * no drawing to wait for.
 */
export async function openDrawnPage(page: Page, path: string) {
  const answer = await page.goto(path);
  await expect(
    page.locator(`#root[${HYDRATED_ATTRIBUTE}], #root:not([${FIRST_RENDER_LANGUAGE_ATTRIBUTE}])`),
  ).toHaveCount(1);
  return answer;
}
