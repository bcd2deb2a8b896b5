import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageMeta, type PageMeta } from './page-meta';

function Page(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('usePageMeta', () => {
  it("sets the title and the meta description, and follows the page's changes", () => {
    document.head.querySelector('meta[name="description"]')?.remove();
    const { rerender } = render(<Page title="FAQ" description="Questions and answers." />);
    expect(document.title).toBe('Partsmith | FAQ');
    expect(description()).toBe('Questions and answers.');

    rerender(<Page title="Blog" description="Stories from the factory." />);
    expect(document.title).toBe('Partsmith | Blog');
    expect(description()).toBe('Stories from the factory.');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});
