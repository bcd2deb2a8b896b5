import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useEnteredBeforeHydration } from '@/lib/use-entered-before-hydration';
import { MenuLink } from './menu-link';
import { COMPANY_LINKS } from './nav-links';
import { useOpenUntilNavigation } from './use-open-until-navigation';

/** The navbar's "Company" drop-down: the static pages, kept out of the top row so it stays tidy. */
export function CompanyMenu() {
  const [open, setOpen] = useOpenUntilNavigation();
  const { pathname } = useLocation();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  // On a prerendered page the browser opens the list itself before the app's code arrives: keep it open.
  useEnteredBeforeHydration(detailsRef, open, setOpen);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!detailsRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      detailsRef.current?.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, setOpen]);

  const onCompanyPage = COMPANY_LINKS.some((link) => link.to === pathname);
  return (
    <details ref={detailsRef} open={open}>
      {/* Controlled: React's state, not the browser's own toggle, decides whether the list shows. */}
      <summary
        className={onCompanyPage ? 'menu-active' : ''}
        onClick={(event) => {
          event.preventDefault();
          setOpen(!open);
        }}
      >
        Company
      </summary>
      <ul className="z-40 w-60 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg">
        {COMPANY_LINKS.map((link) => (
          <li key={link.to}>
            <MenuLink link={link} onClick={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </details>
  );
}
