import axeCore, { type Result, type RunOptions } from 'axe-core';
import { test as base, expect, type Page } from '@playwright/test';
import { DESKTOP, PHONE, settle } from './support';

/**
 * Every journey fails on a console error, an uncaught exception or a CSP violation: a broken chunk shows up here too. A
 * page the shop does not have answers 404 on purpose (the app still shows its not-found page): Chromium logs that
 * document's status as an error, which is not one.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const unknownPages = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().resourceType() === 'document') unknownPages.add(response.url());
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url } = message.location();
        if (unknownPages.has(url) && message.text().includes('status of 404')) return;
        // A failed request's message does not name it; its location does.
        errors.push(url ? `${message.text()} (${url})` : message.text());
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      // Chromium logs a blocked script or style as an error, but an eval that a script tries and catches (as a library
      // probing for it does) only as an Issue in its DevTools: every page of the journey reports each enforced violation.
      await page.context().addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) => {
          if (event.disposition === 'enforce')
            console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
        }),
      );
      await use(errors);
      expect(errors, 'console errors during the journey').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Screenshots are for a person to look at: written on a developer's machine, not in CI, where nobody can (each full-page
 * PNG costs the browser about a second of CPU, and the journeys take about 60). E2E_SCREENSHOTS=1 writes them in CI too,
 * E2E_SCREENSHOTS=0 skips them anywhere.
 */
const writeScreenshots = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS === '1' : !process.env.CI;

/**
 * A screenshot of the page for a person to look at, in screenshots/. A full-page one first scrolls through the page so
 * lazy images load (one that fails to load fails the journey, as a console error), whether or not it is written.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  if (fullPage) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0; top < height; top += 600) await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState('networkidle');
  }
  if (writeScreenshots) await page.screenshot({ path: `screenshots/${name}.png`, fullPage });
}

declare global {
  interface Window {
    axe?: typeof axeCore;
  }
}

/**
 * axe-core on the page, run in the page itself: injected once per document, and asked for the violations alone.
 * @axe-core/playwright's builder evaluated the 580 kB source twice on every run and sent back every passing element
 * as well: about 0.9 s of a 1.4 s audit, and a third of the CPU time of the visitor's accessibility sweep.
 */
export class Audit {
  private runOnly: RunOptions['runOnly'];
  private readonly included: string[] = [];

  constructor(private readonly page: Page) {}

  withTags(tags: string[]) {
    this.runOnly = { type: 'tag', values: tags };
    return this;
  }

  withRules(rules: string[]) {
    this.runOnly = { type: 'rule', values: rules };
    return this;
  }

  /** Audits only the elements matching the selector (and what is inside them). */
  include(selector: string) {
    this.included.push(selector);
    return this;
  }

  async analyze(): Promise<{ violations: Result[] }> {
    const injected = await this.page.evaluate(() => window.axe !== undefined);
    if (!injected) await this.page.evaluate(axeCore.source);
    const violations = await this.page.evaluate(
      ({ included, runOnly }) => {
        if (!window.axe) throw new Error('axe-core is not on the page: it navigated away during the audit');
        const context = included.length > 0 ? { include: included } : document;
        return window.axe.run(context, { runOnly, resultTypes: ['violations'] }).then((results) => results.violations);
      },
      { included: this.included, runOnly: this.runOnly },
    );
    return { violations };
  }
}

export const axe = (page: Page) => new Audit(page);

/** Runs the audit and answers one line per violated rule: its id and the elements that break it. */
export async function violationsOf(audit: Audit): Promise<string[]> {
  const { violations } = await audit.analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** axe on what is on screen: every rule in the light theme, the colour rules in the dark one (as the sweep does). */
export async function expectAxeClean(page: Page, what: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await settle(page);
    const audit = axe(page);
    if (theme === 'dark') audit.withRules(['color-contrast', 'link-in-text-block']);
    expect(await violationsOf(audit), `axe on ${what}, ${theme} theme`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * Screenshots at 1280 and 360 px wide, in both themes (written where E2E_SCREENSHOTS says), then back to the light theme
 * at 1280 px; `fullPage: false` for a dialog, which shows on the screen, not the whole page behind it.
 */
export async function screenshotsOf(page: Page, name: string, { fullPage = true } = {}) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const [size, viewport] of [
      ['1280', DESKTOP],
      ['360', { ...PHONE, width: 360 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await settle(page);
      await screenshot(page, `${name}-${size}-${theme}`, { fullPage });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(DESKTOP);
}
