import type { ReactNode, Ref } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { ThemeToggle } from '../theme/theme-toggle';
import { BrandLink } from './brand-link';
import { CompanyMenu } from './company-menu';
import { MenuLink } from './menu-link';
import { DASHBOARD_LINK, NAV_LINKS } from './nav-links';

interface NavbarProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
  menuButtonRef?: Ref<HTMLButtonElement>;
  /** The signed-in area (Login, user name, Sign Out), kept apart on the right. */
  accountArea?: ReactNode;
  /** The link to the cart, before the account area on every screen size. */
  cartLink?: ReactNode;
  /** Shows the Dashboard link. */
  signedIn?: boolean;
}

/**
 * Nothing in the bar moves when the session arrives (Login, or the name and Sign Out, replacing a placeholder): the
 * account area grows to the left of the theme toggle, which keeps the far right, and the Dashboard link has its place
 * after the others even while it is hidden, so the centred links stay where they are.
 */
export function Navbar({ menuOpen, onOpenMenu, menuButtonRef, accountArea, cartLink, signedIn = false }: NavbarProps) {
  // The drawer needs the app's code: until it has taken the page over, the button shows that it is not ready.
  const hydrated = useHydrated();
  return (
    <header className="sticky top-0 z-30 border-b border-base-300 bg-base-100/90 backdrop-blur supports-[backdrop-filter]:bg-base-100/80">
      <nav aria-label="Main" className="navbar mx-auto min-h-16 max-w-7xl gap-2 px-3 sm:px-6">
        {/* Below lg, with no centred links, the right side takes the width it needs rather than half the bar. */}
        <div className="navbar-start gap-1 max-lg:w-auto max-lg:flex-1">
          <button
            ref={menuButtonRef}
            type="button"
            className="btn btn-square btn-ghost aria-disabled:pointer-events-auto aria-disabled:cursor-progress lg:hidden"
            aria-label="Open menu"
            aria-disabled={hydrated ? undefined : true}
            aria-controls="site-menu"
            aria-expanded={menuOpen}
            onClick={onOpenMenu}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </button>
          <BrandLink className="px-1" compact />
        </div>
        <div className="navbar-center hidden lg:flex">
          <ul className="menu menu-horizontal gap-1 text-base font-medium [--menu-active-bg:color-mix(in_oklab,var(--color-primary)_14%,transparent)] [--menu-active-fg:var(--color-base-content)]">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <MenuLink link={link} />
              </li>
            ))}
            <li>
              <CompanyMenu />
            </li>
            <li className={signedIn ? undefined : 'invisible'} aria-hidden={signedIn ? undefined : true}>
              <MenuLink link={DASHBOARD_LINK} />
            </li>
          </ul>
        </div>
        {/* min-w-0: a long name is cut short rather than pushing the centred links aside. */}
        <div className="navbar-end min-w-0 gap-1 max-lg:w-auto sm:gap-2">
          {cartLink}
          {accountArea && <div className="flex min-w-0 items-center gap-2 border-r border-base-300 pr-3">{accountArea}</div>}
          <ThemeToggle />
        </div>
      </nav>
    </header>
  );
}
