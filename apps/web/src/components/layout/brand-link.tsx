import { SHOP_NAME } from '@partsmith/contract/constants';
import { Link } from 'react-router';

export function BrandLink({ onClick, className = '' }: { onClick?: () => void; className?: string }) {
  return (
    <Link to="/" onClick={onClick} className={`flex items-center gap-2 rounded-field text-xl font-extrabold tracking-tight ${className}`}>
      <img src="/images/logo.svg" alt="" width={36} height={36} className="size-9" />
      <span>{SHOP_NAME}</span>
    </Link>
  );
}
