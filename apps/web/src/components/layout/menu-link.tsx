import { NavLink } from 'react-router';
import type { NavLinkItem } from './nav-links';

/** A link of a daisyUI menu, highlighted while its page is shown. */
export function MenuLink({ link, onClick }: { link: NavLinkItem; onClick?: () => void }) {
  return (
    <NavLink to={link.to} end={link.end} className={({ isActive }) => (isActive ? 'menu-active' : '')} onClick={onClick}>
      {link.label}
    </NavLink>
  );
}
