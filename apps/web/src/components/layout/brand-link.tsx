import { SHOP_NAME } from '@partsmith/contract/constants';
import { Link } from 'react-router';

/** `compact`: on the narrowest phones the name is left to screen readers, so the bar's cart and account fit beside the logo. */
export function BrandLink({ onClick, className = '', compact = false }: { onClick?: () => void; className?: string; compact?: boolean }) {
  return (
    <Link to="/" onClick={onClick} className={`flex items-center gap-2 rounded-field text-xl font-extrabold tracking-tight ${className}`}>
      <img src="/images/logo.svg" alt="" width={36} height={36} className="size-9" />
      <span className={compact ? 'max-[379px]:sr-only' : undefined}>{SHOP_NAME}</span>
    </Link>
  );
}
