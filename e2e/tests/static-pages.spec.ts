import type { Page } from '@playwright/test';
import { axe, expect, screenshot, test, violationsOf } from './fixtures';
import { DESKTOP, PHONE, navbar } from './support';

/** The static pages: each one's heading, document title and the content it must show. */
interface StaticPage {
  path: string;
  name: string;
  /** The link's text in the navigation. */
  link: string;
  heading: string;
  title: string;
  check: (page: Page) => Promise<void>;
}

const TERMS_SECTIONS = [
  'Introduction',
  'Communications',
  'Purchases',
  'Promotions',
  'Subscriptions',
  'Free Trial',
  'Fee Changes',
  'Refunds',
  'Content',
  'Prohibited Uses',
  'Analytics',
  'No Use by Minors',
  'Accounts',
  'Intellectual Property',
  'Copyright Policy',
  'Copyright Notice Procedure',
  'Feedback',
  'Links to Other Sites',
  'Warranty Disclaimer',
  'Limitation of Liability',
  'Termination',
  'Governing Law',
  'Changes to Service',
  'Amendments to Terms',
  'Waiver and Severability',
  'Acknowledgement',
  'Contact Us',
];

const FAQ_QUESTIONS = [
  'How do you improve the performance of a React application?',
  'What are the different ways to manage state in a React application?',
  'How does prototypical inheritance work?',
  'Why should you not set the state directly in React?',
  'What is a unit test? Why should we write unit tests?',
];

const main = (page: Page) => page.getByRole('main');

const STATIC_PAGES: StaticPage[] = [
  {
    path: '/terms',
    name: 'terms',
    link: 'Terms and Conditions',
    heading: 'Terms and Conditions',
    title: 'Partsmith | Terms and Conditions',
    check: async (page) => {
      await expect(main(page)).toContainText('Last updated 2022-05-24');
      await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(TERMS_SECTIONS.map((section, index) => `${index + 1}. ${section}`));
      for (const term of [
        'aged 18 or over',
        'within 30 days of the original purchase',
        'delivered within 30 days',
        'the laws of Bangladesh',
        'billed in advance',
        'renews automatically',
        'end of the current billing cycle',
        'refuse service, terminate accounts',
      ]) {
        await expect(main(page)).toContainText(term);
      }
    },
  },
  {
    path: '/faq',
    name: 'faq',
    link: 'FAQ',
    heading: 'Frequently asked questions',
    title: 'Partsmith | FAQ',
    check: async (page) => {
      await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(FAQ_QUESTIONS);
      for (const answer of ['TanStack Query', 'react-hook-form', 'lazy chunk', 'class ApiError extends Error', 'Vitest', 'Playwright']) {
        await expect(main(page)).toContainText(answer);
      }
    },
  },
  {
    path: '/business-summary',
    name: 'business-summary',
    link: 'Business Summary',
    heading: 'Partsmith in numbers',
    title: 'Partsmith | Business Summary',
    check: async (page) => {
      await expect(main(page).getByRole('term')).toHaveText(['Products', 'Countries', 'New registers', 'Sellers']);
      await expect(main(page).getByRole('definition')).toHaveText(['12K+', '200', '540', '5400+']);
    },
  },
  {
    path: '/contact',
    name: 'contact',
    link: 'Contact',
    heading: 'Contact us',
    title: 'Partsmith | Contact',
    check: async (page) => {
      const details = main(page).locator('address');
      await expect(details).toContainText('Partsmith Components Ltd.');
      await expect(details.getByRole('link', { name: '+880 2 9870 1234' })).toHaveAttribute('href', 'tel:+880298701234');
      await expect(details.getByRole('link', { name: 'hello@partsmith.test' })).toHaveAttribute('href', 'mailto:hello@partsmith.test');
      await expect(details).toContainText('Banani, Dhaka 1213, Bangladesh');
      // The website defaults to the address the shop is served from (PUBLIC_URL).
      await expect(details.getByRole('link', { name: /^http:\/\/127\.0\.0\.1:\d+$/ })).toBeVisible();
    },
  },
  {
    path: '/portfolio',
    name: 'portfolio',
    link: 'Portfolio',
    heading: 'The developer behind the shop',
    title: 'Partsmith | Portfolio',
    check: async (page) => {
      const photo = main(page).getByRole('img', { name: /Illustrated portrait of Nadia Rahman/ });
      await expect(photo).toHaveAttribute('src', '/images/portfolio/avatar.svg');
      await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(['Nadia Rahman', 'Goal', 'Education', 'Skills', 'Sites']);
      await expect(main(page)).toContainText('BSc in Computer Science and Engineering');
      await expect(main(page).getByRole('listitem').filter({ hasText: 'TypeScript' })).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'API documentation' })).toHaveAttribute('href', '/api/docs');
    },
  },
  {
    path: '/blog',
    name: 'blog',
    link: 'Blog',
    heading: 'From the factory floor',
    title: 'Partsmith | Blog',
    check: async (page) => {
      const posts = main(page).getByRole('article');
      await expect(posts.getByRole('heading', { level: 2 })).toHaveText([
        'Why we sell computer parts by the piece',
        'Choosing a CPU cooler for a workshop build',
        'Minimum orders, explained',
      ]);
      await expect(posts.first().locator('time')).toHaveText('May 10, 2022');
    },
  },
  {
    path: '/about',
    name: 'about',
    link: 'About',
    heading: 'About Partsmith',
    title: 'Partsmith | About',
    check: async (page) => {
      await expect(main(page).getByRole('heading', { level: 2, name: 'A manufacturer that sells by the piece' })).toBeVisible();
      await expect(main(page)).toContainText('since 2002');
      await expect(main(page)).toContainText('delivered within 30 days');
    },
  },
];

const INDEX_HTML_DESCRIPTION = 'Partsmith sells computer parts straight from the manufacturer, per piece, with low minimum orders.';
const metaDescription = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

test('each static page shows its content, its own title and its own description', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const descriptions = new Set<string>();
  for (const staticPage of STATIC_PAGES) {
    await page.goto(staticPage.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(staticPage.heading);
    await staticPage.check(page);
    await expect(page).toHaveTitle(staticPage.title);
    const description = (await metaDescription(page)) ?? '';
    expect(description.length, `${staticPage.path} has a description`).toBeGreaterThan(40);
    expect(description).not.toBe(INDEX_HTML_DESCRIPTION);
    descriptions.add(description);
  }
  expect(descriptions.size, 'every page describes itself differently').toBe(STATIC_PAGES.length);
});

test('the other pages have their own title and description too', async ({ page }) => {
  const pages = [
    { path: '/', title: 'Partsmith | Home' },
    { path: '/product', title: 'Partsmith | Products' },
    { path: '/login', title: 'Partsmith | Login' },
    { path: '/signup', title: 'Partsmith | Sign Up' },
    { path: '/no-such-page', title: 'Partsmith | Page not found' },
  ];
  const descriptions = new Set<string>();
  for (const { path, title } of pages) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect.poll(() => metaDescription(page)).not.toBe(INDEX_HTML_DESCRIPTION);
    descriptions.add((await metaDescription(page)) ?? '');
  }
  expect(descriptions.size).toBe(pages.length);
});

test('the navbar, the phone drawer and the footer reach every static page; the social icons go to the portfolio', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const companyMenu = navbar(page).locator('summary', { hasText: 'Company' });
  await companyMenu.click();
  await screenshot(page, 'company-menu-1280-light', { fullPage: false });
  await companyMenu.click();
  await expect(navbar(page).getByRole('link', { name: 'FAQ' })).toBeHidden();
  for (const { path, link, heading } of STATIC_PAGES) {
    // The business summary has its own place in the top row; the other static pages are under Company.
    if (path !== '/business-summary') await companyMenu.click();
    await navbar(page).getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(navbar(page).getByRole('link', { name: 'FAQ' }), 'the Company menu closed').toBeHidden();
  }

  const footerCompany = page.getByRole('contentinfo').getByRole('navigation', { name: 'Company' });
  await expect(footerCompany.getByRole('link')).toHaveText(['About', 'Contact', 'Blog', 'Portfolio', 'Terms and Conditions', 'FAQ']);
  await footerCompany.getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page).toHaveURL(/\/terms$/);

  const social = page.getByRole('contentinfo').getByRole('navigation', { name: 'Social media' }).getByRole('link');
  await expect(social).toHaveCount(4);
  for (const link of await social.all()) await expect(link).toHaveAttribute('href', '/portfolio');
  await social.first().click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The developer behind the shop');

  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Menu' });
  await expect(drawer.getByRole('list', { name: 'Company' }).getByRole('link')).toHaveText([
    'About',
    'Contact',
    'Blog',
    'Portfolio',
    'Terms and Conditions',
    'FAQ',
  ]);
  await expect(drawer.getByRole('link', { name: 'FAQ' })).toBeInViewport();
  await screenshot(page, 'company-drawer-390-light', { fullPage: false });
  await drawer.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`the static pages look right at ${viewport.width} px in the ${colorScheme} theme${viewport === DESKTOP ? ' and pass axe-core (WCAG 2.2 AA)' : ''}`, async ({
      page,
    }) => {
      test.slow();
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize(viewport);
      for (const staticPage of STATIC_PAGES) {
        await page.goto(staticPage.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(staticPage.heading);
        await staticPage.check(page);
        if (viewport === DESKTOP) {
          expect(await violationsOf(axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])), staticPage.path).toEqual([]);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${staticPage.path}: no sideways scrolling`).toBeLessThanOrEqual(
          viewport.width,
        );
        await screenshot(page, `${staticPage.name}-${viewport.width}-${colorScheme}`);
      }
    });
  }
}

test('the web app manifest is served as a manifest and names its icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href ?? '');
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as { name: string; short_name: string; start_url: string; display: string; icons: { src: string; sizes: string }[] };
  expect(manifest).toMatchObject({ short_name: 'Partsmith', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
});
