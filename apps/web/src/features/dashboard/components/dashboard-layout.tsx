import { Suspense, useId, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { InlineLoader } from '@/components/ui/page-loader';
import { dashboardLinksFor, isDashboardLinkActive } from './dashboard-links';

interface DashboardLayoutProps {
  /** Undefined while the server is asked whether the user is an admin. */
  role: 'admin' | 'customer' | undefined;
  /** Whether the shop has a development mailbox (false until the server has said so). */
  mailbox: boolean;
  children: ReactNode;
}

/** The dashboard frame: a sidebar menu on wide screens, a collapsible menu above the page on phones. */
export function DashboardLayout({ role, mailbox, children }: DashboardLayoutProps) {
  const links = dashboardLinksFor(role, { mailbox });
  const { pathname } = useLocation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [openPathname, setOpenPathname] = useState(pathname);
  // Choosing a page closes the phone menu.
  if (pathname !== openPathname) {
    setOpenPathname(pathname);
    setOpen(false);
  }
  const current = links.find((link) => isDashboardLinkActive(link, pathname));

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 lg:py-12">
      <nav aria-label="Dashboard" className="mb-6 lg:mb-0">
        <button
          type="button"
          className="btn w-full justify-between border-base-300 bg-base-200 lg:hidden"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <span>Dashboard{current && <span className="font-normal text-base-content/75">: {current.label}</span>}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="m6 9 6 6 6-6" />
          </svg>
        </button>
        <div
          id={listId}
          className={`${open ? 'block' : 'hidden'} mt-2 rounded-box border border-base-300 bg-base-100 p-2 lg:sticky lg:top-24 lg:mt-0 lg:block lg:bg-base-200/60`}
        >
          <p className="hidden px-3 pt-2 pb-3 text-sm font-semibold tracking-wide text-base-content/75 uppercase lg:block">Dashboard</p>
          <ul className="menu w-full gap-1 p-0 text-base font-medium [--menu-active-bg:color-mix(in_oklab,var(--color-primary)_14%,transparent)] [--menu-active-fg:var(--color-base-content)]">
            {links.map((link) => (
              <li key={link.label}>
                <NavLink to={link.to} end={link.end ?? false} className={({ isActive }) => (isActive ? 'menu-active' : '')}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <div className="min-w-0">
        <Suspense fallback={<InlineLoader />}>{children}</Suspense>
      </div>
    </div>
  );
}
