import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// Every screen a journey visits meets WCAG 2.2 AA as far as axe-core can tell.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe-core on the page as it is now and fails with one readable line per violation and element. */
export async function expectAccessible(page: Page): Promise<void> {
  // Toasts and modals fade in: an element caught mid-transition has a blended colour nobody ever reads. Endless
  // animations (spinners) never finish, so only the finite ones are awaited.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  // A toast that is fading in or out (its transition started by a timer, so not always caught above) is settled
  // once it is fully opaque or gone.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('.mantine-Notification-root')).every((toast) => {
      let opacity = 1;
      for (let el: Element | null = toast; el; el = el.parentElement) opacity *= Number(getComputedStyle(el).opacity);
      return opacity === 1;
    }),
  );
  // A list being refetched is marked aria-busy until its new rows are in (components/refreshing.ts): the screen is
  // checked as a person reads it, once settled, not at whichever moment of the refetch the check happens to land.
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const lines = violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `- [${v.impact ?? 'n/a'}] ${v.id}: ${v.help}\n    at ${n.target.join(' ')}\n    ${n.failureSummary?.replace(/\n/g, '\n    ') ?? ''}`,
    ),
  );
  expect(lines, `axe-core found ${lines.length} violation(s) on ${page.url()}:\n${lines.join('\n')}`).toEqual([]);
}
