import { useState } from 'react';
import { useLocation } from 'react-router';

/** Open or closed state for a menu that closes whenever the address changes (a link, Sign Out, Back). */
export function useOpenUntilNavigation() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);
  if (pathname !== openedAt) {
    setOpenedAt(pathname);
    setOpen(false);
  }
  return [open, setOpen] as const;
}
