import { SHOP_NAME } from '@partsmith/contract/constants';
import { useEffect } from 'react';

export function formatPageTitle(title?: string): string {
  return title ? `${SHOP_NAME} | ${title}` : SHOP_NAME;
}

/** Sets document.title to "Partsmith | {title}" while the calling page is shown. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
