import { SHOP_NAME } from '@partsmith/contract/constants';
import { useEffect } from 'react';

export interface PageMeta {
  /** Shown as "Partsmith | {title}" in the tab and in search results. */
  title: string;
  /** The page's <meta name="description">: one or two sentences on what the page offers. */
  description: string;
}

export function formatPageTitle(title: string): string {
  return `${SHOP_NAME} | ${title}`;
}

function descriptionElement(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const created = document.createElement('meta');
  created.name = 'description';
  document.head.append(created);
  return created;
}

/** Sets the document's title and meta description while the calling page is shown. */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
    descriptionElement().content = description;
  }, [title, description]);
}
