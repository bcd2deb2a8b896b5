import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

/** Same key as public/theme-init.js, which applies the stored theme before first paint. */
export const THEME_STORAGE_KEY = 'theme';

const darkSchemeQuery = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

function systemTheme(): Theme {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkSchemeQuery).matches ? 'dark' : 'light';
}

/** The theme on screen: the stored choice (mirrored in <html data-theme>), else the system's. */
export function getTheme(): Theme {
  const chosen = document.documentElement.getAttribute('data-theme');
  return isTheme(chosen) ? chosen : systemTheme();
}

export function setTheme(theme: Theme): void {
  document.documentElement.setAttribute('data-theme', theme);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage blocked: the choice still applies to this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(darkSchemeQuery) : undefined;
  media?.addEventListener('change', onChange);
  // Another tab changed the theme: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    if (isTheme(event.newValue)) document.documentElement.setAttribute('data-theme', event.newValue);
    else document.documentElement.removeAttribute('data-theme');
    onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    media?.removeEventListener('change', onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, getTheme, () => 'light');
}
