import { LoadingIcon, SearchIcon } from '@/components/icons';
import { ResponsiveImage } from '@/components/responsive-image';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { DoctorClinicSuggestion } from '@lumi/shared';
import { PersonAvatar } from '@/components/person-avatar';
import { paths } from '@/config/paths';
import { useDebounced } from '@/hooks/use-debounced';
import { useTypedBeforeLive } from '@/hooks/use-typed-before-live';
import { htmlToPlainText } from '@/lib/rich-text';
import { useSearchDoctorClinicQuery } from '../api/clinic-api';
import styles from './clinic-search-box.module.css';

const SUGGEST_DELAY_MS = 300;
/** The ids of the box and its list (from a constant, not useId: the server's ids must be the browser's). */
const BOX_ID = 'clinic-search';
const LIST_ID = `${BOX_ID}-list`;
const optionId = (index: number) => `${BOX_ID}-option-${index}`;

export function suggestionHref(item: DoctorClinicSuggestion): string {
  return item.type === 'doctor'
    ? paths.booking.doctorDetail.getHref(item.slug)
    : paths.booking.clinicDetail.getHref(item.slug);
}

function Suggestion({ item }: { item: DoctorClinicSuggestion }) {
  if (item.type === 'doctor') {
    return (
      <>
        <PersonAvatar size={36} src={item.avatar.url} name={item.name} />
        <span className={styles.suggestionText}>
          <strong>{item.name}</strong>
          <span className={styles.suggestionMeta}>
            {item.specialty} · {item.clinic.name}
          </span>
        </span>
      </>
    );
  }
  const shown = item.specialties.slice(0, 3);
  const rest = item.specialties.length - shown.length;
  return (
    <>
      <ResponsiveImage
        src={item.logo.url}
        alt=""
        width={160}
        height={160}
        className={styles.logo}
        sizes="36px"
      />
      <span className={styles.suggestionText}>
        <strong>{item.name}</strong>
        <span className={styles.suggestionMeta}>{htmlToPlainText(item.address).replace(/\n+/g, ', ')}</span>
        {shown.length > 0 ? (
          <span className={styles.suggestionMeta}>
            {shown.join(' · ')}
            {rest > 0 ? ` +${rest}` : ''}
          </span>
        ) : null}
      </span>
    </>
  );
}

/**
 * 'Tìm kiếm phòng khám, bác sĩ…': suggestions from `GET /doctors/search-doctor-clinic` as the visitor types (300 ms
 * after the last key), doctors then clinics. ↑/↓ move through them, Enter or a click opens the highlighted one's
 * page, Enter without one opens the clinic list searched for the words, Escape closes the list. Plain React (an
 * ARIA combobox): the box is on the server-rendered /home-booking, and before the page is live Enter submits the
 * form to that same clinic list.
 */
export function ClinicSearchBox() {
  const navigate = useNavigate();
  const location = useLocation();
  const root = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const search = useDebounced(text.trim().slice(0, 100), SUGGEST_DELAY_MS);
  // Open for one location (navigating closes the list); the highlight belongs to one set of suggestions.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isOpen = openAt === location.key;
  const [activeFor, setActiveFor] = useState({ search: '', index: -1 });
  const active = activeFor.search === search ? activeFor.index : -1;
  const setActive = (index: number) => setActiveFor({ search, index });

  // Typed before the page was live: taken, with its suggestions if the box still has the focus.
  useTypedBeforeLive(input, '', (typed) => {
    setText(typed);
    if (document.activeElement === input.current) setOpenAt(location.key);
  });

  // A click outside closes the list.
  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [isOpen]);

  const { currentData, isFetching, isError } = useSearchDoctorClinicQuery(search, { skip: search === '' });
  const items = search === '' ? [] : (currentData ?? []);
  const doctors = items.filter((item) => item.type === 'doctor');
  const clinics = items.filter((item) => item.type === 'clinic');
  // The options in the order shown (and walked by the arrows).
  const options = [...doctors, ...clinics];
  const isWaiting = text.trim() !== '' && (text.trim().slice(0, 100) !== search || isFetching);
  const showPanel = isOpen && search !== '' && (options.length > 0 || !isFetching);
  const hasList = showPanel && options.length > 0;
  const status =
    options.length > 0 || isFetching
      ? null
      : isError
        ? 'Không tải được gợi ý, vui lòng thử lại'
        : 'Không tìm thấy bác sĩ hoặc phòng khám phù hợp';

  // The highlighted suggestion stays in sight as the arrows walk a list taller than its panel.
  useEffect(() => {
    if (hasList && active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [hasList, active]);

  const open = (item: DoctorClinicSuggestion) => {
    setOpenAt(null);
    input.current?.blur();
    void navigate(suggestionHref(item));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const item = hasList && active >= 0 ? options[active] : undefined;
    if (item) {
      open(item);
      return;
    }
    const words = text.trim();
    if (!words) return;
    setOpenAt(null);
    void navigate(paths.booking.clinics.getHref({ search: words }));
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (!showPanel) {
        setOpenAt(location.key);
        setActive(down ? 0 : options.length - 1);
        return;
      }
      const next = active === -1 ? (down ? 0 : options.length - 1) : active + (down ? 1 : -1);
      setActive(next < 0 || next >= options.length ? -1 : next);
    } else if (event.key === 'Escape' && showPanel) {
      event.preventDefault();
      setOpenAt(null);
      setActive(-1);
    }
  };

  const renderGroup = (label: string, group: DoctorClinicSuggestion[], offset: number) =>
    group.length === 0 ? null : (
      <div role="group" aria-label={label} className={styles.group}>
        <div className={styles.groupLabel} aria-hidden="true">
          {label}
        </div>
        {group.map((item, at) => {
          const index = offset + at;
          return (
            <div
              key={`${item.type}:${item.slug}`}
              id={optionId(index)}
              role="option"
              aria-selected={active === index}
              className={`${styles.option} ${active === index ? styles.optionActive : ''}`}
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => open(item)}
              onMouseEnter={() => setActive(index)}
            >
              <Suggestion item={item} />
            </div>
          );
        })}
      </div>
    );

  return (
    <form
      ref={root}
      role="search"
      aria-label="Tìm phòng khám, bác sĩ"
      action={paths.booking.clinics.getHref()}
      method="get"
      className={styles.search}
      onSubmit={onSubmit}
    >
      <div className={styles.box}>
        <SearchIcon className={styles.icon} />
        <input
          ref={input}
          id={BOX_ID}
          name="search"
          type="search"
          className={styles.input}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={hasList}
          aria-controls={LIST_ID}
          aria-activedescendant={hasList && active >= 0 ? optionId(active) : undefined}
          aria-label="Tìm kiếm phòng khám, bác sĩ"
          placeholder="Tìm kiếm phòng khám, bác sĩ…"
          maxLength={100}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpenAt(location.key);
            setActive(-1);
          }}
          onFocus={() => setOpenAt(location.key)}
          onKeyDown={onKeyDown}
        />
        {isWaiting && <LoadingIcon className={styles.spinner} />}
      </div>
      {showPanel && (
        <div className={styles.panel}>
          <div className={status ? styles.status : 'visually-hidden'} role="status" aria-live="polite">
            {status ?? `${options.length} gợi ý`}
          </div>
          {hasList && (
            <div id={LIST_ID} role="listbox" aria-label="Gợi ý bác sĩ, phòng khám" className={styles.list}>
              {renderGroup('Bác sĩ', doctors, 0)}
              {renderGroup('Phòng khám', clinics, doctors.length)}
            </div>
          )}
        </div>
      )}
    </form>
  );
}
