import type { ReactNode, Ref } from 'react';
import { ThemeToggle } from '../theme/theme-toggle';
import { BrandLink } from './brand-link';
import { CompanyMenu } from './company-menu';
import { MenuLink } from './menu-link';
import { NAV_LINKS, type NavLinkItem } from './nav-links';

interface NavbarProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
  menuButtonRef?: Ref<HTMLButtonElement>;
  /** The signed-in area (Login, user name, Sign Out), kept apart at the far right. */
  accountArea?: ReactNode;
  links?: readonly NavLinkItem[];
}

export function Navbar({ menuOpen, onOpenMenu, menuButtonRef, accountArea, links = NAV_LINKS }: NavbarProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-base-300 bg-base-100/90 backdrop-blur supports-[backdrop-filter]:bg-base-100/80">
      <nav aria-label="Main" className="navbar mx-auto min-h-16 max-w-7xl gap-2 px-3 sm:px-6">
        <div className="navbar-start gap-1">
          <button
            ref={menuButtonRef}
            type="button"
            className="btn btn-square btn-ghost lg:hidden"
            aria-label="Open menu"
            aria-controls="site-menu"
            aria-expanded={menuOpen}
            onClick={onOpenMenu}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </button>
          <BrandLink className="px-1" />
        </div>
        <div className="navbar-center hidden lg:flex">
          <ul className="menu menu-horizontal gap-1 text-base font-medium [--menu-active-bg:color-mix(in_oklab,var(--color-primary)_14%,transparent)] [--menu-active-fg:var(--color-base-content)]">
            {links.map((link) => (
              <li key={link.to}>
                <MenuLink link={link} />
              </li>
            ))}
            <li>
              <CompanyMenu />
            </li>
          </ul>
        </div>
        <div className="navbar-end gap-2">
          <ThemeToggle />
          {accountArea && <div className="flex items-center gap-2 border-l border-base-300 pl-3">{accountArea}</div>}
        </div>
      </nav>
    </header>
  );
}
