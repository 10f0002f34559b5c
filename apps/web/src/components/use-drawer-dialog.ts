import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useLocation } from 'react-router';

/**
 * A menu drawer of small screens as a modal dialog named by its title (the shop's and the booking area's): opening it
 * locks the page's scroll and moves the focus to its close button, Tab stays inside it, Escape or a tap outside closes
 * it and puts the focus back on the button that opened it, and navigating closes it (it is open for one location).
 */
export function useDrawerDialog() {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isOpen = openAt === location.key;
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);
  const titleId = useId();

  const closeToTrigger = () => {
    setOpenAt(null);
    trigger.current?.focus();
  };

  useEffect(() => {
    if (!isOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenAt(null);
        trigger.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
    };
  }, [isOpen]);

  // Tab from the last control goes back to the first one, and Shift+Tab the other way.
  const keepFocusInside = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !drawer.current) return;
    const focusable = Array.from(
      drawer.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return {
    isOpen,
    open: () => setOpenAt(location.key),
    /** Closes without moving the focus (a link to the page already shown, which does not navigate). */
    dismiss: () => setOpenAt(null),
    closeToTrigger,
    keepFocusInside,
    trigger,
    close,
    drawer,
    titleId,
  };
}
