import { useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  PRODUCT_PAGE_SIZE,
  SEARCH_TYPES,
  type ClinicSummary,
  type DoctorSummary,
  type ProductSummary,
  type SearchType,
} from '@lumi/shared';
import { PageTitle } from '@/components/page-title';
import { Pagination } from '@/components/product/pagination';
import { ProductGrid } from '@/components/product/product-grid';
import { paths } from '@/config/paths';
import { Breadcrumb } from '@/components/shop-page';
import {
  EmptyListing,
  LoadError,
  catalogStyles,
  catalogPageStyles as styles,
  useSiteSearchListQuery,
  useSiteSearchQuery,
  prefetchSearchPage,
  searchText,
  searchListArgs,
  searchOverviewArgs,
  isSearchType,
  SEARCH_PEOPLE_PAGE_SIZE,
  SEARCH_MAX_LENGTH,
  SearchProductFilters,
  parseSkinFilterParams,
  writeSkinFilterParams,
  useSkinMatch,
  NO_SKIN_FILTERS,
  type SkinFilterParams,
} from '@/features/catalog';
import { prefetchLoader } from '@/lib/prefetch';
import { ClinicCard, DoctorCard } from '@/features/clinic';
import { asApiError } from '@/lib/query-error';
import { useTypedBeforeLive } from '@/hooks/use-typed-before-live';

/** Doctors and clinics come 10 to a page (api-contract §4.11). */

const TAB_LABELS: Record<SearchType, string> = {
  products: 'Sản phẩm',
  doctors: 'Bác sĩ',
  clinics: 'Phòng khám',
};

const EMPTY_TITLES: Record<SearchType, string> = {
  products: 'Không tìm thấy sản phẩm phù hợp',
  doctors: 'Không tìm thấy bác sĩ phù hợp',
  clinics: 'Không tìm thấy phòng khám phù hợp',
};

/** The search box at the top of the page (also the way in when the address has no `q`). */
function SearchForm({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeLive(input, initial, setText);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value) onSearch(value);
  };
  return (
    <form role="search" className={styles.searchForm} onSubmit={submit}>
      <label htmlFor="search-page-input" className="visually-hidden">
        Từ khóa tìm kiếm
      </label>
      <input
        ref={input}
        id="search-page-input"
        className={styles.searchInput}
        type="search"
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder="Nhập tên sản phẩm, bác sĩ hoặc phòng khám..."
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={catalogStyles.primaryButton}>
        Tìm kiếm
      </button>
    </form>
  );
}

const tabId = (panelId: string, kind: SearchType) => `${panelId}-${kind}`;

/**
 * One tab per kind with its total: a tablist of buttons, the arrows, Home and End move between them
 * (and open the kind at once, as the address follows).
 */
function SearchTabs({
  active,
  panelId,
  totals,
  onSelect,
}: {
  active: SearchType;
  panelId: string;
  totals: Record<SearchType, number> | undefined;
  onSelect: (kind: SearchType) => void;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = SEARCH_TYPES.indexOf(active);
    const last = SEARCH_TYPES.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? at === last
          ? 0
          : at + 1
        : event.key === 'ArrowLeft'
          ? at === 0
            ? last
            : at - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const kind = target === null ? undefined : SEARCH_TYPES[target];
    if (!kind) return;
    event.preventDefault();
    onSelect(kind);
    document.getElementById(tabId(panelId, kind))?.focus();
  };
  return (
    <div role="tablist" aria-label="Loại kết quả" className={styles.tabs} onKeyDown={onKeyDown}>
      {SEARCH_TYPES.map((kind) => {
        const isActive = kind === active;
        return (
          <button
            key={kind}
            id={tabId(panelId, kind)}
            type="button"
            role="tab"
            aria-selected={isActive}
            aria-controls={panelId}
            tabIndex={isActive ? 0 : -1}
            className={isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            onClick={() => onSelect(kind)}
          >
            {TAB_LABELS[kind]}
            {totals ? <span className={styles.tabCount}>{totals[kind]}</span> : null}
          </button>
        );
      })}
    </div>
  );
}

/** Cards of the doctor or clinic shape while the page loads. */
function PeopleSkeleton({ kind, count }: { kind: 'doctors' | 'clinics'; count: number }) {
  return (
    <ul className={styles.peopleGrid} role="status" aria-label="Đang tải kết quả...">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={kind === 'doctors' ? styles.doctorSkeleton : styles.clinicSkeleton}>
          <span className={styles.skeletonMedia} />
          <span className={styles.skeletonLine} style={{ width: '70%' }} />
          <span className={styles.skeletonLine} style={{ width: '45%' }} />
          <span className={styles.skeletonLine} style={{ width: '60%' }} />
          <span className={styles.skeletonLine} style={{ width: '80%' }} />
        </li>
      ))}
    </ul>
  );
}

/**
 * `/search?q=` (also `?search=`, as the header sends): products, doctors and clinics matching the
 * words, without diacritics and with small typos; one tab per kind with its total. The doctor and
 * clinic cards are the clinic side's.
 */
export default function SearchRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const panelId = useId();
  const q = searchText(searchParams);
  const typeParam = searchParams.get('type');
  // The products' skin filters (issue 32); 'Phù hợp với da tôi' sends the customer's record's families as `avoid`.
  const query = searchParams.toString();
  const asked = useMemo(() => parseSkinFilterParams(new URLSearchParams(query)), [query]);
  const skin = useSkinMatch(asked.forMySkin);
  const skinParams: SkinFilterParams = { ...asked, forMySkin: skin.isOn };

  const overview = useSiteSearchQuery(searchOverviewArgs(searchParams, skin.flags), { skip: q === '' });
  const totals = overview.currentData?.totals;
  const listArgs = searchListArgs(searchParams, totals, skin.flags);
  const { type, page } = listArgs;

  const list = useSiteSearchListQuery(listArgs, { skip: q === '' });
  const listError = asApiError(list.error);
  const items = list.currentData?.data;
  const pagination = list.currentData?.pagination ?? list.data?.pagination;

  const go = (next: { q?: string; type?: SearchType; page?: number; skin?: SkinFilterParams }) => {
    const params = new URLSearchParams();
    params.set('q', next.q ?? q);
    const nextType = next.type ?? (isSearchType(typeParam) ? typeParam : undefined);
    if (nextType) params.set('type', nextType);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    // The skin filters stay across tabs, pages and new words.
    writeSkinFilterParams(params, next.skin ?? asked);
    setSearchParams(params, next.skin ? { replace: true, preventScrollReset: true } : undefined);
  };

  /** A skin filter changed: the products from their first page, the history entry replaced (as the listings do). */
  const changeSkin = (change: Partial<SkinFilterParams>) => {
    const nextSkin = { ...skinParams, ...change };
    // 'Phù hợp với da tôi' asked in the address stays asked while it cannot apply (a visitor's shared link).
    if (!('forMySkin' in change)) nextSkin.forMySkin = asked.forMySkin;
    go({ type: 'products', page: 1, skin: nextSkin });
  };

  const changePage = (next: number) => {
    go({ type, page: next });
    document.getElementById('ket-qua-tim-kiem')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const clearSkin = () => go({ type: 'products', page: 1, skin: NO_SKIN_FILTERS });
  const hasSkinFilters =
    type === 'products' &&
    (skinParams.forMySkin || skinParams.skinTypes.length > 0 || skinParams.concerns.length > 0);
  const emptyState = (
    <EmptyListing
      title={EMPTY_TITLES[type]}
      description={
        hasSkinFilters
          ? `Không có sản phẩm cho “${q}” khớp bộ lọc làn da. Hãy thử bỏ bớt bộ lọc nhé.`
          : `Không có kết quả cho “${q}”. Hãy kiểm tra lại chính tả hoặc thử từ khóa ngắn gọn hơn.`
      }
      onClearFilters={hasSkinFilters ? clearSkin : undefined}
      action={
        <Link to={paths.shop.home.getHref()} className={catalogStyles.secondaryButton}>
          Về trang chủ
        </Link>
      }
    />
  );

  // Skeletons as many as the page will hold when the totals are known, so the results land in place.
  const pageSize = type === 'products' ? PRODUCT_PAGE_SIZE : SEARCH_PEOPLE_PAGE_SIZE;
  const expected = totals ? totals[type] - (page - 1) * pageSize : pageSize;
  const skeletonCount = Math.min(pageSize, Math.max(1, expected));

  const renderPeople = () => {
    if (listError && !items)
      return (
        <LoadError error={listError} onRetry={() => void list.refetch()} title="Không tải được kết quả" />
      );
    if (!items) {
      return <PeopleSkeleton kind={type === 'doctors' ? 'doctors' : 'clinics'} count={skeletonCount} />;
    }
    if (items.length === 0) return emptyState;
    return (
      <ul className={styles.peopleGrid} aria-label={`Kết quả ${TAB_LABELS[type].toLowerCase()}`}>
        {type === 'doctors'
          ? (items as DoctorSummary[]).map((doctor) => (
              <li key={doctor._id}>
                <DoctorCard doctor={doctor} />
              </li>
            ))
          : (items as ClinicSummary[]).map((clinic) => (
              <li key={clinic._id}>
                <ClinicCard clinic={clinic} />
              </li>
            ))}
      </ul>
    );
  };

  return (
    <div className={styles.page}>
      <PageTitle title={q ? `Tìm kiếm “${q}”` : 'Tìm kiếm'} />
      <header className={styles.head}>
        <div className={styles.container}>
          <Breadcrumb items={[{ label: 'Tìm kiếm' }]} />
          <h1 className={styles.title}>{q ? <>Kết quả cho “{q}”</> : 'Tìm kiếm'}</h1>
          {q && totals ? (
            <p className={styles.subtitle}>
              Tìm thấy {totals.products} sản phẩm, {totals.doctors} bác sĩ và {totals.clinics} phòng khám
            </p>
          ) : !q ? (
            <p className={styles.subtitle}>Tìm sản phẩm chăm sóc da, bác sĩ da liễu và phòng khám uy tín.</p>
          ) : null}
          <SearchForm key={q} initial={q} onSearch={(text) => go({ q: text, type: undefined, page: 1 })} />
        </div>
      </header>

      <div className={styles.container}>
        {q === '' ? (
          <EmptyListing
            title="Bạn muốn tìm gì hôm nay?"
            description="Nhập tên sản phẩm (ví dụ “kem chống nắng”, “serum vitamin c”), tên bác sĩ hoặc phòng khám rồi nhấn Tìm kiếm."
          />
        ) : (
          <section id="ket-qua-tim-kiem" className={catalogStyles.results} aria-label="Kết quả tìm kiếm">
            <SearchTabs
              active={type}
              panelId={panelId}
              totals={totals}
              onSelect={(kind) => go({ type: kind, page: 1 })}
            />
            <div id={panelId} role="tabpanel" aria-labelledby={tabId(panelId, type)}>
              {type === 'products' ? (
                <SearchProductFilters
                  params={skinParams}
                  skin={skin}
                  onChange={changeSkin}
                  onClear={clearSkin}
                  totalItems={items ? pagination?.totalItems : undefined}
                >
                  {listError && !items ? (
                    <LoadError error={listError} onRetry={() => void list.refetch()} />
                  ) : (
                    <ProductGrid
                      products={items as ProductSummary[] | undefined}
                      isLoading={!items}
                      skeletonCount={skeletonCount}
                      label="Kết quả sản phẩm"
                      empty={emptyState}
                    />
                  )}
                </SearchProductFilters>
              ) : (
                renderPeople()
              )}
            </div>
            {pagination && items ? (
              <Pagination page={pagination.page} totalPage={pagination.totalPage} onChange={changePage} />
            ) : null}
          </section>
        )}
      </div>
    </div>
  );
}

/** Server rendering and early fetching of the search's first answer (ADR 0025). */
export const loader = prefetchLoader(prefetchSearchPage);
