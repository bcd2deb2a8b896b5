import { setTheme, useTheme } from './theme';

export function ThemeToggle({ className = '' }: { className?: string }) {
  const theme = useTheme();
  const dark = theme === 'dark';
  // A toggle button keeps one name and tells its state with aria-pressed; the tooltip says what a press does.
  return (
    <button
      type="button"
      className={`btn btn-ghost btn-circle ${className}`}
      aria-label="Dark theme"
      // Until the app's code arrives, public/theme-init.js answers a press on it.
      data-theme-toggle
      aria-pressed={dark}
      title={`Switch to ${dark ? 'light' : 'dark'} theme`}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {/* The icons follow the theme on screen through CSS, so a prerendered page shows the right one before hydrating. */}
      <svg aria-hidden="true" viewBox="0 0 24 24" className="hidden size-5 dark:block" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2m0 16v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2 12h2m16 0h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 dark:hidden" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
        <path d="M20.4 14.5A8.5 8.5 0 0 1 9.5 3.6a8.5 8.5 0 1 0 10.9 10.9Z" />
      </svg>
    </button>
  );
}
