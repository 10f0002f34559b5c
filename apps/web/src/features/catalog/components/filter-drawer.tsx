import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '@/components/icons';
import type { SkinMatch } from '../hooks/use-skin-match';
import type { ListingFilterOptions } from '../utils/filter-options';
import type { ListingParams } from '../utils/listing-params';
import { FilterPanel } from './filter-panel';
import styles from './catalog.module.css';

export type FilterDrawerProps = {
  options: ListingFilterOptions | undefined;
  params: ListingParams;
  onChange: (change: Partial<ListingParams>) => void;
  onClear: () => void;
  activeCount: number;
  /** Products matching the current filters (the 'Xem N sản phẩm' button). */
  totalItems: number | undefined;
  /** The customer's skin record ('Phù hợp với da tôi'). */
  skin?: SkinMatch;
};

function FilterIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M4 6h16M7 12h10M10 18h4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex="0"]';

/** Below 992 px the filters move into a drawer opened by 'Bộ lọc (N)'. */
export function FilterDrawer({
  options,
  params,
  onChange,
  onClear,
  activeCount,
  totalItems,
  skin,
}: FilterDrawerProps) {
  const [isOpen, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={styles.drawerButton}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
      >
        <FilterIcon />
        Bộ lọc
        {activeCount > 0 ? <span className={styles.drawerCount}>{activeCount}</span> : null}
      </button>
      {isOpen ? (
        <DrawerDialog onClose={close} onClear={onClear} activeCount={activeCount} totalItems={totalItems}>
          <FilterPanel options={options} params={params} onChange={onChange} skin={skin} />
        </DrawerDialog>
      ) : null}
    </>
  );
}

type DrawerDialogProps = Pick<FilterDrawerProps, 'onClear' | 'activeCount' | 'totalItems'> & {
  onClose: () => void;
  children: ReactNode;
};

/**
 * The drawer itself: a modal dialog on the body (above the sticky header), the page behind it does
 * not scroll, Esc or the mask closes it, and Tab stays inside it.
 */
function DrawerDialog({ onClose, onClear, activeCount, totalItems, children }: DrawerDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  // Tab from the last control goes back to the first one, and Shift+Tab the other way.
  const keepFocusInside = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={styles.drawerRoot}>
      <div className={styles.drawerMask} onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        className={styles.drawerPanel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={keepFocusInside}
      >
        <div className={styles.drawerHeader}>
          <h2 id={titleId} className={styles.drawerTitle}>
            Bộ lọc sản phẩm
          </h2>
          <button type="button" className={styles.drawerClose} aria-label="Đóng" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.drawerBody}>{children}</div>
        <div className={styles.drawerFooter}>
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={onClear}
            disabled={activeCount === 0}
          >
            Xóa bộ lọc
          </button>
          <button type="button" className={styles.primaryButton} onClick={onClose}>
            {totalItems !== undefined ? `Xem ${totalItems} sản phẩm` : 'Xem sản phẩm'}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
