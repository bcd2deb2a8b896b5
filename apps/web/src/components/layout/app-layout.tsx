import { useEffect, useRef, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { ThemeToggle } from '../theme/theme-toggle';
import { BrandLink } from './brand-link';
import { Footer } from './footer';
import { MenuLink } from './menu-link';
import { COMPANY_LINKS, DASHBOARD_LINK, NAV_LINKS } from './nav-links';
import { Navbar } from './navbar';
import { useOpenUntilNavigation } from './use-open-until-navigation';

interface AppLayoutProps {
  children: ReactNode;
  accountArea?: ReactNode;
  /** The account area as the drawer shows it on small screens. */
  menuAccountArea?: ReactNode;
  /** The navbar's link to the cart. */
  cartLink?: ReactNode;
  /** Someone is signed in: the menus offer the Dashboard. */
  signedIn?: boolean;
}

/**
 * The page behind an open drawer is inert, and an inert button cannot take focus: the close is committed first, then
 * focus goes back to the menu button.
 */
function closeMenuAndFocus(setMenuOpen: (open: boolean) => void, menuButton: HTMLButtonElement | null) {
  flushSync(() => setMenuOpen(false));
  menuButton?.focus();
}

/** Page frame: navbar, main content and footer, with a daisyUI drawer holding the menu on small screens. */
export function AppLayout({ children, accountArea, menuAccountArea, cartLink, signedIn = false }: AppLayoutProps) {
  const [menuOpen, setMenuOpen] = useOpenUntilNavigation();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);

  const closeMenu = (returnFocus: boolean) => {
    if (returnFocus) closeMenuAndFocus(setMenuOpen, menuButtonRef.current);
    else setMenuOpen(false);
  };

  useEffect(() => {
    if (!menuOpen) return;
    closeButtonRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenuAndFocus(setMenuOpen, menuButtonRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, setMenuOpen]);

  return (
    <div className="drawer">
      <input
        id="site-drawer"
        type="checkbox"
        className="drawer-toggle"
        checked={menuOpen}
        onChange={(event) => setMenuOpen(event.target.checked)}
        tabIndex={-1}
        aria-hidden="true"
      />
      <div className="drawer-content flex min-h-dvh flex-col" inert={menuOpen}>
        <a href="#main" className="btn btn-primary fixed top-2 left-2 z-50 -translate-y-24 focus:translate-y-0">
          Skip to main content
        </a>
        <Navbar
          menuOpen={menuOpen}
          onOpenMenu={() => setMenuOpen(true)}
          menuButtonRef={menuButtonRef}
          accountArea={accountArea}
          cartLink={cartLink}
          signedIn={signedIn}
        />
        <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 focus:outline-none">
          {children}
        </main>
        <Footer />
      </div>
      <div className="drawer-side z-40">
        {/* A click target for the pointer only: the Close menu button and Escape close the drawer for everyone else. */}
        <label htmlFor="site-drawer" aria-hidden="true" className="drawer-overlay" />
        <nav id="site-menu" aria-label="Menu" className="flex min-h-full w-72 max-w-[85vw] flex-col gap-4 bg-base-100 p-4">
          <div className="flex items-center justify-between">
            <BrandLink onClick={() => closeMenu(false)} />
            <button ref={closeButtonRef} type="button" className="btn btn-circle btn-ghost" aria-label="Close menu" onClick={() => closeMenu(true)}>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>
          <ul className="menu w-full gap-1 p-0 text-base font-medium [--menu-active-bg:color-mix(in_oklab,var(--color-primary)_14%,transparent)] [--menu-active-fg:var(--color-base-content)]">
            {(signedIn ? [...NAV_LINKS, DASHBOARD_LINK] : NAV_LINKS).map((link) => (
              <li key={link.to}>
                <MenuLink link={link} onClick={() => closeMenu(false)} />
              </li>
            ))}
            <li>
              <span id="drawer-company" className="menu-title mt-2 px-3 text-base-content/75">
                Company
              </span>
              <ul aria-labelledby="drawer-company">
                {COMPANY_LINKS.map((link) => (
                  <li key={link.to}>
                    <MenuLink link={link} onClick={() => closeMenu(false)} />
                  </li>
                ))}
              </ul>
            </li>
          </ul>
          {menuAccountArea && <div className="border-t border-base-300 pt-4">{menuAccountArea}</div>}
          <div className="mt-auto flex items-center justify-between border-t border-base-300 pt-4">
            <span className="text-sm text-base-content/75">Theme</span>
            <ThemeToggle />
          </div>
        </nav>
      </div>
    </div>
  );
}
