import { useSyncExternalStore } from 'react';

export type CatalogueLayout = 'list' | 'cards';

export const CATALOGUE_LAYOUT_STORAGE_KEY = 'catalogue-layout';
/** Below Tailwind's `sm`: a phone, where a page of 600 px cards is 8,000 px long. */
const phoneQuery = '(max-width: 639.98px)';
const listeners = new Set<() => void>();

function storedLayout(): CatalogueLayout | null {
  try {
    const stored = window.localStorage.getItem(CATALOGUE_LAYOUT_STORAGE_KEY);
    return stored === 'list' || stored === 'cards' ? stored : null;
  } catch {
    return null;
  }
}

const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(phoneQuery).matches;

/** On a phone the stored choice, the compact list by default; larger screens always show the cards. */
function currentLayout(): CatalogueLayout {
  return isPhone() ? (storedLayout() ?? 'list') : 'cards';
}

export function setCatalogueLayout(layout: CatalogueLayout): void {
  try {
    window.localStorage.setItem(CATALOGUE_LAYOUT_STORAGE_KEY, layout);
  } catch {
    // Storage blocked: nothing to remember the choice in.
  }
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(phoneQuery) : undefined;
  media?.addEventListener('change', onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CATALOGUE_LAYOUT_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    media?.removeEventListener('change', onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** How the catalogue lays its parts out on this screen; the prerendered page (no window) has the cards. */
export function useCatalogueLayout(): CatalogueLayout {
  return useSyncExternalStore(subscribe, currentLayout, () => 'cards');
}
