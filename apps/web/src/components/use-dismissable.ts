import { useEffect, useState, type RefObject } from 'react';

/**
 * Open/close state for a small popup anchored in the element of `ref`: closes on a click outside
 * it, on Escape (focus returns to the trigger) and when `closeKey` changes (e.g. the route).
 */
export function useDismissable(
  ref: RefObject<HTMLElement | null>,
  closeKey?: unknown,
): { isOpen: boolean; setOpen: (open: boolean) => void; toggle: () => void } {
  const [openFor, setOpenFor] = useState<{ key: unknown } | null>(null);
  const isOpen = openFor !== null && openFor.key === closeKey;

  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpenFor(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenFor(null);
        ref.current?.querySelector<HTMLElement>('[aria-haspopup]')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [isOpen, ref]);

  return {
    isOpen,
    setOpen: (open) => setOpenFor(open ? { key: closeKey } : null),
    toggle: () => setOpenFor(isOpen ? null : { key: closeKey }),
  };
}
