import type { SiteContent } from '@partsmith/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoute } from '@/testing/test-utils';
import { BlogPage } from './blog-page';
import { ContactPage } from './contact-page';
import { TermsPage } from './terms-page';

const site: SiteContent = {
  contact: {
    companyName: 'Acme Parts Ltd.',
    phone: '+880 2 5500 1234',
    email: 'sales@acme.test',
    address: '1 Lake Road, Gulshan, Dhaka',
    website: 'https://acme.test',
  },
  about: { heading: 'About Acme', paragraphs: ['Since 1999.'] },
  portfolio: {
    name: 'Rahim',
    role: 'Developer',
    photo: '/images/portfolio/avatar.svg',
    photoAlt: 'Rahim',
    goal: 'Ship.',
    education: [{ degree: 'BSc', school: 'BUET', years: '2010 - 2014' }],
    skills: ['React'],
    links: [],
  },
  blog: [{ slug: 'first', title: 'First post', date: '2022-05-24', summary: 'Hello.', paragraphs: ['Body text.'] }],
};

describe('the Terms and Conditions page', () => {
  it('has the date and 27 numbered sections stating the business constants', () => {
    renderRoute(<TermsPage />);
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated 2022-05-24');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toHaveLength(27);
    expect(headings[0]).toBe('1. Introduction');
    expect(headings[26]).toBe('27. Contact Us');
    const text = document.body.textContent ?? '';
    for (const phrase of [
      'aged 18 or over',
      'within 30 days of the original purchase',
      'delivered within 30 days',
      'the laws of Bangladesh',
      'renews automatically',
      'end of the current billing cycle',
      'refuse service, terminate accounts',
    ]) {
      expect(text).toContain(phrase);
    }
    expect(document.title).toBe('Partsmith | Terms and Conditions');
  });
});

describe('the pages with configured content', () => {
  it('shows the contact details from the server as links', async () => {
    mockFetch({ '/api/site': () => jsonResponse(site) });
    renderRoute(<ContactPage />);
    expect(await screen.findByText('Acme Parts Ltd.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+880 2 5500 1234' })).toHaveAttribute('href', 'tel:+880255001234');
    expect(screen.getByRole('link', { name: 'sales@acme.test' })).toHaveAttribute('href', 'mailto:sales@acme.test');
    expect(screen.getByText('1 Lake Road, Gulshan, Dhaka')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://acme.test' })).toHaveAttribute('href', 'https://acme.test');
  });

  it('shows the blog posts with their dates', async () => {
    mockFetch({ '/api/site': () => jsonResponse(site) });
    renderRoute(<BlogPage />);
    const post = await screen.findByRole('article', { name: 'First post' });
    expect(within(post).getByText('May 24, 2022')).toHaveAttribute('datetime', '2022-05-24');
    expect(within(post).getByText('Body text.')).toBeInTheDocument();
  });

  it('explains a failed load and retries', async () => {
    let calls = 0;
    mockFetch({ '/api/site': () => (++calls === 1 ? jsonResponse({ code: 'INTERNAL', message: 'Something broke.' }, { status: 500 }) : jsonResponse(site)) });
    renderRoute(<ContactPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load our contact details');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Acme Parts Ltd.')).toBeInTheDocument();
  });
});
