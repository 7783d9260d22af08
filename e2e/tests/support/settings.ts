import { expect, type Page } from '@playwright/test';
import { signIn, type Person } from './app.js';

// Helpers of the settings journeys.

/** A 320x200 PNG (blue with an orange square): small, real, and not square, so the crop has work to do. */
export const SAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAUAAAADICAMAAACu2siZAAAABlBMVEVMbvX/vii7LENAAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAA30lEQVR42u3QQQkAAAgEsLN/aSv4EUG2CEsAAAAAAAAAAAAAAABgqI4IFChQoECBAgUKFChQoECBAgUKFChQoECBAgUKFChQoECBAgUKFChQoECBAgUKFChQoECBAgUKFChQoECBAgUKFChQoECBAgUKFChQoECBAgUKFChQoECBAgUKFChQoECBAgUKFChQoECBAgUKFChQoECBAgUKFChQoECBAgUKFChQoECBAgUKFChQoECBAgUKFChQoECBAgUKFChQoECBAgUKFChQ4NdAAAAAAAAAAAAAAAAA1jXRKThBxjDYSgAAAABJRU5ErkJggg==',
  'base64',
);

/** Signs in on the login page with a callbackUrl and waits for the settings page it leads to. */
export async function signInTo(page: Page, person: Pick<Person, 'email' | 'password'>, path: string): Promise<void> {
  await page.goto(`/auth/login?callbackUrl=${encodeURIComponent(path)}`);
  await signIn(page, person);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
}

export const dialogNamed = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
