import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The phone menu's open state. It belongs to the location it was opened at, so any
 * navigation closes it without an effect; Escape closes it and gives focus back to the button.
 */
export function useMenuDisclosure() {
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const toggle = useCallback(() => setOpenAt((current) => (current === key ? null : key)), [key]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return { open, toggle, buttonRef };
}
